// What Search reads of Firestore (./firebase/searchClient.ts), loaded on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/searchClient'),
);

export const subscribeToSearchableBoard = client.subscription('subscribeToSearchableBoard');
export const readCachedComments = client.call('readCachedComments');
