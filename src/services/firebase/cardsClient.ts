// boards/{id}/cards (docs/data-model.md). A card's create and delete change the board's card
// count in the same batch, naming the card in `countedCards`: the rules check the two together,
// so the count stays the number of cards.
import {
  doc,
  getDocs,
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
 * The first `count` open cards of one list, in order: what a long list shows first, fetched
 * before the whole board's cards (firestore.indexes.json has its index). Archived cards come
 * with every card; counting them here would show a list fewer cards than its window holds.
 */
export const subscribeToFirstCards = (
  boardId: string,
  listId: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(
      readCards(boardId),
      where('listId', '==', listId),
      where('archived', '==', false),
      orderBy('rank'),
      limit(count),
    ),
    onChange,
    onError,
  );

/**
 * A board's first `count` open cards by rank, whatever their list: the first cards of every
 * list at once, in one query (features/boards/channels/firstCards.ts says how it is used).
 * firestore.indexes.json has its index.
 */
export const subscribeToBoardFirstCards = (
  boardId: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(readCards(boardId), where('archived', '==', false), orderBy('rank'), limit(count)),
    onChange,
    onError,
  );

/**
 * The rank of a list's last card (archived ones included), asked of the server (offline, of
 * the cache), for adding at the end of a list whose cards have not all arrived.
 */
export async function lastCardRank(boardId: string, listId: string): Promise<string | null> {
  const last = await getDocs(
    query(readCards(boardId), where('listId', '==', listId), orderBy('rank', 'desc'), limit(1)),
  );
  return last.docs[0]?.data()?.rank ?? null;
}

export function createCard(boardId: string, cardId: string, fields: CardFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(doc(cardsRef(boardId), cardId), {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(boardRef(boardId), countedCardChange(1, [cardId]));
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
  batch.update(boardRef(boardId), countedCardChange(-1, [cardId]));
  return batch.commit();
}

/**
 * The board's side of a batch that creates (+1, one card) or deletes (-n, at most
 * LIMITS.countedDeletes cards) cards: the rules check that the named cards are exactly the ones
 * the batch creates or deletes.
 */
export function countedCardChange(by: number, cardIds: string[]) {
  return { cardCount: increment(by), countedCards: cardIds };
}
