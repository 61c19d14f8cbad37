// users/{uid}: the person's boards in order and their stars (docs/data-model.md).
import {
  arrayRemove,
  arrayUnion,
  getDocFromServer,
  onSnapshot,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { NEW_USER_RECORD } from '../../domain/user';
import type { Unsubscribe, UserRecordSnapshot } from '../types';
import { readUser, userRef } from './firestore';

export function createUserRecord(uid: string): Promise<void> {
  return setDoc(userRef(uid), NEW_USER_RECORD);
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
