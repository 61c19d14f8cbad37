// Edits to the open board's labels (names and colours). Checked, shown at once, then written
// label by label (each is its own field of the board, so another device's edit of a different
// label survives); a refused write puts the labels back and says so (see sync's persist).
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../../app/safeSagas';
import { checkLabels, storedLabel, type Board, type Label } from '../../../domain/board';
import { isEmptyEdit, keyedEdit } from '../../../domain/keyed';
import { PALETTE } from '../../../domain/palette';
import * as boardsService from '../../../services/boards';
import { persist, refused } from '../../sync';
import { forgetEdit, keyedChanges, recordEdit } from '../history/recordEdit';
import type { EditKind } from '../history/historySlice';
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
  // The first edit of labels still stored as an old array writes them whole: not undoable.
  const changes = edit.whole ? [] : keyedChanges(board.id, 'labels', board.labels, edit);
  const [first] = changes;
  let step: string | null = null;
  if (first) {
    const kind: EditKind =
      Object.keys(edit.set).length > 0
        ? 'labelAdd'
        : edit.remove.length > 0
          ? 'labelDelete'
          : 'labelChange';
    const label = [...board.labels, ...labels].find((item) => item.id === first.item);
    const subject = label ? label.name || PALETTE[label.color].name : '';
    step = yield call(recordEdit, board.id, kind, subject, changes);
  }
  const saved: boolean = yield call(persist, call(boardsService.editBoardLabels, board.id, edit), {
    what: 'change the labels',
    rollback: [boardFieldsRolledBack({ labels: board.labels })],
  });
  if (!saved) yield call(forgetEdit, step);
}

export function* labelsSaga() {
  yield takeEverySafe(boardLabelsChangeRequested.type, changeLabelsSaga);
}
