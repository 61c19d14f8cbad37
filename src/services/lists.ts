// boards/{id}/lists. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/listsClient'),
);

export const createList = client.call('createList');
export const updateList = client.call('updateList');
export const markListDeleting = client.call('markListDeleting');
export const unfinishedListDeletions = client.call('unfinishedListDeletions');
export const subscribeToLists = client.subscription('subscribeToLists');
