// Edits to the open board's lists: add, rename, move, archive and restore, delete (with
// its cards). Each is checked here and applied as an edit by the pipeline (edits/applyEdit.ts).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { rankAfterLast, rankForIndex, sortByRank } from '../../domain/ordering';
import type { Board, BoardList, Card } from '../../domain/types';
import { checkListRoom, checkTitle } from '../../domain/validation';
import * as listsService from '../../services/lists';
import { newId } from '../../domain/ids';
import { refused } from '../sync';
import {
  selectAllCardsLoaded,
  selectBoard,
  selectCardsOfList,
  selectIsListPartial,
  selectList,
  selectListsById,
  selectOpenLists,
  boardOpened,
} from '../board';
import {
  listAddRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listRenameRequested,
  listWipLimitRequested,
} from './listRequests';
import { setWipLimitSaga } from './wipLimitSaga';
import { fieldChange, applyEdit, finishListDeletion } from '../edits';
import type { EditKind } from '../edits';
import { describeProblem } from '../../messages/problems';
import type { What } from '../../messages/errors';

export { finishListDeletion, listNotDeletedMessage } from '../edits';

export function* addListSaga(action: PayloadAction<{ title: string }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkTitle('list', action.payload.title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), action.payload.title));
    return;
  }
  const lists: Record<string, BoardList> = yield select(selectListsById);
  // The store holds every list, archived ones too; the board's count may know of more.
  const room = checkListRoom(Math.max(board.listCount, Object.keys(lists).length));
  if (!room.ok) {
    yield put(refused(describeProblem(room.problem), checked.value));
    return;
  }
  const id: string = yield call(newId);
  const list: BoardList = {
    id,
    title: checked.value,
    rank: rankAfterLast(sortByRank(Object.values(lists))),
    archived: false,
  };
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'listAdd',
    subject: list.title,
    changes: [{ doc: 'listPresence', id, before: null, after: list }],
    what: msg`add the list`,
    keptText: checked.value,
  });
}

/**
 * Applies a change to one list at once, then writes it; rolls back on failure. Noted as an
 * undoable step of `kind` once on screen, and forgotten again if the server refuses it.
 */
function* changeList(
  listId: string,
  change: Partial<Omit<BoardList, 'id'>>,
  what: What,
  kind: EditKind,
  keptText?: string,
) {
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  yield call(applyEdit, {
    boardId: board.id,
    kind,
    subject: list.title,
    changes: [fieldChange('list', listId, list, change)],
    what,
    keptText,
  });
}

export function* renameListSaga(action: PayloadAction<{ listId: string; title: string }>) {
  const { listId, title } = action.payload;
  const checked = checkTitle('list', title);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), title));
    return;
  }
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!list || list.title === checked.value) return;
  yield call(
    changeList,
    listId,
    { title: checked.value },
    msg`rename the list`,
    'listRename',
    checked.value,
  );
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
  yield call(changeList, listId, { rank }, msg`move the list`, 'listMove');
}

export function* archiveListSaga(action: PayloadAction<{ listId: string; archived: boolean }>) {
  const { listId, archived } = action.payload;
  yield call(
    changeList,
    listId,
    { archived },
    archived ? msg`archive the list` : msg`restore the list`,
    archived ? 'listArchive' : 'listRestore',
  );
}

/**
 * Deletes a list and every card of it, whatever the screen holds (a big board's cards arrive
 * in steps), resumably, like a board: one edit marks the list deleting (hidden everywhere,
 * undoable), then the server deletes its cards, their comments and the list (purgeList).
 * Interrupted (offline, the tab closed), it is finished the next time the board opens. A
 * refusal brings the list back with its cards.
 */
export function* deleteListSaga(action: PayloadAction<{ listId: string }>) {
  const { listId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!board || !list) return;
  const shown: Card[] = yield select(selectCardsOfList, listId);
  // Undoable and revertible, list and cards, only when every card of it is here to be put back.
  const complete =
    ((yield select(selectAllCardsLoaded)) as boolean) &&
    !((yield select(selectIsListPartial, listId)) as boolean);
  const hidden: boolean = yield call(applyEdit, {
    boardId: board.id,
    kind: 'listDelete',
    subject: list.title,
    changes: [{ doc: 'listWithCards', id: listId, before: { list, cards: shown }, after: null }],
    what: msg`delete the list`,
    undoable: complete,
    revertible: complete,
  });
  if (hidden) yield call(finishListDeletion, board.id, list, shown);
}

/** Finishes the list deletes an earlier visit started (marked deleting, not yet gone). */
export function* resumeListDeletions(action: PayloadAction<string>) {
  const boardId = action.payload;
  let listIds: string[];
  try {
    listIds = yield call(listsService.unfinishedListDeletions, boardId);
  } catch {
    return; // Offline or refused: the lists stay hidden; the next open tries again.
  }
  for (const listId of listIds) {
    yield call(finishListDeletion, boardId, { id: listId, title: '', rank: '', archived: false });
  }
}

export function* listsSaga() {
  yield takeEverySafe(listAddRequested.type, addListSaga);
  yield takeEverySafe(listRenameRequested.type, renameListSaga);
  yield takeEverySafe(listMoveRequested.type, moveListSaga);
  yield takeEverySafe(listArchiveRequested.type, archiveListSaga);
  yield takeEverySafe(listDeleteRequested.type, deleteListSaga);
  yield takeEverySafe(listWipLimitRequested.type, setWipLimitSaga);
  yield takeEverySafe(boardOpened.type, resumeListDeletions);
}
