// boards/{id}/cards (docs/data-model.md). A card's create and delete change the board's card
// count in the same batch: the rules check the two together.
import {
  doc,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { Card, CardFields } from '../../domain/card';
import type { CollectionSnapshot } from '../types';
import { boardRef, cardsRef, firestore, readCards } from './firestore';
import { subscribeToCollection } from './liveQueries';

export const subscribeToCards = (
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
) => subscribeToCollection(readCards(boardId), onChange, onError);

/**
 * The first `count` cards of one list, in order (archived ones included): what a long list
 * shows first, fetched before the whole board's cards (firestore.indexes.json has its index).
 */
export const subscribeToFirstCards = (
  boardId: string,
  listId: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(readCards(boardId), where('listId', '==', listId), orderBy('rank'), limit(count)),
    onChange,
    onError,
  );

export function createCard(boardId: string, cardId: string, fields: CardFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(doc(cardsRef(boardId), cardId), {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(boardRef(boardId), { cardCount: increment(1) });
  return batch.commit();
}

export function updateCard(
  boardId: string,
  cardId: string,
  patch: Partial<CardFields>,
): Promise<void> {
  return updateDoc(doc(cardsRef(boardId), cardId), { ...patch, updatedAt: serverTimestamp() });
}

export function deleteCard(boardId: string, cardId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(cardsRef(boardId), cardId));
  batch.update(boardRef(boardId), { cardCount: increment(-1) });
  return batch.commit();
}
