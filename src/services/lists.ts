// boards/{id}/lists. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/listsClient'),
);

export const createList = client.call('createList');
export const updateList = client.call('updateList');
export const deleteList = client.call('deleteList');
export const subscribeToLists = client.subscription('subscribeToLists');
