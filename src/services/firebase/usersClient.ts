// users/{uid}: the person's boards in order and their stars (docs/data-model.md).
import {
  arrayRemove,
  getDocFromServer,
  onSnapshot,
  runTransaction,
  updateDoc,
} from 'firebase/firestore';
import { NEW_USER_RECORD, parseUserRecord, placeBoard, type BoardPlace } from '../../domain/user';
import type { Unsubscribe, UserRecordSnapshot } from '../types';
import { firestore, readUser, userRef } from './firestore';

/**
 * Creates the record only if it is missing: a transaction reads it on the server first, so a
 * sign-in can never overwrite a board list (the rules refuse such an overwrite too).
 */
export function createUserRecord(uid: string): Promise<void> {
  return runTransaction(firestore(), async (transaction) => {
    const record = await transaction.get(userRef(uid));
    if (!record.exists()) transaction.set(userRef(uid), NEW_USER_RECORD);
  });
}

export async function userRecordExists(uid: string): Promise<boolean> {
  return (await getDocFromServer(userRef(uid))).exists();
}

export function subscribeToUserRecord(
  uid: string,
  onChange: (snapshot: UserRecordSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    readUser(uid),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange({
        record: snapshot.data() ?? null,
        fromCache: snapshot.metadata.fromCache,
        pending: snapshot.metadata.hasPendingWrites,
      }),
    onError,
  );
}

/**
 * Moves one board next to its neighbour in the order the server has now (a transaction, sent by
 * personalEditsClient.ts as a personal edit), so a
 * device that missed a board, or still lists one being deleted, cannot drop or re-list it.
 * Needs the server: offline it fails ("unavailable") rather than queue a stale order.
 */
export function moveBoard(uid: string, boardId: string, place: BoardPlace): Promise<void> {
  return runTransaction(firestore(), async (transaction) => {
    const record = parseUserRecord((await transaction.get(userRef(uid))).data());
    const next = placeBoard(record.boards, boardId, place);
    if (next !== record.boards) transaction.update(userRef(uid), { boards: next });
  });
}

/**
 * Drops a board from the person's dashboard and stars: one they were removed from (the rules
 * allow removing the id of a board one is no longer a member of).
 */
export function forgetBoard(uid: string, boardId: string): Promise<void> {
  return updateDoc(userRef(uid), { boards: arrayRemove(boardId), starred: arrayRemove(boardId) });
}
