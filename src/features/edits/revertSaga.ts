// Revert: the inverse of an edit from the activity feed, anyone's, applied as a new edit
// through the pipeline (and shown in the feed as a revert). The same conflict rule as undo,
// but all or nothing: if any value the edit set has changed since, nothing is written and the
// person is told. What it writes is held to what an entry of that kind may change
// (domain/editScope.ts): an entry's stored changes are its author's word, not the app's.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import type { ActivityEntry } from '../../domain/activity';
import { changesWithinScope } from '../../domain/editScope';
import { i18n } from '../../i18n';
import * as editsService from '../../services/edits';
import { noticeShown } from '../notices';
import { refused } from '../sync';
import { selectCanEditBoard } from '../board';
import { selectMe } from '../user';
import { applyEdit } from './applyEdit';
import { inverseChanges, planInverse } from './invertEdit';
import { withLiveComments } from './liveComments';

const NOT_REVERTIBLE = msg`This change can’t be reverted.`;

/** The card or list the entry is about, gone from the board since (not by this entry). */
function goneSince(state: RootState, entry: ActivityEntry) {
  if (entry.kind === 'cardDelete' || entry.kind === 'listDelete') return false;
  if (entry.cardId && entry.kind !== 'cardAdd') return !state.board.cards[entry.cardId];
  if (entry.listId && !entry.cardId && entry.kind !== 'listAdd') {
    return !state.board.lists[entry.listId];
  }
  return false;
}

export function* revertSaga(action: PayloadAction<{ entryId: string }>) {
  const state: RootState = yield select();
  const boardId = state.board.board?.id;
  if (!boardId) return;
  if (!selectCanEditBoard(state)) {
    yield put(refused(i18n._(msg`Only the board’s owner and editors can revert changes.`)));
    return;
  }
  let entry: ActivityEntry | null;
  try {
    entry = yield call(editsService.readActivityEntry, boardId, action.payload.entryId);
  } catch {
    entry = null;
  }
  if (!entry?.changes || !changesWithinScope(entry, boardId, entry.changes)) {
    yield put(refused(i18n._(NOT_REVERTIBLE)));
    return;
  }
  const { subject } = entry;
  if (goneSince(state, entry)) {
    yield put(refused(i18n._(msg`Not reverted: “${subject}” was deleted since.`)));
    return;
  }
  const now: RootState = yield call(withLiveComments, state, boardId, entry.changes);
  const { writes, changedElsewhere, hasCards } = planInverse(now, entry.changes, 'undo');
  if (changedElsewhere || hasCards || writes.length === 0) {
    yield put(refused(i18n._(msg`Not reverted: “${subject}” changed since.`)));
    return;
  }
  const changes = inverseChanges(writes);
  // The rules let only a comment's author write it: someone else's comment is not brought
  // back or rewritten (its removal, an added comment reverted, is the owner's to make).
  const me: { uid: string } | null = yield select(selectMe);
  if (
    changes.some(
      (change) => change.doc === 'comment' && change.after?.authorId !== me?.uid && change.after,
    )
  ) {
    yield put(
      refused(i18n._(msg`Not reverted: only its author can bring back or edit a comment.`)),
    );
    return;
  }
  // Planned from checked changes, so within them; checked again since this is what is written.
  if (!changesWithinScope(entry, boardId, changes)) {
    yield put(refused(i18n._(NOT_REVERTIBLE)));
    return;
  }
  // Told at once, as an undo is: offline, the write waits for the network like any edit.
  yield put(noticeShown({ tone: 'info', text: i18n._(msg`Reverted: “${subject}”`) }));
  yield call(applyEdit, {
    boardId,
    kind: entry.kind,
    subject: entry.subject,
    changes,
    what: msg`revert the change`,
    revertOf: entry.id,
  });
}
