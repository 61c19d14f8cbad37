// Everything that touches firebase/firestore. Loaded on demand (see ../userRecord.ts), after the first paint.
import {
  connectFirestoreEmulator,
  doc,
  getDocFromServer,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
  setDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { UserRecord, UserRecordSnapshot, Unsubscribe } from '../types';
import { firebaseApp, firebaseSettings } from './app';

let firestoreInstance: Firestore | null = null;

function firestore(): Firestore {
  if (firestoreInstance) return firestoreInstance;
  const settings = firebaseSettings();
  firestoreInstance = initializeFirestore(firebaseApp(), {
    // Survives reloads and works offline; tabs of the same browser share one cache.
    localCache: persistentLocalCache({
      tabManager: persistentMultipleTabManager(),
      cacheSizeBytes: settings.cacheSizeBytes,
    }),
  });
  if (settings.useEmulators) {
    connectFirestoreEmulator(
      firestoreInstance,
      settings.emulatorHost,
      settings.firestoreEmulatorPort,
    );
  }
  return firestoreInstance;
}

export { firestore };

const userRef = (uid: string) => doc(firestore(), 'users', uid);

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

function toUserRecord(data: DocumentData): UserRecord {
  return { boards: stringList(data.boards), starred: stringList(data.starred) };
}

export function createUserRecord(uid: string): Promise<void> {
  return setDoc(userRef(uid), { boards: [] });
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
    userRef(uid),
    { includeMetadataChanges: true },
    (snapshot) => {
      const data = snapshot.data();
      onChange({
        record: data ? toUserRecord(data) : null,
        fromCache: snapshot.metadata.fromCache,
      });
    },
    onError,
  );
}
