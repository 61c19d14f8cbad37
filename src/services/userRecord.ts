// The users/{uid} record. firebase/firestore is fetched on first use, never before the first paint.
import { subscribeWhenLoaded } from './lazySubscription';
import type { UserRecordSnapshot, Unsubscribe } from './types';

const loadFirestoreClient = () =>
  import(/* webpackChunkName: "firestore" */ './firebase/firestoreClient');

/** Writes the first-login record, `{ boards: [] }`. */
export async function createUserRecord(uid: string): Promise<void> {
  return (await loadFirestoreClient()).createUserRecord(uid);
}

/** Asks the server (not the cache) whether users/{uid} exists. */
export async function userRecordExists(uid: string): Promise<boolean> {
  return (await loadFirestoreClient()).userRecordExists(uid);
}

/** Follows users/{uid} live, including cache-only (offline) states. */
export function subscribeToUserRecord(
  uid: string,
  onChange: (snapshot: UserRecordSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(
    loadFirestoreClient,
    (client) => client.subscribeToUserRecord(uid, onChange, onError),
    onError,
  );
}
