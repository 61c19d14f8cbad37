// purgeBoard({boardId}): the server's part of deleting a board. The app has already marked it
// `deleting` and taken it off its owner's dashboard (one batch that works offline); this
// deletes the board and everything under it, whatever its size.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { boardFor, signedIn } from '../lib/callers';
import { idsOf } from './input';
import { removeBoardFromUser } from './userLists';

/** deletedBoards/{boardId}: the rules refuse a new board at this id for good. */
export const tombstonePath = (boardId: string) => `deletedBoards/${boardId}`;

/**
 * The owner only, on a board marked deleting. In this order, so a call cut short can be made
 * again (the app does, on the next sign-in) and nothing is ever reachable half-deleted:
 * 1. the tombstone, before anything goes (no board can be created at the id from then on);
 * 2. the board off every member's record (while its members are still known);
 * 3. recursiveDelete of what is under it (lists, cards, comments, activity, counts,
 *    invitations), and only then the board document.
 * Called again once the board is gone, it answers as done (the tombstone names the owner).
 */
export async function purgeBoardHandler(request: CallableRequest<unknown>) {
  const uid = signedIn(request);
  const { boardId } = idsOf(request.data, ['boardId']);
  const firestore = db();
  const tombstone = firestore.doc(tombstonePath(boardId));
  let board: DocumentSnapshot;
  try {
    board = await boardFor(firestore, uid, boardId, ['owner']);
  } catch (refusal) {
    // Gone already: done, for its owner (a retry after an answer that was lost).
    if ((await tombstone.get()).get('ownerId') === uid) return { deleted: true };
    throw refusal;
  }
  if (board.get('deleting') !== true) {
    throw new HttpsError(
      'failed-precondition',
      'This board isn’t being deleted. Delete it from the dashboard first.',
    );
  }
  await tombstone.set({ deletedAt: FieldValue.serverTimestamp(), ownerId: uid });
  await deleteBoardData(firestore, board, uid);
  return { deleted: true };
}

/**
 * Steps 2 and 3 above, for a tombstoned board: also what the sweep finishes when a purge was
 * cut short (functions/src/sweep). `board` may be missing already (what is under it is not).
 */
export async function deleteBoardData(
  firestore: Firestore,
  board: DocumentSnapshot,
  ownerId: unknown = board.get('ownerId'),
): Promise<void> {
  const members = Object.keys((board.get('members') ?? {}) as Record<string, unknown>);
  const people = [...new Set([...(typeof ownerId === 'string' ? [ownerId] : []), ...members])];
  await Promise.all(people.map((person) => removeBoardFromUser(firestore, person, board.id)));
  const writer = fastDeletes(firestore);
  // Everything under the board first, then the board: recursiveDelete on the board itself may
  // delete its document while writes below it are still in flight, and a call cut short there
  // would leave documents under a board that a retry takes for done.
  for (const collection of await board.ref.listCollections()) {
    await firestore.recursiveDelete(collection, writer);
  }
  await writer.close();
  if (board.exists) await board.ref.delete();
}

/**
 * BulkWriter's default ramp (500 writes/s, +50% every 5 minutes) is for writes into new key
 * ranges; deletes of existing documents can start faster, which keeps a 5,000-card board
 * (about 11,000 documents with comments and activity) within seconds.
 */
export const fastDeletes = (firestore: Firestore) =>
  firestore.bulkWriter({ throttling: { initialOpsPerSecond: 5000, maxOpsPerSecond: 10000 } });

export const purgeBoard = onCall({ timeoutSeconds: 540, memory: '1GiB' }, purgeBoardHandler);
