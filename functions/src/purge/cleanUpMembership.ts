// cleanUpMembership({boardId, uid}): someone who is no longer on a board (removed by its
// owner, or who left) loses it from users/{uid}.boards and .starred, and stops watching the
// board and its cards (so a later member list never names them as a watcher, and a card's
// watchers stay within its 20). Their own app cannot be relied on for it (a removed person may
// never open the app again), and nobody else may write their record.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
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
  const unwatchedCards = board.exists ? await stopWatching(firestore, boardId, uid) : 0;
  return { cleaned: true, unwatchedCards };
}

/**
 * Takes `uid` off the board's watchers and mutes and off each card's watchers: one write per
 * card they watched (a query on watcherIds), in batches of 500. Returns the cards changed.
 */
async function stopWatching(firestore: Firestore, boardId: string, uid: string) {
  await firestore.doc(`boards/${boardId}`).update({
    watcherIds: FieldValue.arrayRemove(uid),
    mutedBy: FieldValue.arrayRemove(uid),
  });
  const watched = await firestore
    .collection(`boards/${boardId}/cards`)
    .where('watcherIds', 'array-contains', uid)
    .get();
  for (let start = 0; start < watched.size; start += 500) {
    const batch = firestore.batch();
    for (const card of watched.docs.slice(start, start + 500)) {
      batch.update(card.ref, { watcherIds: FieldValue.arrayRemove(uid) });
    }
    await batch.commit();
  }
  return watched.size;
}

export const cleanUpMembership = onCall(
  { timeoutSeconds: 60, memory: '256MiB' },
  cleanUpMembershipHandler,
);
