// The inverse of an edit as things stand now, safely with other people editing too: a field
// is put back only while it still holds what the edit left there in the newest state this tab
// knows (the live board, others' changes it has heard of included); one changed since is left
// alone and reported. Undo, redo and Revert all plan with this, then apply the result as a
// new edit through the pipeline (applyEdit.ts).
import type { RootState } from '../../app/rootReducer';
import type { FieldChange, ListWithCards } from '../../domain/edit';
import type { KeyedItem } from '../../domain/keyed';
import type { Card } from '../../domain/types';
import { selectCardsOfList } from '../board';
import { selectSessionUid } from '../session';

/** undo: put `before` back over `after`; redo: put `after` back over `before`. */
export type Direction = 'undo' | 'redo';
type Fields = Record<string, unknown>;

/**
 * Fields that mean something only together: a card's place is its list and its rank; its days
 * moved together (a calendar bar) go back together, so the start never passes the due.
 */
const TOGETHER: string[][] = [
  ['listId', 'rank'],
  ['start', 'due'],
];

/** Plain data compared by value, whatever order a snapshot put its keys in. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = (value: object) =>
    Object.keys(value).filter((key) => (value as Fields)[key] !== undefined);
  const [left, right] = [keys(a), keys(b)];
  return (
    left.length === right.length &&
    left.every((key) => sameValue((a as Fields)[key], (b as Fields)[key]))
  );
}

const pick = (from: Fields, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

/** The document as this tab knows it now, or undefined if it is gone. */
function liveDoc(state: RootState, change: FieldChange): Fields | undefined {
  const open = state.board;
  if (change.doc === 'card' || change.doc === 'cardPresence') {
    return open.cards[change.id] as Fields | undefined;
  }
  if (change.doc === 'list' || change.doc === 'listPresence') {
    return open.lists[change.id] as Fields | undefined;
  }
  return open.board?.id === change.id ? (open.board as unknown as Fields) : undefined;
}

/** The fields of `expected` the document still holds (a field of a TOGETHER group only with its partners). */
function untouchedFields(doc: Fields, expected: Fields) {
  const same = (key: string) => sameValue(doc[key], expected[key]);
  return Object.keys(expected).filter((key) => {
    const group = TOGETHER.find((keys) => keys.includes(key)) ?? [key];
    return group.every((member) => !(member in expected) || same(member));
  });
}

export interface Write {
  change: FieldChange;
  /**
   * What the step writes now: fields; for a card or entry added or deleted, all of it or null
   * for none; for an id of labelIds / assigneeIds, whether it is there.
   */
  values: unknown;
  /** What those held the moment before: the next step back (or forward) writes them. */
  captured: unknown;
}

type ItemChange = Extract<FieldChange, { doc: 'item' }>;

/** A keyed list's entries as this tab knows them now, or undefined if its document is gone. */
function liveItems(state: RootState, change: ItemChange): KeyedItem[] | undefined {
  if (change.field === 'checklist') return state.board.cards[change.id]?.checklist;
  const { board } = state.board;
  if (board?.id !== change.id) return undefined;
  return change.field === 'customFields' ? (board.customFields ?? []) : board.labels;
}

/** One entry as stored (without its id), or null if it is not there. */
function liveItem(items: KeyedItem[], id: string): Fields | null {
  const found = items.find((item) => item.id === id);
  if (!found) return null;
  const fields: Fields = { ...found };
  delete fields.id;
  return fields;
}

/**
 * A card or entry added or deleted goes back only if it is still exactly as the step left
 * it: one someone edited since is not deleted by an undo. A deleted one comes back as it was.
 */
function planPresence(expected: unknown, target: unknown, doc: unknown, change: FieldChange) {
  if (!sameValue(doc, expected)) return null;
  return { change, values: target, captured: doc };
}

/** The fields of `expected` the document still holds, to be written back with `target`. */
function planFields(
  change: FieldChange,
  doc: Fields | null | undefined,
  expected: Fields,
  target: Fields,
) {
  const keys = doc ? untouchedFields(doc, expected) : [];
  const elsewhere = keys.length < Object.keys(expected).length;
  const write =
    doc && keys.length > 0
      ? { change, values: pick(target, keys), captured: pick(doc, keys) }
      : null;
  return { write, elsewhere };
}

/**
 * A card brought back has only those of its assignees who are still members (applyEdit assigns
 * them again one write each), and as watcher at most the person bringing it back, so the screen,
 * the next step and the server agree.
 */
function withMembersOnly(state: RootState, card: Card): Card {
  const members = state.board.board?.members ?? [];
  const isMember = (uid: string) => members.some((m) => m.uid === uid);
  const assigneeIds = card.assigneeIds.filter(isMember);
  // A create may list only its writer as watching (the rules: nobody subscribes anyone else), so
  // a card brought back keeps its watcher only when that is the person bringing it back.
  const me = selectSessionUid(state);
  const watcherIds = card.watcherIds.filter(isMember);
  const kept = watcherIds.length === 1 && watcherIds[0] === me ? watcherIds : [];
  return assigneeIds.length === card.assigneeIds.length && kept.length === card.watcherIds.length
    ? card
    : { ...card, assigneeIds, watcherIds: kept };
}

/** The side a step writes, its cards brought back with their members only. */
function targetOf(state: RootState, change: FieldChange, direction: Direction): unknown {
  const target = direction === 'undo' ? change.before : change.after;
  if (change.doc === 'cardPresence' && target) return withMembersOnly(state, target as Card);
  if (change.doc === 'listWithCards' && target) {
    const whole = target as ListWithCards;
    return { ...whole, cards: whole.cards.map((card) => withMembersOnly(state, card)) };
  }
  return target;
}

type CommentChange = Extract<FieldChange, { doc: 'comment' }>;

/**
 * A comment goes back only while its text is still what the step left (or it is still gone):
 * an edit's undo writes the old text over the comment as it is now; an add's, deletes it; a
 * delete's brings it back. The card's comments are known while its details are open, else
 * read first (liveComments.ts); unknown, nothing is written. Its watching is never taken back.
 */
function planComment(state: RootState, change: CommentChange, direction: Direction) {
  const [expected, target] =
    direction === 'undo' ? [change.after, change.before] : [change.before, change.after];
  const known = state.comments.cardId === change.cardId;
  const live = known ? (state.comments.byId[change.id] ?? null) : undefined;
  if (live === undefined || (live?.text ?? null) !== (expected?.text ?? null)) {
    return { write: null, elsewhere: true };
  }
  const values = target && live ? { ...live, text: target.text } : target;
  const plain: CommentChange = { ...change };
  delete plain.watch;
  return { write: { change: plain, values, captured: live }, elsewhere: false };
}

/** What undoing (or redoing) one change would write now, and whether something was left. */
function planChange(state: RootState, change: FieldChange, direction: Direction) {
  if (change.doc === 'comment') return planComment(state, change, direction);
  // A file's bytes are gone with it: never brought back (its edit is not undoable).
  if (change.doc === 'attachment') return { write: null, elsewhere: true };
  const expected = direction === 'undo' ? change.after : change.before;
  const target = targetOf(state, change, direction);
  if (change.doc === 'cardPresence') {
    const write = planPresence(expected, target, liveDoc(state, change) ?? null, change);
    return { write, elsewhere: !write };
  }
  if (change.doc === 'listWithCards') {
    const list = state.board.lists[change.id];
    const doc = list ? { list, cards: selectCardsOfList(state, change.id) } : null;
    // Brought back only while neither the list nor any of its cards is there again.
    const cards = (target as ListWithCards | null)?.cards ?? [];
    const cardsThere = cards.some((card) => state.board.cards[card.id]);
    const write = cardsThere ? null : planPresence(expected, target, doc, change);
    return { write, elsewhere: !write };
  }
  if (change.doc === 'listPresence') {
    const doc = liveDoc(state, change) ?? null;
    const cards = Object.values(state.board.cards).some((card) => card.listId === change.id);
    // A list added, with cards in it now (anyone's): taking it back would take them too.
    if (target === null && doc && cards) return { write: null, elsewhere: false, hasCards: true };
    const write = planPresence(expected, target, doc, change);
    return { write, elsewhere: !write };
  }
  if (change.doc === 'cardIds') {
    const card = state.board.cards[change.id];
    if (!card || card[change.field].includes(change.item) !== expected) {
      return { write: null, elsewhere: true };
    }
    return { write: { change, values: target, captured: expected }, elsewhere: false };
  }
  if (change.doc === 'fieldValue') {
    const card = state.board.cards[change.id];
    // A value goes back only while it is as the step left it.
    const live = card ? (card.fieldValues?.[change.item] ?? null) : undefined;
    if (live === undefined || live !== expected) return { write: null, elsewhere: true };
    return { write: { change, values: target, captured: live }, elsewhere: false };
  }
  if (change.doc === 'member') {
    const board = state.board.board;
    const live = board?.id === change.id ? board.members.find((m) => m.uid === change.item) : null;
    // A role goes back only while it is as the step left it; nobody is added back this way.
    if (!target || !live) return { write: null, elsewhere: true };
    const write = planPresence(expected, target, live, change);
    return { write, elsewhere: !write };
  }
  if (change.doc === 'item') {
    const items = liveItems(state, change);
    const doc = items ? liveItem(items, change.item) : null;
    if (!items) return { write: null, elsewhere: true };
    if (expected === null || target === null) {
      const write = planPresence(expected, target, doc, change);
      return { write, elsewhere: !write };
    }
    return planFields(change, doc, expected as Fields, target as Fields);
  }
  return planFields(change, liveDoc(state, change), expected as Fields, target as Fields);
}

/** What undoing (or redoing) `changes` would write now, and whether anything was left alone. */
export function planInverse(state: RootState, changes: FieldChange[], direction: Direction) {
  const writes: Write[] = [];
  let changedElsewhere = false;
  let hasCards = false;
  for (const change of changes) {
    const planned: { write: Write | null; elsewhere: boolean; hasCards?: boolean } = planChange(
      state,
      change,
      direction,
    );
    if (planned.write) writes.push(planned.write);
    if (planned.elsewhere) changedElsewhere = true;
    if (planned.hasCards) hasCards = true;
  }
  return { writes, changedElsewhere, hasCards };
}

/** The edit to apply now: from what each document holds to what the inverse writes. */
export const inverseChanges = (writes: Write[]): FieldChange[] =>
  writes.map(
    ({ change, values, captured }) =>
      ({ ...change, before: captured, after: values }) as FieldChange,
  );

/** The changes that take the inverse back again, holding the values from this moment. */
export function oppositeChanges(writes: Write[], direction: Direction): FieldChange[] {
  return writes.map(({ change, values, captured }) => {
    const [before, after] = direction === 'undo' ? [values, captured] : [captured, values];
    return { ...change, before, after } as FieldChange;
  });
}
