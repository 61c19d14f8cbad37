// Firestore's own queue of writes not yet acknowledged by the server, including those left
// in the persistent cache by an earlier visit (made offline, then the tab closed).
import { waitForPendingWrites } from 'firebase/firestore';
import { firestore } from './firestore';

/** Resolves once every write queued on this device so far has reached the server. */
export const waitForQueuedWrites = (): Promise<void> => waitForPendingWrites(firestore());
