// boards/{id}/cards (docs/data-model.md). A card's create and delete change the board's card
// count (its counts document, ./counts.ts) in the same batch, naming the card: the rules check
// the two together, so the count stays the number of cards.
import {
  arrayRemove,
  arrayUnion,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  storedChecklistItem,
  type AssigneeChange,
  type Card,
  type CardFields,
  type CardPatch,
  type ChecklistEdit,
  type LabelIdsChange,
} from '../../domain/card';
import { storedKeyed } from '../../domain/keyed';
import type { CollectionSnapshot } from '../types';
import { countCards } from './counts';
import { cardsRef, firestore, readCards } from './firestore';
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
 * A board's first `count` open cards by rank, whatever their list: the first cards of every
 * list at once, in one query (features/board/firstCards.ts says how it is used).
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

/** When a card was made (ms since 1970), or null if it is gone or its time unknown. */
export async function cardCreatedAt(boardId: string, cardId: string): Promise<number | null> {
  const snapshot = await getDoc(doc(cardsRef(boardId), cardId));
  const createdAt: unknown = snapshot.get('createdAt');
  return createdAt instanceof Timestamp ? createdAt.toMillis() : null;
}

export function createCard(boardId: string, cardId: string, fields: CardFields): Promise<void> {
  // A new card has no assignees, and the field is optional: a create names exactly the
  // fields every card has (the rules check them), and assignees come later by arrayUnion.
  const stored: Partial<CardFields> = { ...fields };
  delete stored.assigneeIds;
  const batch = writeBatch(firestore());
  batch.set(doc(cardsRef(boardId), cardId), {
    ...stored,
    checklist: storedKeyed(fields.checklist, storedChecklistItem),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  countCards(batch, boardId, 1, [cardId]);
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

/** Assigns or unassigns one person, leaving the others as the server has them. */
export function changeCardAssignee(
  boardId: string,
  cardId: string,
  { uid, assigned }: AssigneeChange,
): Promise<void> {
  return updateDoc(doc(cardsRef(boardId), cardId), {
    assigneeIds: assigned ? arrayUnion(uid) : arrayRemove(uid),
    updatedAt: serverTimestamp(),
  });
}

export function deleteCard(boardId: string, cardId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(cardsRef(boardId), cardId));
  countCards(batch, boardId, -1, [cardId]);
  return batch.commit();
}
