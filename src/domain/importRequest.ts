// What the app sends the server's import functions (functions/src/import) and what they answer:
// one definition, compiled into both the app and functions/ (docs/data-model.md, "Importing").
// Pure and free of packages, since the functions' build carries only what it imports.
import type { CustomFieldType, FieldValue } from './customFields';
import type { ColorKey } from './palette';

export interface ImportLabelInput {
  id: string;
  /** May be empty: a label can be just a colour. */
  name: string;
  color: ColorKey;
}

/** A custom field (issue 32), with a dropdown's options in order; ids are the file's. */
export interface ImportCustomFieldInput {
  id: string;
  name: string;
  type: CustomFieldType;
  showOnTile: boolean;
  options: { id: string; name: string; color: ColorKey }[];
}

export interface ImportListInput {
  id: string;
  title: string;
  archived: boolean;
}

/** importStart's input: the board and its lists, and how many cards the parts will bring. */
export interface ImportStartInput {
  source: { system: 'boards' | 'trello'; boardId: string };
  board: {
    title: string;
    color: ColorKey;
    labels: ImportLabelInput[];
    /** Absent: none (and from apps before custom fields). */
    customFields?: ImportCustomFieldInput[];
  };
  lists: ImportListInput[];
  cardsTotal: number;
}

export interface ImportCommentInput {
  authorName: string;
  /** When the original was written, ISO 8601 (a later or unreadable date becomes now). */
  createdAt: string;
  text: string;
}

/** A card as the archive has it, in display order within its list (`listId`: the file's id). */
export interface ImportCardInput {
  listId: string;
  title: string;
  description: string;
  /** The file's label ids (importStart's labels). */
  labelIds: string[];
  due: string | null;
  dueComplete: boolean;
  /** The due time (HH:MM) and instant (epoch ms), when the file has them; absent: none. */
  dueTime?: string | null;
  dueAt?: number | null;
  /** The start day (YYYY-MM-DD, on or before the due); absent: none. */
  start?: string | null;
  checklist: { text: string; done: boolean }[];
  archived: boolean;
  /** The importer is among the card's assignees (only they can be, on a new board). */
  assigned: boolean;
  comments: ImportCommentInput[];
  /** By the file's field ids; a dropdown's value is the file's option id. Absent: none. */
  fieldValues?: Record<string, FieldValue>;
}

/** importPart's input. */
export interface ImportPartInput {
  jobId: string;
  /** 0, 1, 2…: the parts are written in this order. */
  index: number;
  cards: ImportCardInput[];
}

/** importFinish's and importCancel's input. */
export interface ImportJobInput {
  jobId: string;
}

export interface ImportStartResult {
  jobId: string;
}

/** The cards the server holds once the part is in. */
export interface ImportPartResult {
  cardsReceived: number;
}

/** The new board, whole and on the importer's dashboard. */
export interface ImportFinishResult {
  boardId: string;
}

/** The board's id if it had already been finished (to delete as any board), or null. */
export interface ImportCancelResult {
  finished: string | null;
}

/** At most this many cards in one importPart call. */
export const CARDS_PER_PART = 1_000;
/** At most this much JSON in one importPart call, in UTF-8 bytes (a larger card goes alone). */
export const PART_BYTES = 4_000_000;
