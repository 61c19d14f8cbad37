// Undo and redo of the open board's steps, safely with other people editing it too: a field
// is put back only while it still holds what this step left there in the newest state this tab
// knows (the live board, others' changes it has heard of included); one changed since is left
// alone, and the person is told. No transaction (it would need the network, and undo works
// offline like any edit): a change someone made in the moment before this tab heard of it can
// still be overwritten, exactly as by any other edit.
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../../app/safeSagas';
import type { RootState } from '../../../app/rootReducer';
import * as boardsService from '../../../services/boards';
import * as cardsService from '../../../services/cards';
import * as listsService from '../../../services/lists';
import { noticeShown } from '../../notices';
import { persist } from '../../sync';
import { boardLookChanged, boardLookRolledBack } from '../boardsSlice';
import type { Member } from '../../../domain/members';
import {
  selectBoardMembers,
  selectCanEditBoard,
  selectCard,
  selectCardsOfList,
} from '../openBoardSelectors';
import { removeListWithCards } from '../sagas/listsSaga';
import {
  fieldsOfCard,
  storedChecklistItem,
  type ChecklistEdit,
  type ChecklistItem,
} from '../../../domain/card';
import { storedKeyed, type KeyedEdit, type KeyedItem } from '../../../domain/keyed';
import { compareRanked } from '../../../domain/ordering';
import type { BoardList, Card } from '../../../domain/types';
import { storedLabel, type Label, type LabelsEdit } from '../../../domain/board';
import {
  boardFieldsRolledBack,
  boardPatched,
  cardCountAdjusted,
  cardFieldsRolledBack,
  cardPatched,
  cardsRemoved,
  cardUpserted,
  listFieldsRolledBack,
  listPatched,
  listRemoved,
  listUpserted,
} from '../openBoardSlice';
import { redoRequested, undoRequested } from './historyActions';
import { selectNextRedo, selectNextUndo } from './historySelectors';
import {
  stepRedone,
  stepUndone,
  type FieldChange,
  type HistoryEntry,
  type ListWithCards,
} from './historySlice';
import { forgetEdit } from './recordEdit';

type Direction = 'undo' | 'redo';
type Fields = Record<string, unknown>;

/** Fields that mean something only together: a card's place is its list and its rank. */
const TOGETHER: string[][] = [['listId', 'rank']];

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

interface Write {
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
  return board?.id === change.id ? board.labels : undefined;
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

/** What undoing (or redoing) one change would write now, and whether something was left. */
function planChange(state: RootState, change: FieldChange, direction: Direction) {
  const expected = direction === 'undo' ? change.after : change.before;
  const target = direction === 'undo' ? change.before : change.after;
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

/** What undoing (or redoing) `entry` would write now, and whether anything was left alone. */
function planStep(state: RootState, entry: HistoryEntry, direction: Direction) {
  const writes: Write[] = [];
  let changedElsewhere = false;
  let hasCards = false;
  for (const change of entry.changes) {
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

/** The entry that takes the step back again, holding the values from this moment. */
function oppositeEntry(entry: HistoryEntry, writes: Write[], direction: Direction) {
  if (writes.length === 0) return null;
  const changes = writes.map(({ change, values, captured }) => {
    const [before, after] = direction === 'undo' ? [values, captured] : [captured, values];
    return { ...change, before, after } as FieldChange;
  });
  return { ...entry, changes };
}

/**
 * Adds a card back as it was (same id, so its comments, never deleted with it, show again),
 * or deletes it again, as an add or delete does. Not yet: its assignees on the server (a
 * create names none; they come by arrayUnion), so they show here until the snapshot arrives.
 */
function* writePresence(
  boardId: string,
  id: string,
  card: Card | null,
  gone: Card | null,
  what: string,
) {
  const path = `boards/${boardId}/cards/${id}`;
  if (card) {
    // Assignees come back only if they are still members, and one write each after the card
    // (the rules check one added assignee per write; a card is created with none).
    const members: Member[] = yield select(selectBoardMembers);
    const assignees = card.assigneeIds.filter((uid) => members.some((m) => m.uid === uid));
    yield put(cardUpserted({ ...card, assigneeIds: assignees }));
    yield put(cardCountAdjusted(1));
    const created: boolean = yield call(
      persist,
      call(cardsService.createCard, boardId, id, fieldsOfCard(card)),
      {
        what,
        rollback: [cardsRemoved([id]), cardCountAdjusted(-1)],
        journal: { path, kind: 'create' },
      },
    );
    if (!created) return false;
    for (const uid of assignees) {
      yield call(
        persist,
        call(cardsService.changeCardAssignee, boardId, id, { uid, assigned: true }),
        {
          what,
          // Back to what the server confirmed (the card was created with none), as every
          // refused card edit is rolled back.
          rollback: [cardFieldsRolledBack({ id, fallback: { assigneeIds: [] } })],
        },
      );
    }
    return true;
  }
  yield put(cardsRemoved([id]));
  yield put(cardCountAdjusted(-1));
  return (yield call(persist, call(cardsService.deleteCard, boardId, id), {
    what,
    rollback: gone ? [cardUpserted(gone), cardCountAdjusted(1)] : [],
    journal: { path, kind: 'delete' },
  })) as boolean;
}

/** Adds a list back as it was (same id), or deletes it (counted, as every list create and delete). */
function* writeListPresence(
  boardId: string,
  id: string,
  list: BoardList | null,
  gone: BoardList | null,
  what: string,
) {
  const path = `boards/${boardId}/lists/${id}`;
  if (list) {
    yield put(listUpserted(list));
    const { title, rank, archived } = list;
    return (yield call(
      persist,
      call(listsService.createList, boardId, id, { title, rank, archived }),
      {
        what,
        rollback: [listRemoved(id)],
        journal: { path, kind: 'create' },
      },
    )) as boolean;
  }
  yield put(listRemoved(id));
  return (yield call(persist, call(listsService.deleteListDocument, boardId, id), {
    what,
    rollback: gone ? [listUpserted(gone)] : [],
    journal: { path, kind: 'delete' },
  })) as boolean;
}

/**
 * Brings a deleted list back with every card of it (the list first, then each card as a
 * counted create of its own, as an add is), or deletes it again as a list delete does.
 */
function* writeListWithCards(
  boardId: string,
  id: string,
  values: ListWithCards | null,
  captured: ListWithCards | null,
  what: string,
) {
  if (!values) {
    if (!captured) return true;
    yield put(listRemoved(id));
    yield put(cardsRemoved(captured.cards.map((card) => card.id)));
    return (yield call(removeListWithCards, boardId, captured.list, captured.cards)) as boolean;
  }
  // Undone while the delete is still under way (or was cut short and waits for the next open):
  // the list document is still on the server, marked deleting, and the rules refuse creating
  // it again (a counted create needs it absent), so nothing is brought back into a delete that
  // would take it away again; the person is told the undo was refused and can try once it is
  // gone. The list document goes last, after every card, so once it is gone so are they.
  const listBack: boolean = yield call(writeListPresence, boardId, id, values.list, null, what);
  if (!listBack) return false;
  let saved = true;
  for (const card of values.cards) {
    const cardBack: boolean = yield call(writePresence, boardId, card.id, card, null, what);
    saved = saved && cardBack;
  }
  return saved;
}

/** Adds or removes one id of a card's labels or assignees, as the edit itself does. */
function* writeCardId(
  boardId: string,
  change: Extract<FieldChange, { doc: 'cardIds' }>,
  present: boolean,
  what: string,
) {
  const card: Card | undefined = yield select(selectCard, change.id);
  if (!card) return true;
  const { field, item } = change;
  const ids = card[field].filter((id) => id !== item);
  yield put(cardPatched({ id: card.id, patch: { [field]: present ? [...ids, item] : ids } }));
  const write =
    field === 'labelIds'
      ? call(cardsService.changeCardLabels, boardId, card.id, {
          add: present ? [item] : [],
          remove: present ? [] : [item],
        })
      : call(cardsService.changeCardAssignee, boardId, card.id, { uid: item, assigned: present });
  return (yield call(persist, write, {
    what,
    rollback: [cardFieldsRolledBack({ id: card.id, fallback: { [field]: card[field] } })],
    journal: { path: `boards/${boardId}/cards/${card.id}`, kind: 'update' },
  })) as boolean;
}

/**
 * Writes one entry of a keyed list: sets it whole (back with its rank), changes its fields,
 * or removes it, on its own (other entries, edited elsewhere, stay as they are).
 */
function* writeItem(
  boardId: string,
  change: ItemChange,
  values: Fields | null,
  captured: Fields | null,
  what: string,
) {
  const state: RootState = yield select();
  const items = liveItems(state, change);
  if (!items) return true;
  const others = items.filter((item) => item.id !== change.item);
  const edit: KeyedEdit<Fields> = { set: {}, patch: {}, remove: [] };
  let next: KeyedItem[] = others;
  if (values === null) {
    edit.remove.push(change.item);
  } else {
    const live = items.find((item) => item.id === change.item);
    const item = { ...live, ...values, id: change.item } as KeyedItem;
    next = [...others, item].sort((a, b) =>
      compareRanked({ id: a.id, rank: a.rank ?? '' }, { id: b.id, rank: b.rank ?? '' }),
    );
    if (captured === null) edit.set[change.item] = values;
    else edit.patch[change.item] = values;
  }
  // A list still stored in the old array form is written whole once (see keyedEdit).
  const whole = items.some((item) => item.rank === undefined);
  if (change.field === 'labels') {
    if (whole) edit.whole = storedKeyed(next as Label[], (item) => ({ ...storedLabel(item) }));
    yield put(boardPatched({ labels: next as Label[] }));
    return (yield call(
      persist,
      call(boardsService.editBoardLabels, boardId, edit as unknown as LabelsEdit),
      { what, rollback: [boardFieldsRolledBack({ labels: items as Label[] })] },
    )) as boolean;
  }
  if (whole) edit.whole = storedKeyed(next as ChecklistItem[], storedChecklistItem);
  const path = `boards/${boardId}/cards/${change.id}`;
  yield put(cardPatched({ id: change.id, patch: { checklist: next as ChecklistItem[] } }));
  return (yield call(
    persist,
    call(cardsService.editChecklist, boardId, change.id, edit as unknown as ChecklistEdit),
    {
      what,
      rollback: [
        cardFieldsRolledBack({ id: change.id, fallback: { checklist: items as ChecklistItem[] } }),
      ],
      journal: { path, kind: 'update' },
    },
  )) as boolean;
}

/** Shows one document's fields at once and writes them, putting them back if refused. */
function* writeFields(boardId: string, write: Write, what: string) {
  const { change } = write;
  if (change.doc === 'cardPresence') {
    const [card, gone] = [write.values, write.captured] as (Card | null)[];
    return (yield call(
      writePresence,
      boardId,
      change.id,
      card ?? null,
      gone ?? null,
      what,
    )) as boolean;
  }
  if (change.doc === 'listWithCards') {
    const [values, captured] = [write.values, write.captured] as (ListWithCards | null)[];
    return (yield call(
      writeListWithCards,
      boardId,
      change.id,
      values ?? null,
      captured ?? null,
      what,
    )) as boolean;
  }
  if (change.doc === 'listPresence') {
    const [list, gone] = [write.values, write.captured] as (BoardList | null)[];
    return (yield call(
      writeListPresence,
      boardId,
      change.id,
      list ?? null,
      gone ?? null,
      what,
    )) as boolean;
  }
  if (change.doc === 'cardIds') {
    return (yield call(writeCardId, boardId, change, write.values as boolean, what)) as boolean;
  }
  if (change.doc === 'item') {
    const [values, captured] = [write.values, write.captured] as (Fields | null)[];
    return (yield call(
      writeItem,
      boardId,
      change,
      values ?? null,
      captured ?? null,
      what,
    )) as boolean;
  }
  const values = (write.values ?? {}) as Fields;
  const captured = (write.captured ?? {}) as Fields;
  if (change.doc === 'card') {
    yield put(cardPatched({ id: change.id, patch: values }));
    return (yield call(persist, call(cardsService.updateCard, boardId, change.id, values), {
      what,
      rollback: [cardFieldsRolledBack({ id: change.id, fallback: captured })],
      journal: { path: `boards/${boardId}/cards/${change.id}`, kind: 'update' },
    })) as boolean;
  }
  if (change.doc === 'list') {
    yield put(listPatched({ id: change.id, patch: values }));
    return (yield call(persist, call(listsService.updateList, boardId, change.id, values), {
      what,
      rollback: [listFieldsRolledBack({ id: change.id, fallback: captured })],
      journal: { path: `boards/${boardId}/lists/${change.id}`, kind: 'update' },
    })) as boolean;
  }
  yield put(boardLookChanged({ boardId, ...values }));
  return (yield call(persist, call(boardsService.updateBoard, boardId, values), {
    what,
    rollback: [boardLookRolledBack({ boardId, ...captured })],
  })) as boolean;
}

const DONE = { undo: 'Undone', redo: 'Redone' };
const NOT_DONE = { undo: 'Not undone', redo: 'Not redone' };

function* takeStep(direction: Direction) {
  const state: RootState = yield select();
  const entry = direction === 'undo' ? selectNextUndo(state) : selectNextRedo(state);
  const boardId = state.board.board?.id;
  if (!entry || !boardId || !selectCanEditBoard(state)) return;
  const { writes, changedElsewhere, hasCards } = planStep(state, entry, direction);
  const opposite = oppositeEntry(entry, writes, direction);
  // Off the stack before anything is written, so a second Ctrl+Z takes the step before it.
  yield put(direction === 'undo' ? stepUndone({ redo: opposite }) : stepRedone({ undo: opposite }));
  if (writes.length > 0) {
    yield put(noticeShown({ tone: 'info', text: `${DONE[direction]}: ${entry.label}` }));
  }
  if (changedElsewhere) {
    yield put(
      noticeShown({
        tone: 'info',
        text: `${NOT_DONE[direction]}: ‘${entry.subject}’ was changed elsewhere`,
      }),
    );
  }
  if (hasCards) {
    yield put(
      noticeShown({
        tone: 'info',
        text: `${NOT_DONE[direction]}: list ‘${entry.subject}’ has cards now, so it can’t be taken back`,
      }),
    );
  }
  for (const write of writes) {
    const saved: boolean = yield call(
      writeFields,
      boardId,
      write,
      `${direction} the ${entry.label}`,
    );
    // Refused and put back: the opposite step would find nothing of its own to take back.
    if (!saved) yield call(forgetEdit, entry.id);
  }
}

export function* undoSaga() {
  yield call(takeStep, 'undo');
}

export function* redoSaga() {
  yield call(takeStep, 'redo');
}

export function* historySaga() {
  yield takeEverySafe(undoRequested.type, undoSaga);
  yield takeEverySafe(redoRequested.type, redoSaga);
}
