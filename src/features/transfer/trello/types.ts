// Trello's board export ("Menu → Print, export and share → Export as JSON"), only the fields we
// read. These say what Trello writes; the readers (./read.ts) trust none of it: any field may be
// missing, null or of another type, and each reader falls back to a stated default.

export interface TrelloPrefs {
  /** A named colour ("blue", "orange", …), a gradient's name, or a picture's id. */
  background: string;
  /** "#0079BF": the background's colour, for named colours and most gradients and pictures. */
  backgroundColor: string | null;
  backgroundTopColor: string;
  backgroundBottomColor: string;
  /** Set when the background is a picture. */
  backgroundImage: string | null;
}

export interface TrelloLabel {
  id: string;
  name: string;
  /** "green", "green_dark", "green_light", … or null (a label with no colour). */
  color: string | null;
}

export interface TrelloList {
  id: string;
  name: string;
  closed: boolean;
  pos: number;
}

export interface TrelloAttachment {
  name: string;
  url: string;
}

export interface TrelloCustomFieldItem {
  idCustomField: string;
  /** A list field's option. */
  idValue: string | null;
  /** Trello keeps every value as text: {text}, {number: "3"}, {date: ISO}, {checked: "true"}. */
  value: { text?: string; number?: string; date?: string; checked?: string };
}

export interface TrelloCard {
  id: string;
  name: string;
  desc: string;
  idList: string;
  pos: number;
  closed: boolean;
  /** ISO 8601, e.g. "2024-03-05T17:00:00.000Z", or null. */
  due: string | null;
  dueComplete: boolean;
  /** ISO 8601, or null: brought over as its day in UTC (mapCard.ts), like the due. */
  start: string | null;
  idLabels: string[];
  /** Assigned members: reported, not brought over. */
  idMembers: string[];
  badges: { comments: number; attachments: number };
  attachments: TrelloAttachment[];
  customFieldItems: TrelloCustomFieldItem[];
}

export interface TrelloCheckItem {
  name: string;
  state: 'complete' | 'incomplete';
  pos: number;
}

export interface TrelloChecklist {
  id: string;
  idCard: string;
  name: string;
  pos: number;
  checkItems: TrelloCheckItem[];
}

export interface TrelloMember {
  id: string;
  fullName: string;
  username: string;
}

/** An entry of the board's history; comments are those of type "commentCard". */
export interface TrelloAction {
  id: string;
  type: string;
  /** ISO 8601. */
  date: string;
  data: { text: string; card: { id: string } };
  memberCreator: { fullName: string; username: string };
}

export interface TrelloCustomField {
  id: string;
  name: string;
  /** text, number, date, checkbox or list (a dropdown). */
  type: string;
  pos: number;
  /** Shown on the card's front. */
  cardFront: boolean;
  options: { id: string; text: string; color: string | null; pos: number }[];
}

/**
 * The board. Not read, on purpose (no home for them here, and nothing a person would miss in a
 * summary): stickers, power-ups (pluginData), card covers, votes, card locations, due reminders,
 * Butler automations, and the board's own closed flag (an archived board comes in open).
 */
export interface TrelloBoard {
  id: string;
  name: string;
  prefs: TrelloPrefs;
  labels: TrelloLabel[];
  /** The file has no list of the board's labels: `labels` are those its cards carry. */
  labelsFromCards: boolean;
  lists: TrelloList[];
  cards: TrelloCard[];
  checklists: TrelloChecklist[];
  actions: TrelloAction[];
  members: TrelloMember[];
  customFields: TrelloCustomField[];
}
