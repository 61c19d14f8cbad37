// boards/{id}/lists (docs/data-model.md). A list's create and delete change the board's list
// count in the same batch, naming the list in `countedList`, as cards do the card count.
import { doc, increment, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { LIMITS } from '../../domain/limits';
import type { BoardList, ListFields } from '../../domain/list';
import type { CollectionSnapshot } from '../types';
import { countedCardChange } from './cardsClient';
import { boardRef, cardsRef, firestore, listsRef, readLists } from './firestore';
import { subscribeToCollection } from './liveQueries';

/** The board's side of a batch that creates (+1) or deletes (-1) the list `listId`. */
export function countedListChange(by: 1 | -1, listId: string) {
  return { listCount: increment(by), countedList: listId };
}

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
  batch.update(boardRef(boardId), countedListChange(1, listId));
  return batch.commit();
}

export function updateList(
  boardId: string,
  listId: string,
  patch: Partial<ListFields>,
): Promise<void> {
  return updateDoc(doc(listsRef(boardId), listId), { ...patch, updatedAt: serverTimestamp() });
}

/**
 * Deletes cards of a board, LIMITS.countedDeletes per batch (what the rules can check of one
 * count change), lowering the card count by as many in each. With `listId`, the last batch
 * also deletes that list and lowers the list count. The batches are sent in order without
 * waiting for each answer, a window at a time, so a long list neither crawls nor queues
 * thousands of writes at once.
 */
export async function deleteCardsCounted(
  boardId: string,
  cardIds: string[],
  listId?: string,
): Promise<void> {
  const chunks: string[][] = [];
  for (let start = 0; start < cardIds.length; start += LIMITS.countedDeletes) {
    chunks.push(cardIds.slice(start, start + LIMITS.countedDeletes));
  }
  if (chunks.length === 0 && listId !== undefined) chunks.push([]);
  const window = 25;
  for (let start = 0; start < chunks.length; start += window) {
    const commits = chunks.slice(start, start + window).map((ids, i) => {
      const withList = listId !== undefined && start + i === chunks.length - 1;
      const batch = writeBatch(firestore());
      for (const id of ids) batch.delete(doc(cardsRef(boardId), id));
      if (withList) batch.delete(doc(listsRef(boardId), listId));
      // One update of the board per batch, carrying both counts when both change.
      batch.update(boardRef(boardId), {
        ...(ids.length > 0 ? countedCardChange(-ids.length, ids) : {}),
        ...(withList ? countedListChange(-1, listId) : {}),
      });
      return batch.commit();
    });
    await Promise.all(commits);
  }
}

/** Deletes a list and its cards, lowering the board's counts in the same batches. */
export function deleteList(boardId: string, listId: string, cardIds: string[]): Promise<void> {
  return deleteCardsCounted(boardId, cardIds, listId);
}
