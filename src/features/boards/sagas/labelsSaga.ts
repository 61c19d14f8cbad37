// Edits to the open board's labels (names and colours). Checked, shown at once, then
// written; a refused write puts the labels back and says so (see sync's persist).
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { checkLabels, type Board, type Label } from '../../../domain/board';
import * as boardsService from '../../../services/boards';
import { persist, refused } from '../../sync';
import { selectBoard } from '../openBoardSelectors';
import { boardLabelsChangeRequested, boardPatched } from '../openBoardSlice';

export function* changeLabelsSaga(action: PayloadAction<{ labels: Label[] }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkLabels(action.payload.labels);
  if (!checked.ok) {
    yield put(refused(checked.message, checked.keptText));
    return;
  }
  const { labels } = checked;
  yield put(boardPatched({ labels }));
  yield call(persist, call(boardsService.updateBoard, board.id, { labels }), {
    what: 'change the labels',
    rollback: [boardPatched({ labels: board.labels })],
  });
}

export function* labelsSaga() {
  yield takeEvery(boardLabelsChangeRequested.type, changeLabelsSaga);
}
