// Undo and redo of the open board's steps (this tab's own edits): each plans the inverse of
// the step as things stand now (edits/invertEdit.ts: a field someone changed since is left
// alone, and the person is told) and applies it as a new edit through the pipeline. A step
// is held to what its kind may change (domain/editScope.ts), as Revert's entries are.
import { msg } from '@lingui/core/macro';
import { call, put, select } from 'redux-saga/effects';
import { takeEverySafe } from '../../../app/safeSagas';
import type { RootState } from '../../../app/rootReducer';
import type { FieldChange } from '../../../domain/edit';
import { i18n } from '../../../i18n';
import { changesWithinScope, targetOfChanges } from '../../../domain/editScope';
import { noticeShown } from '../../notices';
import { refused } from '../../sync';
import { applyEdit } from '../applyEdit';
import { inverseChanges, oppositeChanges, planInverse, type Direction } from '../invertEdit';
import { withLiveComments } from '../liveComments';
import { selectCanEditBoard } from '../../board';
import { finishListDeletion } from '../listDeletion';
import { redoRequested, undoRequested } from './historyActions';
import { selectNextRedo, selectNextUndo } from './historySelectors';
import { stepRedone, stepUndone } from './historySlice';
import { forgetEdit } from './recordEdit';

// Each direction's words whole: "Undone: …" and "Redone: …" are different sentences elsewhere.
const WORDS = {
  undo: {
    refused: () => msg`This change can’t be undone.`,
    done: (label: string) => msg`Undone: ${label}`,
    changedElsewhere: (subject: string) => msg`Not undone: ‘${subject}’ was changed elsewhere`,
    hasCards: (subject: string) =>
      msg`Not undone: list ‘${subject}’ has cards now, so it can’t be taken back`,
    what: (label: string) => msg`undo the ${label}`,
  },
  redo: {
    refused: () => msg`This change can’t be redone.`,
    done: (label: string) => msg`Redone: ${label}`,
    changedElsewhere: (subject: string) => msg`Not redone: ‘${subject}’ was changed elsewhere`,
    hasCards: (subject: string) =>
      msg`Not redone: list ‘${subject}’ has cards now, so it can’t be taken back`,
    what: (label: string) => msg`redo the ${label}`,
  },
};

function* takeStep(direction: Direction) {
  const now: RootState = yield select();
  const entry = direction === 'undo' ? selectNextUndo(now) : selectNextRedo(now);
  const words = WORDS[direction];
  const boardId = now.board.board?.id;
  if (!entry || !boardId || !selectCanEditBoard(now)) return;
  // This tab's own steps, so never expected; dropped rather than written, should one slip by.
  if (!changesWithinScope(targetOfChanges(entry.kind, entry.changes), boardId, entry.changes)) {
    yield put(direction === 'undo' ? stepUndone({ redo: null }) : stepRedone({ undo: null }));
    yield put(refused(i18n._(words.refused())));
    return;
  }
  const state: RootState = yield call(withLiveComments, now, boardId, entry.changes);
  const { writes, changedElsewhere, hasCards } = planInverse(state, entry.changes, direction);
  const opposite =
    writes.length > 0 ? { ...entry, changes: oppositeChanges(writes, direction) } : null;
  // Off the stack before anything is written, so a second Ctrl+Z takes the step before it.
  yield put(direction === 'undo' ? stepUndone({ redo: opposite }) : stepRedone({ undo: opposite }));
  if (writes.length > 0) {
    yield put(noticeShown({ tone: 'info', text: i18n._(words.done(entry.label)) }));
  }
  if (changedElsewhere) {
    yield put(
      noticeShown({
        tone: 'info',
        text: i18n._(words.changedElsewhere(entry.subject)),
      }),
    );
  }
  if (hasCards) {
    yield put(
      noticeShown({
        tone: 'info',
        text: i18n._(words.hasCards(entry.subject)),
      }),
    );
  }
  if (writes.length === 0) return;
  const changes = inverseChanges(writes);
  const saved: boolean = yield call(applyEdit, {
    boardId,
    kind: entry.kind,
    subject: entry.subject,
    changes,
    what: words.what(entry.label),
    undoable: false,
  });
  // Refused and put back: the opposite step would find nothing of its own to take back.
  if (!saved) yield call(forgetEdit, entry.id);
  else yield call(finishDeletedLists, boardId, changes);
}

/** A list deleted again by this step: its cards and the list itself go now (resumably). */
function* finishDeletedLists(boardId: string, changes: FieldChange[]) {
  for (const change of changes) {
    if (change.doc === 'listWithCards' && change.before && !change.after) {
      yield call(finishListDeletion, boardId, change.before.list, change.before.cards);
    }
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
