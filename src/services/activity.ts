// boards/{id}/activity and users/{uid}/boardVisits. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/activityClient'),
);

export const subscribeToActivity = client.subscription('subscribeToActivity');
export const subscribeToCardActivity = client.subscription('subscribeToCardActivity');
export const readActivitySince = client.call('readActivitySince');
export const readLastVisit = client.call('readLastVisit');
export const recordVisit = client.call('recordVisit');
