// boards/{id}/cards. firebase/firestore is fetched on first use.
import type { Card } from '../domain/card';
import { lazyClient } from './lazyClient';
import type { CollectionSnapshot, Unsubscribe } from './types';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/cardsClient'),
);

export const createCard = client.call('createCard');
export const updateCard = client.call('updateCard');
export const deleteCard = client.call('deleteCard');

export const subscribeToCards = (
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
): Unsubscribe => client.subscribe((c) => c.subscribeToCards(boardId, onChange, onError), onError);

export const subscribeToFirstCards = (
  boardId: string,
  listId: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  client.subscribe(
    (c) => c.subscribeToFirstCards(boardId, listId, count, onChange, onError),
    onError,
  );
