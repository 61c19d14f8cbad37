// What the app sends to import a board (the archive its worker mapped from the file, in parts),
// checked field by field with the limits firestore.rules holds for the documents made from it
// (docs/data-model.md). Anything else is refused in plain words: the server writes only what
// the rules would have let the importer write themselves.
import { HttpsError } from 'firebase-functions/v2/https';
import { datesInOrder, isDay, isDueTime, isNearDay } from '../../../src/domain/due';
import {
  CARDS_PER_PART,
  PART_BYTES,
  type ImportCardInput,
  type ImportStartInput,
} from '../../../src/domain/importRequest';
import { isColorKey, LIMITS, type ColorKey } from '../lib/limits';
import { COMMENTS_PER_CARD } from './bounds';
import { asFields, validateCustomFields, validateFieldValues } from './customFields';

/** Ids of the file's own (labels, lists, the source board): any id a system makes fits. */
const SOURCE_ID_MAX = 200;
const SYSTEMS = ['boards', 'trello'];

const refuse = (message: string): never => {
  throw new HttpsError('invalid-argument', message);
};

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const objectAt = (value: unknown, what: string): Fields =>
  isObject(value) ? value : refuse(`The import sent ${what} in a shape the server doesn’t know.`);

const arrayAt = (value: unknown, what: string, max: number, tooMany: string): unknown[] => {
  if (!Array.isArray(value))
    return refuse(`The import sent ${what} in a shape the server doesn’t know.`);
  if (value.length > max) refuse(tooMany);
  return value;
};

// \s already holds the vertical tab the rules name (\x{0B}).
const blank = /^[\s\uFEFF\p{Z}]*$/u;

/** A title as the rules' isTitle takes it: 1 to `max` characters, not only spaces. */
function title(value: unknown, max: number, what: string): string {
  if (typeof value !== 'string' || blank.test(value)) refuse(`${what} has no name.`);
  const text = value as string;
  if (text.length > max) refuse(`${what} is longer than ${max.toLocaleString('en')} characters.`);
  return text;
}

function text(value: unknown, max: number, what: string): string {
  if (typeof value !== 'string') return refuse(`${what} is not text.`);
  if (value.length > max) refuse(`${what} is longer than ${max.toLocaleString('en')} characters.`);
  return value;
}

function flag(value: unknown, what: string): boolean {
  return typeof value === 'boolean' ? value : refuse(`${what} is not yes or no.`);
}

function id(value: unknown, what: string): string {
  return typeof value === 'string' && value.length >= 1 && value.length <= SOURCE_ID_MAX
    ? value
    : refuse(`${what} has no id the server can use.`);
}

function color(value: unknown, what: string): ColorKey {
  return isColorKey(value) ? value : refuse(`${what} has a colour the app doesn’t have.`);
}

function unique(ids: string[], what: string) {
  if (new Set(ids).size !== ids.length) refuse(`${what} has two things with the same id.`);
}

export function validateStart(data: unknown): ImportStartInput {
  const input = objectAt(data, 'the board');
  const source = objectAt(input.source, 'where the board came from');
  const system = SYSTEMS.includes(source.system as string)
    ? (source.system as ImportStartInput['source']['system'])
    : refuse('The board comes from a system the app doesn’t import.');
  const sourceBoardId = id(source.boardId, 'The board’s source');
  if (`${system}:${sourceBoardId}`.length > LIMITS.importedFrom) {
    refuse('The board’s source id is too long.');
  }
  const board = objectAt(input.board, 'the board');
  const labels = arrayAt(
    board.labels,
    'the labels',
    LIMITS.labelsPerBoard,
    `A board has at most ${LIMITS.labelsPerBoard} labels.`,
  ).map((value, i) => {
    const label = objectAt(value, 'a label');
    return {
      id: id(label.id, `Label ${i + 1}`),
      name: text(label.name, LIMITS.labelName, `Label ${i + 1}’s name`),
      color: color(label.color, `Label ${i + 1}`),
    };
  });
  unique(
    labels.map((label) => label.id),
    'The board’s labels',
  );
  const lists = arrayAt(
    input.lists,
    'the lists',
    LIMITS.listsPerBoard,
    `A board has at most ${LIMITS.listsPerBoard} lists.`,
  ).map((value, i) => {
    const list = objectAt(value, 'a list');
    return {
      id: id(list.id, `List ${i + 1}`),
      title: title(list.title, LIMITS.listTitle, `List ${i + 1}`),
      archived: flag(list.archived, `List ${i + 1}’s “archived”`),
    };
  });
  unique(
    lists.map((list) => list.id),
    'The board’s lists',
  );
  const cardsTotal = input.cardsTotal;
  if (
    typeof cardsTotal !== 'number' ||
    !Number.isInteger(cardsTotal) ||
    cardsTotal < 0 ||
    cardsTotal > LIMITS.cardsPerBoard
  ) {
    refuse(`A board has at most ${LIMITS.cardsPerBoard.toLocaleString('en')} cards.`);
  }
  if ((cardsTotal as number) > 0 && lists.length === 0) refuse('The cards have no list to go in.');
  const customFields = validateCustomFields(board.customFields);
  return {
    source: { system, boardId: sourceBoardId },
    board: {
      title: title(board.title, LIMITS.boardTitle, 'The board'),
      color: color(board.color, 'The board'),
      labels,
      ...(customFields ? { customFields } : {}),
    },
    lists,
    cardsTotal: cardsTotal as number,
  };
}

function validateCard(
  value: unknown,
  n: number,
  listIds: Set<string>,
  labelIds: Set<string>,
  fields: ReturnType<typeof asFields>,
) {
  const what = `Card ${n}`;
  const card = objectAt(value, 'a card');
  const listId = id(card.listId, `${what}’s list`);
  if (!listIds.has(listId)) refuse(`${what} is in a list the board doesn’t have.`);
  const labels = arrayAt(
    card.labelIds,
    `${what}’s labels`,
    LIMITS.labelsPerCard,
    `${what} has more than ${LIMITS.labelsPerCard} labels.`,
  ).map((label) => id(label, `${what}’s label`));
  unique(labels, `${what}’s labels`);
  if (labels.some((label) => !labelIds.has(label))) {
    refuse(`${what} has a label the board doesn’t have.`);
  }
  const due =
    card.due === null
      ? null
      : isDay(card.due)
        ? card.due
        : refuse(`${what}’s due date is not a real day.`);
  // Optional, and only with a day: the time HH:MM, the instant (epoch ms) near the day.
  const dueTime =
    card.dueTime == null || due === null
      ? null
      : isDueTime(card.dueTime)
        ? card.dueTime
        : refuse(`${what}’s due time is not a time of day.`);
  const dueAt =
    card.dueAt == null || due === null
      ? null
      : typeof card.dueAt === 'number' && isNearDay(due, card.dueAt)
        ? card.dueAt
        : refuse(`${what}’s due instant does not fit its day.`);
  const start =
    card.start == null
      ? null
      : isDay(card.start) && datesInOrder(card.start, due)
        ? card.start
        : refuse(`${what}’s start date is not a real day on or before its due date.`);
  const checklist = arrayAt(
    card.checklist,
    `${what}’s checklist`,
    LIMITS.checklistItems,
    `${what} has more than ${LIMITS.checklistItems} checklist items.`,
  ).map((value) => {
    const item = objectAt(value, 'a checklist item');
    return {
      text: title(item.text, LIMITS.checklistItemText, `A checklist item of ${what.toLowerCase()}`),
      done: flag(item.done, `A checklist item of ${what.toLowerCase()}`),
    };
  });
  const comments = arrayAt(
    card.comments,
    `${what}’s comments`,
    COMMENTS_PER_CARD,
    `${what} has more than ${COMMENTS_PER_CARD.toLocaleString('en')} comments.`,
  ).map((value) => {
    const comment = objectAt(value, 'a comment');
    return {
      authorName: text(
        comment.authorName,
        LIMITS.commentAuthorName,
        `A comment’s author on ${what.toLowerCase()}`,
      ),
      createdAt: text(comment.createdAt, 100, `A comment’s date on ${what.toLowerCase()}`),
      text: title(comment.text, LIMITS.commentText, `A comment on ${what.toLowerCase()}`),
    };
  });
  return {
    listId,
    title: title(card.title, LIMITS.cardTitle, what),
    description: text(card.description, LIMITS.description, `${what}’s description`),
    labelIds: labels,
    due,
    dueComplete: flag(card.dueComplete, `${what}’s “done”`),
    ...(dueTime ? { dueTime } : {}),
    ...(dueAt !== null ? { dueAt } : {}),
    ...(start ? { start } : {}),
    checklist,
    archived: flag(card.archived, `${what}’s “archived”`),
    assigned: flag(card.assigned, `${what}’s “assigned”`),
    comments,
    ...fieldValuesOf(card.fieldValues, fields, what),
  } satisfies ImportCardInput;
}

function fieldValuesOf(value: unknown, fields: ReturnType<typeof asFields>, what: string) {
  const values = validateFieldValues(value, fields, what);
  return values ? { fieldValues: values } : {};
}

/** importFinish's and importCancel's input: `{jobId}`. */
export function validateJobId(data: unknown): string {
  return id(objectAt(data, 'the import').jobId, 'The import');
}

/** The part's own fields; its cards are checked against the job by validateCards. */
export function validatePart(data: unknown): { jobId: string; index: number; cards: unknown[] } {
  const input = objectAt(data, 'a part of the board');
  const jobId = id(input.jobId, 'The import');
  const index = input.index;
  if (
    typeof index !== 'number' ||
    !Number.isInteger(index) ||
    index < 0 ||
    index >= LIMITS.cardsPerBoard
  ) {
    refuse('The import sent a part the server can’t place.');
  }
  const cards = arrayAt(
    input.cards,
    'the cards',
    CARDS_PER_PART,
    `One part of an import holds at most ${CARDS_PER_PART.toLocaleString('en')} cards.`,
  );
  if (Buffer.byteLength(JSON.stringify(cards)) > PART_BYTES) {
    refuse('That part of the board is too large to send at once.');
  }
  return { jobId, index: index as number, cards };
}

/** `first`: the number of the part's first card, for messages ("Card 1,201 has no name."). */
export function validateCards(
  cards: unknown[],
  start: Pick<ImportStartInput, 'lists' | 'board'>,
  first: number,
): ImportCardInput[] {
  const listIds = new Set(start.lists.map((list) => list.id));
  const labelIds = new Set(start.board.labels.map((label) => label.id));
  const fields = asFields(start.board.customFields ?? []);
  return cards.map((card, i) => validateCard(card, first + i, listIds, labelIds, fields));
}
