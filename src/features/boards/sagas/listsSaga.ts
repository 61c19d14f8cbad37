// Edits to the open board's lists: add, rename, move, archive and restore, delete (with
// its cards). Each is checked, shown at once, then written; a refused write puts the screen
// back and says so (see sync's persist).
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { rankAfterLast, rankForIndex, sortByRank } from '../../../domain/ordering';
import type { Board, BoardList, Card } from '../../../domain/types';
import { checkListRoom, checkTitle } from '../../../domain/validation';
import * as listsService from '../../../services/lists';
import { newId } from '../../../domain/ids';
import { persist, refused } from '../../sync';
import { selectBoard, selectList, selectListsById, selectOpenLists } from '../openBoardSelectors';
import {
  cardCountAdjusted,
  cardsRemoved,
  cardUpserted,
  listAddRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listPatched,
  listRemoved,
  listRenameRequested,
  listUpserted,
} from '../openBoardSlice';
import { everyCardOf, previousValues } from './openBoardEdits';

export function* addListSaga(action: PayloadAction<{ title: string }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkTitle('list', action.payload.title);
  if (!checked.ok) {
    yield put(refused(checked.message, action.payload.title));
    return;
  }
  const lists: Record<string, BoardList> = yield select(selectListsById);
  // The store holds every list, archived ones too; the board's count may know of more.
  const room = checkListRoom(Math.max(board.listCount, Object.keys(lists).length));
  if (!room.ok) {
    yield put(refused(room.message, checked.value));
    return;
  }
  const id: string = yield call(newId);
  const list: BoardList = {
    id,
    title: checked.value,
    rank: rankAfterLast(sortByRank(Object.values(lists))),
    archived: false,
  };
  yield put(listUpserted(list));
  yield call(
    persist,
    call(listsService.createList, board.id, id, {
      title: list.title,
      rank: list.rank,
      archived: false,
    }),
    { what: 'add the list', rollback: [listRemoved(id)], keptText: checked.value },
  );
}

/** Applies a change to one list at once, then writes it; rolls back on failure. */
function* changeList(
  listId: string,
  change: Partial<Omit<BoardList, 'id'>>,
  what: string,
  keptText?: string,
) {
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  yield put(listPatched({ id: listId, patch: change }));
  yield call(persist, call(listsService.updateList, board.id, listId, change), {
    what,
    rollback: [listPatched({ id: listId, patch: previousValues(list, change) })],
    keptText,
  });
}

export function* renameListSaga(action: PayloadAction<{ listId: string; title: string }>) {
  const { listId, title } = action.payload;
  const checked = checkTitle('list', title);
  if (!checked.ok) {
    yield put(refused(checked.message, title));
    return;
  }
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!list || list.title === checked.value) return;
  yield call(changeList, listId, { title: checked.value }, 'rename the list', checked.value);
}

export function* moveListSaga(action: PayloadAction<{ listId: string; toIndex: number }>) {
  const { listId, toIndex } = action.payload;
  const open: BoardList[] = yield select(selectOpenLists);
  const from = open.findIndex((list) => list.id === listId);
  if (from < 0 || from === toIndex) return;
  const rank = rankForIndex(
    open.filter((list) => list.id !== listId),
    toIndex,
  );
  yield call(changeList, listId, { rank }, 'move the list');
}

export function* archiveListSaga(action: PayloadAction<{ listId: string; archived: boolean }>) {
  const { listId, archived } = action.payload;
  yield call(changeList, listId, { archived }, archived ? 'archive the list' : 'restore the list');
}

/** Deletes a list and every card in it. */
export function* deleteListSaga(action: PayloadAction<{ listId: string }>) {
  const { listId } = action.payload;
  const cards: Card[] | null = yield call(everyCardOf, listId);
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list || !cards) return;
  const cardIds = cards.map((card) => card.id);
  yield put(listRemoved(listId));
  yield put(cardsRemoved(cardIds));
  yield put(cardCountAdjusted(-cardIds.length));
  yield call(persist, call(listsService.deleteList, board.id, listId, cardIds), {
    what: 'delete the list',
    rollback: [
      listUpserted(list),
      ...cards.map((card) => cardUpserted(card)),
      cardCountAdjusted(cardIds.length),
    ],
  });
}

export function* listsSaga() {
  yield takeEvery(listAddRequested.type, addListSaga);
  yield takeEvery(listRenameRequested.type, renameListSaga);
  yield takeEvery(listMoveRequested.type, moveListSaga);
  yield takeEvery(listArchiveRequested.type, archiveListSaga);
  yield takeEvery(listDeleteRequested.type, deleteListSaga);
}
