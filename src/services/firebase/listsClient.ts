// boards/{id}/lists (docs/data-model.md).
import { doc, increment, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { LIMITS } from '../../domain/limits';
import type { BoardList, ListFields } from '../../domain/list';
import type { CollectionSnapshot } from '../types';
import { boardRef, cardsRef, firestore, listsRef, readLists } from './firestore';
import { subscribeToCollection } from './liveQueries';

export const subscribeToLists = (
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<BoardList>) => void,
  onError: (error: unknown) => void,
) => subscribeToCollection(readLists(boardId), onChange, onError);

export function createList(boardId: string, listId: string, fields: ListFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(doc(listsRef(boardId), listId), {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

export function updateList(
  boardId: string,
  listId: string,
  patch: Partial<ListFields>,
): Promise<void> {
  return updateDoc(doc(listsRef(boardId), listId), { ...patch, updatedAt: serverTimestamp() });
}

/** Deletes a list and its cards, lowering the board's card count in the same batches. */
export async function deleteList(boardId: string, listId: string, cardIds: string[]) {
  const chunk = LIMITS.deleteBatch - 1;
  for (let start = 0; start < cardIds.length || start === 0; start += chunk) {
    const ids = cardIds.slice(start, start + chunk);
    const batch = writeBatch(firestore());
    for (const id of ids) batch.delete(doc(cardsRef(boardId), id));
    if (ids.length > 0) batch.update(boardRef(boardId), { cardCount: increment(-ids.length) });
    if (start + chunk >= cardIds.length) batch.delete(doc(listsRef(boardId), listId));
    await batch.commit();
  }
}
