// The shapes a change's sides may have when an edit is inverted (editScope.ts): a card, a list,
// a keyed entry, a comment or a member's entry, with the fields of its type and no other. A field
// added to one of these types fails to compile until it is named here.
import type { StoredLabel } from './board';
import type { Card, StoredChecklistItem } from './card';
import type { Comment } from './comment';
import type { StoredCustomField } from './customFields';
import type { FieldChange } from './edit';
import type { BoardList } from './list';
import type { Member } from './members';

/** The keys of `T`, each named once: a field added to the type fails to compile until added here. */
const keysOf = <T>(keys: Record<keyof T, true>) => Object.keys(keys);

// What a card, a list or a keyed entry brought back whole may hold (a list never `deleting`).
const CARD_KEYS = keysOf<Card>({
  id: true,
  listId: true,
  rank: true,
  title: true,
  description: true,
  labelIds: true,
  assigneeIds: true,
  due: true,
  dueComplete: true,
  dueTime: true,
  dueAt: true,
  start: true,
  checklist: true,
  archived: true,
  watcherIds: true,
  cover: true,
  repeat: true,
  template: true,
  // Read from the card, never written back by its edits (the comments' and files' batches keep them).
  commentCount: true,
  attachmentCount: true,
  fieldValues: true,
});
const LIST_KEYS = keysOf<Omit<BoardList, 'deleting'>>({
  id: true,
  title: true,
  rank: true,
  archived: true,
  wipLimit: true,
  wipStrict: true,
});
const COMMENT_KEYS = keysOf<Comment>({
  id: true,
  authorId: true,
  authorName: true,
  text: true,
  createdAt: true,
  updatedAt: true,
  importedAt: true,
});
export const ITEM_KEYS = {
  checklist: keysOf<StoredChecklistItem>({ text: true, done: true, rank: true }),
  labels: keysOf<StoredLabel>({ name: true, color: true, rank: true }),
  customFields: keysOf<StoredCustomField>({
    name: true,
    type: true,
    showOnTile: true,
    options: true,
    rank: true,
  }),
};

/** One custom field's value on a card: a scalar a field can hold, or null (none). */
export const isFieldValueSide = (value: unknown) =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= 500) ||
  (typeof value === 'number' && Number.isFinite(value));

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` is a record whose keys (those set) are all `allowed`. */
export function keysWithin(value: unknown, allowed: readonly string[]): boolean {
  if (!isRecord(value)) return false;
  return Object.keys(value).every((key) => value[key] === undefined || allowed.includes(key));
}

/** Both sides of a change, the absent one (null: added or deleted) left out. */
export const sides = (change: { before: unknown; after: unknown }) =>
  [change.before, change.after].filter((side) => side !== null);

export const wholeCard = (value: unknown, id: string) =>
  keysWithin(value, CARD_KEYS) && (value as { id?: unknown }).id === id;

export const wholeList = (value: unknown, id: string) =>
  keysWithin(value, LIST_KEYS) && (value as { id?: unknown }).id === id;

/**
 * A comment added or deleted whole, or edited: then only its text (and when) moved, its author
 * and the rest as they were, so Revert never rewrites who said it.
 */
export function commentChange(change: FieldChange): boolean {
  if (change.doc !== 'comment') return false;
  const [before, after] = [change.before, change.after];
  const whole = (side: unknown) =>
    keysWithin(side, COMMENT_KEYS) && (side as { id?: unknown }).id === change.id;
  if (!sides(change).every(whole) || sides(change).length === 0) return false;
  if (!before || !after) return change.watch === undefined || after !== null;
  const kept = COMMENT_KEYS.filter((key) => !['text', 'updatedAt'].includes(key));
  return !change.watch && kept.every((key) => sameScalar(before, after, key));
}

const MEMBER_KEYS = keysOf<Member>({ uid: true, role: true, name: true, email: true });

/** A role changed (editor and viewer only): the same person before and after, their name and email as they were. */
export function memberRoleChange(change: FieldChange): boolean {
  if (change.doc !== 'member' || !change.before || !change.after) return false;
  const { before, after } = change;
  return (
    keysWithin(before, MEMBER_KEYS) &&
    keysWithin(after, MEMBER_KEYS) &&
    before.uid === change.item &&
    after.uid === change.item &&
    ['name', 'email'].every((key) => sameScalar(before, after, key)) &&
    // Either side may be written back: neither makes anyone the owner.
    [before.role, after.role].every((role) => role === 'editor' || role === 'viewer')
  );
}

const sameScalar = (a: object, b: object, key: string) =>
  (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key];

/** A list with its cards: that list, and only cards of it. */
export function listWithItsCards(value: unknown, id: string): boolean {
  if (!isRecord(value) || !keysWithin(value, ['list', 'cards'])) return false;
  const { cards } = value;
  return (
    wholeList(value.list, id) &&
    Array.isArray(cards) &&
    cards.every(
      (each) =>
        isRecord(each) &&
        typeof each.id === 'string' &&
        wholeCard(each, each.id) &&
        each.listId === id,
    )
  );
}
