// The boards/{id}/cards/{cardId} document: a card, in a list, with its details.
import { parseCover, type CardCover } from './attachment';
import { isDay, isDueTime } from './due';
import { fieldsOf, flag, millis, strings, text } from './fields';
import { readKeyed, type KeyedEdit } from './keyed';
import { LIMITS } from './limits';
import { isColorKey, type ColorKey } from './palette';
import { isRank } from './ordering';
import { isRepeat, type Repeat } from './repeat';
import { checkChecklistItem, checkDescription } from './validation';
import type { Problem } from './problems';
import { parseFieldValues, type FieldValue } from './customFields';

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
  /** Order key among the card's items; absent while the card stores them as an old array. */
  rank?: string;
}

/** A checklist item as stored, under its id in the card's `checklist` map. */
export interface StoredChecklistItem {
  text: string;
  done: boolean;
  rank: string;
}

export type ChecklistEdit = KeyedEdit<StoredChecklistItem>;

export const storedChecklistItem = ({ text, done, rank }: ChecklistItem & { rank: string }) => ({
  text,
  done,
  rank,
});

/** A change to a card's labels: ids added and removed (arrayUnion / arrayRemove). */
export interface LabelIdsChange {
  add: string[];
  remove: string[];
}

export interface Card {
  id: string;
  listId: string;
  rank: string;
  title: string;
  description: string;
  labelIds: string[];
  /** Members assigned to the card (absent on cards made before assignees: none). */
  assigneeIds: string[];
  /** A day, YYYY-MM-DD, or null. */
  due: string | null;
  /**
   * The due date has been met (the "Done" box, Trello's dueComplete): false on cards from
   * before it. Cleared with the due date, so it means something only while `due` is set.
   */
  dueComplete: boolean;
  /** The due date's time of day, HH:MM (24 h) in its setter's zone; absent or null: the whole day. */
  dueTime?: string | null;
  /**
   * The due instant (epoch ms; a Timestamp when stored), written with every due change from the
   * day and time in the setter's zone (no time: the day's end), so the server's reminders know it.
   */
  dueAt?: number | null;
  /** The day work starts, YYYY-MM-DD (the calendar's bar runs from it to the due); absent: none. */
  start?: string | null;
  checklist: ChecklistItem[];
  archived: boolean;
  /**
   * Who is told of changes to the card (optional on cards: none). Each person adds or removes
   * only their own uid (arrayUnion / arrayRemove), at most LIMITS.watchersPerCard.
   */
  watcherIds: string[];
  /** What the tile shows on top: an image (one of the card's attachments) or a colour; absent: none. */
  cover?: CardCover | ColorCover | null;
  /** How the card repeats (domain/repeat.ts): the server makes the next one; absent: never. */
  repeat?: Repeat | null;
  /** A template card (issue 32): copied by "From template", left out of counts of work; absent: not. */
  template?: boolean;
  /**
   * How many comments and files the card has (absent on old cards, and at 0), kept by the batch
   * that adds or deletes one. Never part of a card's own writes: only that batch changes them.
   */
  commentCount?: number;
  attachmentCount?: number;
  /** Its custom fields' values by field id (absent: none set). */
  fieldValues?: Record<string, FieldValue>;
}

/**
 * A cover of one colour of the palette, no image. Its image fields are never there, so code that
 * asks `cover?.attachmentId` reads undefined.
 */
export interface ColorCover {
  color: ColorKey;
  attachmentId?: undefined;
  thumbnail?: undefined;
}

const parseColorCover = (value: unknown): ColorCover | null => {
  const stored = fieldsOf(value);
  return Object.keys(stored).length === 1 && isColorKey(stored.color)
    ? { color: stored.color }
    : null;
};

export type CardFields = Omit<Card, 'id' | 'commentCount' | 'attachmentCount'>;

/** A stored count: a whole number above 0, else absent (old cards, and none). */
const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** Fields written whole (last writer wins); the checklist, labels and assignees have their own writes. */
export type CardPatch = Partial<
  Omit<CardFields, 'checklist' | 'labelIds' | 'assigneeIds' | 'watcherIds'>
>;

/** One person assigned to or unassigned from a card (arrayUnion / arrayRemove of one id). */
export interface AssigneeChange {
  uid: string;
  assigned: boolean;
}

/** What card details change: description, labels, due date (and its Done), checklist, archived. */
export type CardDetailsPatch = Partial<
  Pick<
    CardFields,
    | 'description'
    | 'labelIds'
    | 'due'
    | 'dueTime'
    | 'dueAt'
    | 'dueComplete'
    | 'start'
    | 'checklist'
    | 'archived'
  >
>;

/** A stored checklist: a map keyed by item id, or the old `{id, text, done}[]` form. */
export function parseChecklist(value: unknown): ChecklistItem[] {
  return readKeyed(value, (id, item) => ({ id, text: text(item.text), done: flag(item.done) }));
}

/**
 * The card, or null when it cannot be placed on the board: no list to be in, or a rank the
 * ordering library cannot read (every later move near it would throw). The services skip such
 * a document. Other fields fall back to harmless values.
 */
export function parseCard(id: string, data: unknown): Card | null {
  const stored = fieldsOf(data);
  if (typeof stored.listId !== 'string' || !isRank(stored.rank)) return null;
  const cover = parseCover(stored.cover) ?? parseColorCover(stored.cover);
  const due = isDay(stored.due) ? stored.due : null;
  const dueAt = due ? millis(stored.dueAt) : null;
  const start = isDay(stored.start) ? stored.start : null;
  const commentCount = countOf(stored.commentCount);
  const attachmentCount = countOf(stored.attachmentCount);
  const fieldValues = parseFieldValues(stored.fieldValues);
  return {
    ...(cover ? { cover } : {}),
    ...(isRepeat(stored.repeat) ? { repeat: stored.repeat } : {}),
    ...(stored.template === true ? { template: true } : {}),
    ...(due && isDueTime(stored.dueTime) ? { dueTime: stored.dueTime } : {}),
    ...(dueAt !== null ? { dueAt } : {}),
    ...(start ? { start } : {}),
    ...(commentCount > 0 ? { commentCount } : {}),
    ...(attachmentCount > 0 ? { attachmentCount } : {}),
    ...(fieldValues ? { fieldValues } : {}),
    id,
    listId: text(stored.listId),
    rank: text(stored.rank),
    title: text(stored.title),
    description: text(stored.description),
    labelIds: strings(stored.labelIds),
    assigneeIds: strings(stored.assigneeIds),
    due,
    dueComplete: flag(stored.dueComplete),
    checklist: parseChecklist(stored.checklist),
    archived: flag(stored.archived),
    watcherIds: strings(stored.watcherIds),
  };
}

/** The fields of a card that are stored (everything but its id). */
export function fieldsOfCard(card: Card): CardFields {
  const { listId, rank, title, description, labelIds, assigneeIds, due, dueComplete } = card;
  const { checklist, archived, watcherIds, cover, repeat, template, dueTime, dueAt } = card;
  const { fieldValues, start } = card;
  return {
    ...(cover ? { cover } : {}),
    ...(repeat ? { repeat } : {}),
    ...(template ? { template } : {}),
    ...(dueTime ? { dueTime } : {}),
    ...(dueAt != null ? { dueAt } : {}),
    ...(start ? { start } : {}),
    ...(fieldValues ? { fieldValues } : {}),
    listId,
    rank,
    title,
    description,
    labelIds,
    assigneeIds,
    due,
    dueComplete,
    checklist,
    archived,
    watcherIds,
  };
}

/** Why a change to a card's details can't be saved, or null when it can. */
export function checkCardDetails(patch: CardDetailsPatch): Problem | null {
  if (patch.description !== undefined) {
    const checked = checkDescription(patch.description);
    if (!checked.ok) return checked.problem;
  }
  if (patch.labelIds && patch.labelIds.length > LIMITS.labelsPerCard) {
    return { code: 'cardLabelsFull', max: LIMITS.labelsPerCard };
  }
  if (patch.checklist) {
    if (patch.checklist.length > LIMITS.checklistItems) {
      return { code: 'checklistFull', max: LIMITS.checklistItems };
    }
    for (const item of patch.checklist) {
      const checked = checkChecklistItem(item.text);
      if (!checked.ok) return checked.problem;
    }
  }
  if (patch.due !== undefined && patch.due !== null && !isDay(patch.due)) {
    return { code: 'dueNotADay' };
  }
  if (patch.dueTime != null && !isDueTime(patch.dueTime)) return { code: 'dueTimeNotATime' };
  if (patch.start !== undefined && patch.start !== null && !isDay(patch.start)) {
    return { code: 'startNotADay' };
  }
  return null;
}
