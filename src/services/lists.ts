// boards/{id}/lists. firebase/firestore is fetched on first use.
import type { BoardList } from '../domain/list';
import { lazyClient } from './lazyClient';
import type { CollectionSnapshot, Unsubscribe } from './types';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/listsClient'),
);

export const createList = client.call('createList');
export const updateList = client.call('updateList');
export const deleteList = client.call('deleteList');

export const subscribeToLists = (
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<BoardList>) => void,
  onError: (error: unknown) => void,
): Unsubscribe => client.subscribe((c) => c.subscribeToLists(boardId, onChange, onError), onError);
