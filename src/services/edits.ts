// Board edits written as one batch with their activity entry. firebase/firestore is fetched on
// first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/editsClient'),
);

export const commitEdit = client.call('commitEdit');
export const restoreCards = client.call('restoreCards');
export const restoreAssignees = client.call('restoreAssignees');
export const readActivityEntry = client.call('readActivityEntry');
