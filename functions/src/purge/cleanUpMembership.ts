// cleanUpMembership({boardId, uid}): someone who is no longer on a board (removed by its
// owner, or who left) loses it from users/{uid}.boards and .starred. Their own app cannot be
// relied on for it (a removed person may never open the app again), and nobody else may
// write their record.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { roleOf, signedIn } from '../lib/callers';
import { idsOf } from './input';
import { removeBoardFromUser } from './userLists';

/** The board's owner (who removed them) or the person themself (who left), once they are off. */
export async function cleanUpMembershipHandler(request: CallableRequest<unknown>) {
  const caller = signedIn(request);
  const { boardId, uid } = idsOf(request.data, ['boardId', 'uid']);
  const firestore = db();
  const board = await firestore.doc(`boards/${boardId}`).get();
  const callerMayAsk = caller === uid || (board.exists && roleOf(board, caller) === 'owner');
  if (!callerMayAsk) {
    throw new HttpsError(
      'permission-denied',
      'Only the board’s owner, or the person who left, can do this.',
    );
  }
  if (board.exists && roleOf(board, uid) !== 'none') {
    throw new HttpsError('failed-precondition', 'This person is still on the board.');
  }
  await removeBoardFromUser(firestore, uid, boardId);
  return { cleaned: true };
}

export const cleanUpMembership = onCall(
  { timeoutSeconds: 60, memory: '256MiB' },
  cleanUpMembershipHandler,
);
