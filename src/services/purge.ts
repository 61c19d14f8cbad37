// Deletes done by the server (functions/src/purge): lists with their cards, a deleted card's
// comments, a former member's record. Loaded with firebase/functions on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/purgeClient'),
);

export const purgeList = client.call('purgeList');
export const purgeCardComments = client.call('purgeCardComments');
export const cleanUpMembership = client.call('cleanUpMembership');
