// boards/{id}/cards (docs/data-model.md). A card's create and delete change the board's card
// count in the same batch: the rules check the two together.
import {
  getDocsFromServer,
  arrayRemove,
  arrayUnion,
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
import {
  storedChecklistItem,
  type Card,
  type CardFields,
  type CardPatch,
  type ChecklistEdit,
  type LabelIdsChange,
} from '../../domain/card';
import { storedKeyed } from '../../domain/keyed';
import { LIMITS } from '../../domain/limits';
import { CardsLeftError } from '../errors';
import type { CollectionSnapshot } from '../types';
import { boardRef, cardsRef, firestore, readCards } from './firestore';
import { keyedUpdates, variadic } from './keyedWrites';
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
 * The rank of a list's last card (archived ones included), asked of the server (offline, of
 * the cache), for adding at the end of a list whose cards have not all arrived.
 */
export async function lastCardRank(boardId: string, listId: string): Promise<string | null> {
  const last = await getDocs(
    query(readCards(boardId), where('listId', '==', listId), orderBy('rank', 'desc'), limit(1)),
  );
  return last.docs[0]?.data().rank ?? null;
}

export function createCard(boardId: string, cardId: string, fields: CardFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(doc(cardsRef(boardId), cardId), {
    ...fields,
    checklist: storedKeyed(fields.checklist, storedChecklistItem),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(boardRef(boardId), { cardCount: increment(1) });
  return batch.commit();
}

export function updateCard(boardId: string, cardId: string, patch: CardPatch): Promise<void> {
  return updateDoc(doc(cardsRef(boardId), cardId), { ...patch, updatedAt: serverTimestamp() });
}

/** Adds, changes and removes single checklist items (each its own field of the card). */
export function editChecklist(boardId: string, cardId: string, edit: ChecklistEdit): Promise<void> {
  const pairs = keyedUpdates('checklist', edit);
  pairs.push(['updatedAt', serverTimestamp()]);
  return updateDoc(doc(cardsRef(boardId), cardId), ...variadic(pairs));
}

/** Adds and removes label ids, leaving the others as the server has them. */
export function changeCardLabels(
  boardId: string,
  cardId: string,
  { add, remove }: LabelIdsChange,
): Promise<void> {
  const ref = doc(cardsRef(boardId), cardId);
  // One field takes one transform per write: an add and a remove are two writes of one batch.
  const batch = writeBatch(firestore());
  if (add.length > 0)
    batch.update(ref, { labelIds: arrayUnion(...add), updatedAt: serverTimestamp() });
  if (remove.length > 0) {
    batch.update(ref, { labelIds: arrayRemove(...remove), updatedAt: serverTimestamp() });
  }
  return batch.commit();
}

/**
 * Every card of a list, asked of the server: never the cache, and never only what the screen
 * holds (a big board's cards arrive in steps). Fails offline.
 */
export async function cardIdsOfList(boardId: string, listId: string): Promise<string[]> {
  const cards = await getDocsFromServer(query(cardsRef(boardId), where('listId', '==', listId)));
  return cards.docs.map((card) => card.id);
}

/**
 * Deletes cards in chunks, each with the board's card count lowered by as many. A chunk that
 * fails throws a CardsLeftError saying which cards were deleted before it.
 */
export async function deleteCardsOf(boardId: string, cardIds: string[]): Promise<void> {
  const deleted: string[] = [];
  const chunk = LIMITS.deleteBatch - 1;
  for (let start = 0; start < cardIds.length; start += chunk) {
    const ids = cardIds.slice(start, start + chunk);
    const batch = writeBatch(firestore());
    for (const id of ids) batch.delete(doc(cardsRef(boardId), id));
    batch.update(boardRef(boardId), { cardCount: increment(-ids.length) });
    try {
      await batch.commit();
    } catch (error) {
      throw new CardsLeftError(error, deleted);
    }
    deleted.push(...ids);
  }
}

export function deleteCard(boardId: string, cardId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(cardsRef(boardId), cardId));
  batch.update(boardRef(boardId), { cardCount: increment(-1) });
  return batch.commit();
}
