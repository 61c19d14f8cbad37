// What My cards reads of Firestore (./firebase/myCardsClient.ts), loaded on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/myCardsClient'),
);

export const subscribeToAssignedCards = client.subscription('subscribeToAssignedCards');
