// Writes queued on this device (this visit's and earlier ones'). firebase/firestore is
// fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/pendingWritesClient'),
);

/** Resolves once every write queued so far has reached the server; offline, it waits. */
export const waitForQueuedWrites = client.call('waitForQueuedWrites');
/** Whether a document exists on the server (a refused read of one under a gone board: false). */
export const existsOnServer = client.call('existsOnServer');
