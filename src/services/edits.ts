// Board edits written as one batch with their activity entry, and the person's own preferences
// (personal edits). firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/editsClient'),
);

export const commitEdit = client.call('commitEdit');
export const restoreCards = client.call('restoreCards');
export const restoreAssignees = client.call('restoreAssignees');
export const readActivityEntry = client.call('readActivityEntry');

const personal = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/personalEditsClient'),
);

export const commitPersonalEdit = personal.call('commitPersonalEdit');
