// users/{uid}: the person's boards in order and their stars (docs/data-model.md).
import {
  arrayRemove,
  arrayUnion,
  getDocFromServer,
  onSnapshot,
  runTransaction,
  updateDoc,
} from 'firebase/firestore';
import { NEW_USER_RECORD } from '../../domain/user';
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
      onChange({ record: snapshot.data() ?? null, fromCache: snapshot.metadata.fromCache }),
    onError,
  );
}

export function setBoardOrder(uid: string, boardIds: string[]): Promise<void> {
  return updateDoc(userRef(uid), { boards: boardIds });
}

export function setBoardStarred(uid: string, boardId: string, starred: boolean): Promise<void> {
  return updateDoc(userRef(uid), {
    starred: starred ? arrayUnion(boardId) : arrayRemove(boardId),
  });
}
