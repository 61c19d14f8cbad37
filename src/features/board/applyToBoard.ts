// How an edit shows on the open board before the server has it, and how a refused one is put
// back: one rule for every kind of edit (the reducers editApplied and editRolledBack use these).
import type { Board, BoardList, Card, Label } from '../../domain/types';
import type { FieldChange } from '../../domain/edit';
import type { CustomField, FieldValue } from '../../domain/customFields';
import type { Member } from '../../domain/members';
import type { KeyedItem } from '../../domain/keyed';
import { compareRanked } from '../../domain/rankOrder';

type Fields = Record<string, unknown>;

/** The part of the open board's state an edit touches (immer drafts in the reducers). */
export interface EditableBoard {
  board: Board | null;
  lists: Record<string, BoardList>;
  cards: Record<string, Card>;
  confirmed: { board: Board | null; lists: Record<string, BoardList>; cards: Record<string, Card> };
}

type Side = 'before' | 'after';
type ItemChange = Extract<FieldChange, { doc: 'item' }>;
type MemberChange = Extract<FieldChange, { doc: 'member' }>;

/** One person's entry put in place (as `member`) or taken out (null), the others as they are. */
function placeMember(state: EditableBoard, change: MemberChange, member: Member | null) {
  const board = state.board;
  if (board?.id !== change.id) return;
  const at = board.members.findIndex((each) => each.uid === change.item);
  if (member && at >= 0) board.members[at] = member;
  else if (member) board.members.push(member);
  else if (at >= 0) board.members.splice(at, 1);
}

function keyedItems(state: EditableBoard, change: ItemChange): KeyedItem[] | undefined {
  if (change.field === 'checklist') return state.cards[change.id]?.checklist;
  if (state.board?.id !== change.id) return undefined;
  return change.field === 'customFields' ? (state.board.customFields ?? []) : state.board.labels;
}

function setKeyedItems(state: EditableBoard, change: ItemChange, items: KeyedItem[]) {
  if (change.field === 'checklist') {
    const card = state.cards[change.id];
    if (card) card.checklist = items as Card['checklist'];
  } else if (state.board && change.field === 'customFields') {
    state.board.customFields = items as CustomField[];
  } else if (state.board) {
    state.board.labels = items as Label[];
  }
}

/** One entry of a keyed list set to `values` (whole if new, fields if there), or removed. */
function applyItem(state: EditableBoard, change: ItemChange, values: Fields | null) {
  const items = keyedItems(state, change);
  if (!items) return;
  const others = items.filter((item) => item.id !== change.item);
  if (values === null) {
    setKeyedItems(state, change, others);
    return;
  }
  const live = items.find((item) => item.id === change.item);
  const item = { ...live, ...values, id: change.item } as KeyedItem;
  setKeyedItems(
    state,
    change,
    [...others, item].sort((a, b) =>
      compareRanked({ id: a.id, rank: a.rank ?? '' }, { id: b.id, rank: b.rank ?? '' }),
    ),
  );
}

/** One custom field's value of a card set, or taken away (null); a new map, never shared. */
function placeFieldValue(
  state: EditableBoard,
  cardId: string,
  field: string,
  value: FieldValue | null,
) {
  const card = state.cards[cardId];
  if (!card) return;
  const values = { ...card.fieldValues };
  if (value === null) delete values[field];
  else values[field] = value;
  if (Object.keys(values).length > 0) card.fieldValues = values;
  else delete card.fieldValues;
}

function adjustCardCount(state: EditableBoard, by: number) {
  if (state.board) state.board.cardCount = Math.max(0, state.board.cardCount + by);
}

/** Puts a card there (as it was, whole) or takes it away, keeping the board's count in step. */
function placeCard(state: EditableBoard, id: string, card: Card | null, counted = true) {
  const there = Boolean(state.cards[id]);
  if (card) state.cards[id] = card;
  else delete state.cards[id];
  if (counted && there !== Boolean(card)) adjustCardCount(state, card ? 1 : -1);
}

/** Shows one side (`after` to apply, `before` to take back) of each change. */
export function applyChanges(state: EditableBoard, changes: FieldChange[], side: Side) {
  for (const change of changes) {
    const values = change[side];
    switch (change.doc) {
      case 'card': {
        const card = state.cards[change.id];
        if (card) Object.assign(card, values);
        break;
      }
      case 'list': {
        const list = state.lists[change.id];
        if (list) Object.assign(list, values);
        break;
      }
      case 'board':
        if (state.board?.id === change.id) Object.assign(state.board, values);
        break;
      case 'cardPresence':
        placeCard(state, change.id, change[side]);
        break;
      case 'listPresence': {
        const list = change[side];
        if (list) state.lists[change.id] = list;
        else delete state.lists[change.id];
        break;
      }
      case 'listWithCards': {
        const whole = change[side];
        const other = change[side === 'after' ? 'before' : 'after'];
        // Not counted here: the server's count follows each card as it goes or comes back.
        if (whole) {
          state.lists[change.id] = whole.list;
          for (const card of whole.cards) placeCard(state, card.id, card, false);
        } else {
          delete state.lists[change.id];
          for (const card of other?.cards ?? []) placeCard(state, card.id, null, false);
        }
        break;
      }
      case 'cardIds': {
        const card = state.cards[change.id];
        if (!card) break;
        const ids = card[change.field].filter((id) => id !== change.item);
        card[change.field] = change[side] ? [...ids, change.item] : ids;
        break;
      }
      case 'item':
        applyItem(state, change, change[side]);
        break;
      case 'member':
        placeMember(state, change, change[side]);
        break;
      case 'fieldValue':
        placeFieldValue(state, change.id, change.item, change[side]);
        break;
    }
  }
}

/** `fields` of `target` put back as the server last confirmed them, else as `fallback` has them. */
function restoreFields(
  target: object | undefined | null,
  confirmed: object | undefined | null,
  fallback: Fields,
) {
  if (!target) return;
  for (const field of Object.keys(fallback)) {
    (target as Fields)[field] = confirmed ? (confirmed as Fields)[field] : fallback[field];
  }
}

/**
 * A refused edit taken back: each field to the newest value the server confirmed (so a change
 * another tab made meanwhile stays), else to its value from before the edit; a document the
 * edit added or removed removed or put back.
 */
export function rollBackChanges(state: EditableBoard, changes: FieldChange[]) {
  const { confirmed } = state;
  for (const change of changes) {
    switch (change.doc) {
      case 'card':
        restoreFields(state.cards[change.id], confirmed.cards[change.id], change.before);
        break;
      case 'list':
        restoreFields(state.lists[change.id], confirmed.lists[change.id], change.before);
        break;
      case 'board':
        if (state.board?.id === change.id) {
          restoreFields(state.board, confirmed.board, change.before);
        }
        break;
      case 'cardIds': {
        const server = confirmed.cards[change.id];
        const there = server ? server[change.field].includes(change.item) : change.before;
        applyChanges(state, [{ ...change, before: there }], 'before');
        break;
      }
      case 'item': {
        const server =
          change.field === 'checklist'
            ? confirmed.cards[change.id]?.checklist
            : change.field === 'customFields'
              ? confirmed.board && (confirmed.board.customFields ?? [])
              : confirmed.board?.labels;
        const found = server?.find((item) => item.id === change.item);
        const values = server ? (found ? ({ ...found } as Fields) : null) : change.before;
        applyItem(state, change, values);
        break;
      }
      case 'fieldValue': {
        // The value the server last confirmed (another change of it meanwhile stays).
        const server = confirmed.cards[change.id];
        const value = server ? (server.fieldValues?.[change.item] ?? null) : change.before;
        placeFieldValue(state, change.id, change.item, value);
        break;
      }
      case 'member': {
        // The entry as the server last confirmed it (another change of it meanwhile stays).
        const server = confirmed.board?.id === change.id ? confirmed.board.members : null;
        const found = server?.find((member) => member.uid === change.item);
        placeMember(state, change, server ? (found ?? null) : change.before);
        break;
      }
      default:
        applyChanges(state, [change], 'before');
    }
  }
}

/**
 * The field-level changes of an edit that snapshots may briefly not have (the document's
 * fields, a keyed item, a card's ids). Documents made or removed are left to the snapshots:
 * they carry the counts with them.
 */
export const reappliable = (changes: FieldChange[]) =>
  changes.filter(
    (change) =>
      change.doc === 'card' ||
      change.doc === 'list' ||
      change.doc === 'board' ||
      change.doc === 'item' ||
      change.doc === 'cardIds' ||
      change.doc === 'member' ||
      change.doc === 'fieldValue',
  );

/**
 * The unsaved edits shown again over what a snapshot just brought (the same values again when
 * the snapshot had them). Each document changed is copied first: a snapshot's document is also
 * the server's `confirmed` one, which must keep the server's values.
 */
export function reapplyUnsaved(state: EditableBoard & { unsaved: { changes: FieldChange[] }[] }) {
  for (const edit of state.unsaved) {
    for (const change of edit.changes) {
      const onBoard =
        change.doc === 'board' ||
        change.doc === 'member' ||
        (change.doc === 'item' && change.field !== 'checklist');
      if (onBoard) {
        if (state.board) state.board = { ...state.board, members: [...state.board.members] };
      } else if (change.doc === 'list') {
        const list = state.lists[change.id];
        if (list) state.lists[change.id] = { ...list };
      } else {
        const card = state.cards[change.id];
        if (card) state.cards[change.id] = { ...card };
      }
    }
    applyChanges(state, edit.changes, 'after');
  }
}
