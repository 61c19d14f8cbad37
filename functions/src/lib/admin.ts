// The Admin SDK's Firestore, for every function. On the emulators FIRESTORE_EMULATOR_HOST
// points it at the local Firestore emulator; in production it is the project's database.
// The Admin SDK passes the security rules: every function checks its caller (callers.ts).
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
