// Whether this device may hold a signed-in Firebase Auth session, read from where Firebase Auth
// keeps it, without Firebase's code: the signed-out landing page can then say "signed out" at
// once and leave firebase/auth (about 35 KiB gzipped) until the person asks to sign in.
// Anything uncertain answers "maybe", and the app loads Auth to ask it, as it always did.
import { readFirebaseSettings } from '../config/env';

// Firebase Auth's own names (@firebase/auth, platform_browser/persistence/indexed_db.ts and
// core/persistence/persistence_user_manager.ts): the app is the default one ('[DEFAULT]').
const DB_NAME = 'firebaseLocalStorageDb';
const OBJECT_STORE = 'firebaseLocalStorage';
const PENDING_REDIRECT_PREFIX = 'firebase:pendingRedirect:';
/** IndexedDB that does not answer in this time (a busy disk, a stuck upgrade) means "maybe". */
const ANSWER_WITHIN_MS = 1500;

const userKey = () => `firebase:authUser:${readFirebaseSettings().apiKey}:[DEFAULT]`;

/** True in the web storages when a session (or a redirect sign-in under way) is kept there. */
function inWebStorage(key: string): boolean {
  if (localStorage.getItem(key) !== null) return true;
  for (let index = 0; index < sessionStorage.length; index++) {
    if (sessionStorage.key(index)?.startsWith(PENDING_REDIRECT_PREFIX)) return true;
  }
  return false;
}

/** Whether Auth's IndexedDB database holds a user; never creates that database. */
function inIndexedDb(key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(true), ANSWER_WITHIN_MS);
    const answer = (maybeSignedIn: boolean) => {
      window.clearTimeout(timer);
      resolve(maybeSignedIn);
    };
    let missing = false;
    const request = indexedDB.open(DB_NAME);
    // No such database: nobody has signed in here. Aborting leaves it uncreated for Auth.
    request.onupgradeneeded = () => {
      missing = true;
      request.transaction?.abort();
    };
    request.onerror = () => answer(!missing);
    request.onblocked = () => answer(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OBJECT_STORE)) {
        db.close();
        answer(false);
        return;
      }
      try {
        const count = db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE).count(key);
        count.onsuccess = () => answer(count.result > 0);
        count.onerror = () => answer(true);
      } catch {
        answer(true);
      } finally {
        db.close(); // Closes once the read is done; Auth opens its own connection.
      }
    };
  });
}

/**
 * False only when this device certainly holds no signed-in session: no user in Auth's IndexedDB
 * or localStorage persistence, and no redirect sign-in waiting to finish.
 */
export async function mayHaveStoredSession(): Promise<boolean> {
  try {
    const key = userKey();
    if (inWebStorage(key)) return true;
    if (typeof indexedDB === 'undefined') return true;
    return await inIndexedDb(key);
  } catch {
    return true;
  }
}
