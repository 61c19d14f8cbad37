// Edits to the open board's labels (names and colours). Checked, shown at once, then written
// label by label (each is its own field of the board, so another device's edit of a different
// label survives); a refused write puts the labels back and says so (see sync's persist).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { checkLabels, storedLabel, type Board, type Label } from '../../domain/board';
import { isEmptyEdit, keyedEdit } from '../../domain/keyed';
import { PALETTE } from '../../domain/palette';
import { refused } from '../sync';
import { keyedChanges, applyEdit } from '../edits';
import type { EditKind, FieldChange } from '../../domain/edit';
import { selectBoard } from '../board';
import { boardLabelsChangeRequested } from './cardRequests';
import { describeProblem } from '../../messages/problems';

export function* changeLabelsSaga(action: PayloadAction<{ labels: Label[] }>) {
  const board: Board | null = yield select(selectBoard);
  if (!board) return;
  const checked = checkLabels(action.payload.labels);
  if (!checked.ok) {
    yield put(refused(describeProblem(checked.problem), checked.keptText));
    return;
  }
  const { edit, items: labels } = keyedEdit(board.labels, checked.labels, storedLabel, [
    'name',
    'color',
  ]);
  if (isEmptyEdit(edit)) return;
  // The first edit of labels still stored as an old array writes them whole.
  const changes: FieldChange[] = edit.whole
    ? [{ doc: 'board', id: board.id, before: { labels: board.labels }, after: { labels } }]
    : keyedChanges(board.id, 'labels', board.labels, edit);
  // Which label changed: the entry written, or (labels written whole) the first that differs.
  const before = new Map(board.labels.map((item) => [item.id, item]));
  const after = new Map(labels.map((item) => [item.id, item]));
  const added = labels.filter((item) => !before.has(item.id));
  const removed = board.labels.filter((item) => !after.has(item.id));
  const kind: EditKind =
    added.length > 0 ? 'labelAdd' : removed.length > 0 ? 'labelDelete' : 'labelChange';
  const first = changes[0] as FieldChange & { item?: string };
  const changed = labels.find((item) => {
    const old = before.get(item.id);
    return old && (old.name !== item.name || old.color !== item.color);
  });
  const label = edit.whole
    ? (added[0] ?? removed[0] ?? changed)
    : [...board.labels, ...labels].find((item) => item.id === first?.item);
  const subject = label ? label.name || PALETTE[label.color].name : '';
  yield call(applyEdit, {
    boardId: board.id,
    kind,
    subject,
    changes,
    what: msg`change the labels`,
    // An unnamed label has no name for the feed to quote: it says its colour instead.
    words: label ? { ...(label.name ? { label: label.name } : {}), labelColor: label.color } : {},
  });
}

export function* labelsSaga() {
  yield takeEverySafe(boardLabelsChangeRequested.type, changeLabelsSaga);
}
