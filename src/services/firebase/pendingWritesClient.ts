// Firestore's own queue of writes not yet acknowledged by the server, including those left
// in the persistent cache by an earlier visit (made offline, then the tab closed).
import { doc, getDocFromServer, waitForPendingWrites } from 'firebase/firestore';
import { toServiceError } from '../errors';
import { firestore } from './firestore';

/** Resolves once every write queued on this device so far has reached the server. */
export const waitForQueuedWrites = (): Promise<void> => waitForPendingWrites(firestore());

/**
 * Whether a document exists on the server (not the cache). A document under a board that is
 * gone reads as refused by the rules: gone too.
 */
export async function existsOnServer(path: string): Promise<boolean> {
  try {
    return (await getDocFromServer(doc(firestore(), path))).exists();
  } catch (error) {
    if (toServiceError(error).code === 'permission-denied') return false;
    throw error;
  }
}
