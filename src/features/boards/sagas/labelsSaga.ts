// Edits to the open board's labels (names and colours). Checked, shown at once, then written
// label by label (each is its own field of the board, so another device's edit of a different
// label survives); a refused write puts the labels back and says so (see sync's persist).
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { checkLabels, storedLabel, type Board, type Label } from '../../../domain/board';
import { isEmptyEdit, keyedEdit } from '../../../domain/keyed';
import * as boardsService from '../../../services/boards';
import { persist, refused } from '../../sync';
import { selectBoard } from '../openBoardSelectors';
import { boardFieldsRolledBack, boardLabelsChangeRequested, boardPatched } from '../openBoardSlice';

export function* changeLabelsSaga(action: PayloadAction<{ labels: Label[] }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkLabels(action.payload.labels);
  if (!checked.ok) {
    yield put(refused(checked.message, checked.keptText));
    return;
  }
  const { edit, items: labels } = keyedEdit(board.labels, checked.labels, storedLabel, [
    'name',
    'color',
  ]);
  if (isEmptyEdit(edit)) return;
  yield put(boardPatched({ labels }));
  yield call(persist, call(boardsService.editBoardLabels, board.id, edit), {
    what: 'change the labels',
    rollback: [boardFieldsRolledBack({ labels: board.labels })],
  });
}

export function* labelsSaga() {
  yield takeEvery(boardLabelsChangeRequested.type, changeLabelsSaga);
}
