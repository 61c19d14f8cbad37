// applyEdit's one sibling, for the person's own preferences (domain/personalEdit.ts): watching,
// muting, starring, a board's place on the dashboard. Like an edit it is shown at once, written,
// counted in the saving status and noted in the write journal, and on refusal taken back with a
// message in plain words; unlike one it is nobody else's business: no line in the feed, no
// notification, no step of the board's undo.
import { call, put, select } from 'redux-saga/effects';
import type { PersonalChange } from '../../domain/personalEdit';
import type { What } from '../../messages/errors';
import * as editsService from '../../services/edits';
import { selectSessionUid } from '../session';
import { persist } from '../sync';
import { personalEditApplied, personalEditRolledBack } from '../user';

export interface PersonalEdit {
  change: PersonalChange;
  /** For a refusal's message, worded when said: ``msg`watch the card` ``. */
  what: What;
  /** Text the person typed (an invitee's email), offered back if the server refuses it. */
  keptText?: string;
}

/** The document the device notes until the server answers (sync's write journal). */
function journalOf(uid: string, change: PersonalChange) {
  switch (change.doc) {
    case 'cardWatch':
      return { path: `boards/${change.boardId}/cards/${change.id}`, kind: 'update' as const };
    case 'boardWatch':
      return { path: `boards/${change.id}`, kind: 'update' as const };
    case 'invitation':
      // Sent: noted as an update, so a refusal is never taken for a replay that landed (an
      // invitation already there is someone's earlier one, not this write's).
      return {
        path: `boards/${change.id}/invitations/${change.email}`,
        kind: change.after ? ('update' as const) : ('delete' as const),
      };
    case 'join':
      return { path: `boards/${change.id}`, kind: 'update' as const };
    case 'boardCreate':
      return { path: `boards/${change.id}`, kind: 'create' as const };
    case 'boardDelete':
      // Not noted: the purge that follows deletes the board, which a note would read as refused.
      return undefined;
    default:
      return { path: `users/${uid}`, kind: 'update' as const };
  }
}

/** Applies `edit` as the signed-in person (see above). Returns whether the server took it. */
export function* applyPersonalEdit({ change, what, keptText }: PersonalEdit) {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return false;
  yield put(personalEditApplied({ uid, change }));
  const saved: boolean = yield call(persist, call(editsService.commitPersonalEdit, uid, change), {
    what,
    rollback: [personalEditRolledBack({ uid, change })],
    keptText,
    journal: journalOf(uid, change),
  });
  return saved;
}
