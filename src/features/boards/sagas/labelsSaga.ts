// Edits to the open board's labels (names and colours). Checked, shown at once, then
// written; a refused write puts the labels back and says so (see sync's persist).
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { LIMITS } from '../../../domain/limits';
import type { Board, Label } from '../../../domain/types';
import { checkLabelName } from '../../../domain/validation';
import * as boardsService from '../../../services/boards';
import { persist, refused } from '../../sync';
import { selectBoard } from '../openBoardSelectors';
import { boardLabelsChangeRequested, boardPatched } from '../openBoardSlice';

export function* changeLabelsSaga(action: PayloadAction<{ labels: Label[] }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const labels = action.payload.labels.map((label) => ({ ...label, name: label.name.trim() }));
  if (labels.length > LIMITS.labelsPerBoard) {
    yield put(refused(`A board can have at most ${LIMITS.labelsPerBoard} labels.`));
    return;
  }
  for (const label of labels) {
    const checked = checkLabelName(label.name);
    if (!checked.ok) {
      yield put(refused(checked.message, label.name));
      return;
    }
  }
  yield put(boardPatched({ labels }));
  yield call(persist, call(boardsService.updateBoard, board.id, { labels }), {
    what: 'change the labels',
    rollback: [boardPatched({ labels: board.labels })],
  });
}

export function* labelsSaga() {
  yield takeEvery(boardLabelsChangeRequested.type, changeLabelsSaga);
}
