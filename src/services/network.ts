// Firestore's connection to the server (see ./firebase/networkClient.ts). firebase/firestore
// is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/networkClient'),
);

/** Restarts Firestore's streams: a listener stuck without the server's answer asks again. */
export const restartFirestoreNetwork = client.call('restartFirestoreNetwork');
