// A Trello export, parsed JSON, read into ./types.ts shapes: every field checked, every
// unreadable one replaced by its default, so the mapping after this deals only in known types.
import { count, flag, position, record, records, text, textOrNull, texts } from './read';
import type {
  TrelloAction,
  TrelloBoard,
  TrelloCard,
  TrelloChecklist,
  TrelloLabel,
  TrelloList,
  TrelloPrefs,
} from './types';

function readPrefs(value: unknown): TrelloPrefs {
  const prefs = record(value) ?? {};
  return {
    background: text(prefs.background),
    backgroundColor: textOrNull(prefs.backgroundColor),
    backgroundTopColor: text(prefs.backgroundTopColor),
    backgroundBottomColor: text(prefs.backgroundBottomColor),
    backgroundImage: textOrNull(prefs.backgroundImage),
  };
}

const readLabels = (value: unknown): TrelloLabel[] =>
  records(value).map((label) => ({
    id: text(label.id),
    name: text(label.name),
    color: textOrNull(label.color),
  }));

const readLists = (value: unknown): TrelloList[] =>
  records(value).map((list) => ({
    id: text(list.id),
    name: text(list.name),
    closed: flag(list.closed),
    pos: position(list.pos),
  }));

function readCard(card: Record<string, unknown>): TrelloCard {
  const badges = record(card.badges) ?? {};
  // Older exports hold a card's labels as objects (`labels`) as well as ids (`idLabels`).
  const labelIds = Array.isArray(card.idLabels)
    ? texts(card.idLabels)
    : records(card.labels).map((label) => text(label.id));
  return {
    id: text(card.id),
    name: text(card.name),
    desc: text(card.desc),
    idList: text(card.idList),
    pos: position(card.pos),
    closed: flag(card.closed),
    due: textOrNull(card.due),
    dueComplete: flag(card.dueComplete),
    start: textOrNull(card.start),
    idLabels: labelIds.filter((id) => id !== ''),
    idMembers: texts(card.idMembers),
    badges: { comments: count(badges.comments), attachments: count(badges.attachments) },
    attachments: records(card.attachments).map((attachment) => ({
      name: text(attachment.name).trim(),
      url: text(attachment.url).trim(),
    })),
    customFieldItems: records(card.customFieldItems).map((item) => {
      const value = record(item.value) ?? {};
      return {
        idCustomField: text(item.idCustomField),
        idValue: textOrNull(item.idValue),
        value: Object.fromEntries(
          ['text', 'number', 'date', 'checked'].flatMap((key) =>
            typeof value[key] === 'string' ? [[key, value[key]]] : [],
          ),
        ),
      };
    }),
  };
}

const readChecklists = (value: unknown): TrelloChecklist[] =>
  records(value).map((checklist) => ({
    id: text(checklist.id),
    idCard: text(checklist.idCard),
    name: text(checklist.name),
    pos: position(checklist.pos),
    checkItems: records(checklist.checkItems).map((item) => ({
      name: text(item.name),
      state: item.state === 'complete' ? 'complete' : 'incomplete',
      pos: position(item.pos),
    })),
  }));

/** The comment actions only ("commentCard"; "copyCommentCard" is one copied with its card). */
const readCommentActions = (value: unknown): TrelloAction[] =>
  records(value)
    .filter((action) => action.type === 'commentCard' || action.type === 'copyCommentCard')
    .map((action) => {
      const data = record(action.data) ?? {};
      const creator = record(action.memberCreator) ?? {};
      return {
        id: text(action.id),
        type: text(action.type),
        date: text(action.date),
        data: { text: text(data.text), card: { id: text(record(data.card)?.id) } },
        memberCreator: { fullName: text(creator.fullName), username: text(creator.username) },
      };
    });

/**
 * The labels the cards carry as objects (older exports, some without the board's own list),
 * each once, in the order first met.
 */
const labelsOfCards = (cards: unknown): TrelloLabel[] => {
  const seen = new Map<string, TrelloLabel>();
  for (const card of records(cards)) {
    for (const label of readLabels(card.labels)) {
      if (label.id !== '' && !seen.has(label.id)) seen.set(label.id, label);
    }
  }
  return [...seen.values()];
};

export function readTrelloExport(json: unknown): TrelloBoard {
  const board = record(json) ?? {};
  const labelsFromCards = !Array.isArray(board.labels);
  return {
    id: text(board.id),
    name: text(board.name),
    prefs: readPrefs(board.prefs),
    labels: labelsFromCards ? labelsOfCards(board.cards) : readLabels(board.labels),
    labelsFromCards,
    lists: readLists(board.lists),
    cards: records(board.cards).map(readCard),
    checklists: readChecklists(board.checklists),
    actions: readCommentActions(board.actions),
    members: records(board.members).map((member) => ({
      id: text(member.id),
      fullName: text(member.fullName).trim(),
      username: text(member.username).trim(),
    })),
    customFields: records(board.customFields).map((field) => ({
      id: text(field.id),
      name: text(field.name).trim(),
      type: text(field.type),
      pos: position(field.pos),
      cardFront: flag((record(field.display) ?? {}).cardFront),
      options: records(field.options).map((option) => ({
        id: text(option.id),
        text: text((record(option.value) ?? {}).text).trim(),
        color: textOrNull(option.color),
        pos: position(option.pos),
      })),
    })),
  };
}
