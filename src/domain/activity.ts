// The boards/{boardId}/activity/{entryId} document: one edit of the board as its members read
// it in the Activity panel ("Bob Editor renamed card “alpha” to “alpha by bob”"). Written by
// the edit pipeline in the same batch as the change it describes, never updated or deleted
// (docs/data-model.md). Entries carry what the words need and, for Revert, the edit itself.
import type { EditKind, FieldChange } from './edit';
import { fieldsOf, millis, text } from './fields';
import type { NotificationWrite } from './notification';

/** Every edit's kind, plus what is not an undoable step of this tab. */
export type ActivityKind =
  | EditKind
  | 'attachmentAdd'
  | 'attachmentDelete'
  | 'memberRemove'
  | 'memberLeave'
  | 'boardImport'
  | 'cardRepeated';

/** A value the words show: a title, a list's name, a day, a flag. */
export type ActivityValue = string | number | boolean | null;

export interface ActivityEntry {
  id: string;
  authorId: string;
  /** The author's name when they made the edit. */
  authorName: string;
  /** Epoch milliseconds; null while the server's time is pending (an edit made offline). */
  at: number | null;
  kind: ActivityKind;
  /** The card the edit touched (its own Activity section lists these), if any. */
  cardId: string | null;
  /** The list the edit touched (a list's edit, or a card's list), if any. */
  listId: string | null;
  /** The card, list, board or label's name before the edit: “alpha”. */
  subject: string;
  /** The field changed ("title", "listId", "due" ...), when the edit changed one value. */
  field: string | null;
  before: ActivityValue;
  after: ActivityValue;
  /** Extra words: { fromList: 'To do', toList: 'Done' }, { count: '1200' }, { comment: '…' }. */
  words: Record<string, string>;
  /** The edit, for Revert; null when it can't be reverted (bulk work, files, members). */
  changes: FieldChange[] | null;
  /** The entry this one reverted, if it is a revert. */
  revertOf: string | null;
}

/**
 * What the pipeline writes (the server sets `at`, the author is the signed-in person).
 * `notified`: the people its batch notifies (at most 20), whom the rules let it write to
 * (docs/notifications.md); absent when it notifies nobody.
 */
export type ActivityDraft = Omit<ActivityEntry, 'id' | 'at'> & { notified?: string[] };

/** An entry as a write carries it: its id (made on the device) and what it says. */
export interface ActivityWrite {
  id: string;
  draft: ActivityDraft;
  /** The notifications written in the same batch, one per uid in `draft.notified`. */
  notifications?: NotificationWrite[];
}

/** Entries per page of the Activity panel. */
export const ACTIVITY_PAGE_SIZE = 50;

/** The largest `changes` an entry keeps, as JSON (a deleted card with a long description fits). */
export const ACTIVITY_CHANGES_MAX = 60_000;

/** The longest word an entry keeps (a checklist item's text; names and excerpts are shorter). */
export const ACTIVITY_WORD_MAX = 500;
/** The most words an entry keeps. */
export const ACTIVITY_WORDS_MAX = 10;

/**
 * The words as the rules take them (firestore.rules, isWords): at most 10, keys of 1 to 40
 * letters, each value on one line and at most ACTIVITY_WORD_MAX characters.
 */
export function boundedWords(words: Record<string, string>): Record<string, string> {
  const kept = Object.entries(words)
    .filter(([key, value]) => /^[A-Za-z]{1,40}$/.test(key) && typeof value === 'string')
    .slice(0, ACTIVITY_WORDS_MAX)
    .map(([key, value]) => [key, value.replace(/[\r\n]+/g, ' ').slice(0, ACTIVITY_WORD_MAX)]);
  return Object.fromEntries(kept) as Record<string, string>;
}

const isValue = (value: unknown): value is ActivityValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function parseChanges(value: unknown): FieldChange[] | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as FieldChange[]) : null;
  } catch {
    return null;
  }
}

/** The entry, or null when it lacks an author or a kind (nothing a person could read). */
export function parseActivityEntry(id: string, data: unknown): ActivityEntry | null {
  const stored = fieldsOf(data);
  if (typeof stored.authorId !== 'string' || typeof stored.kind !== 'string') return null;
  const words: Record<string, string> = {};
  for (const [key, value] of Object.entries(fieldsOf(stored.words))) {
    if (typeof value === 'string') words[key] = value;
  }
  return {
    id,
    authorId: stored.authorId,
    authorName: text(stored.authorName),
    at: millis(stored.at),
    kind: stored.kind as ActivityKind,
    cardId: typeof stored.cardId === 'string' ? stored.cardId : null,
    listId: typeof stored.listId === 'string' ? stored.listId : null,
    subject: text(stored.subject),
    field: typeof stored.field === 'string' ? stored.field : null,
    before: isValue(stored.before) ? stored.before : null,
    after: isValue(stored.after) ? stored.after : null,
    words,
    changes: parseChanges(stored.changes),
    revertOf: typeof stored.revertOf === 'string' ? stored.revertOf : null,
  };
}

/** The stored form of `changes`: JSON, so nested arrays and nulls survive Firestore as they are. */
export function storedChanges(changes: FieldChange[] | null): string {
  if (!changes) return '';
  const json = JSON.stringify(changes);
  return json.length <= ACTIVITY_CHANGES_MAX ? json : '';
}

/** The one entry an import writes, with the board's real title: "imported 1,200 cards". */
export function importEntry(
  author: { uid: string; name: string },
  title: string,
  cards: number,
): ActivityDraft {
  return {
    authorId: author.uid,
    authorName: author.name,
    kind: 'boardImport',
    cardId: null,
    listId: null,
    subject: title,
    field: null,
    before: null,
    after: null,
    words: { count: String(cards) },
    changes: null,
    revertOf: null,
  };
}
