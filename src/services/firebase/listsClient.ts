// boards/{id}/lists (docs/data-model.md). A list's create and delete change the board's list
// count (its counts document, ./counts.ts) in the same batch, naming the list, as cards do the
// card count.
import {
  doc,
  getDocsFromServer,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import type { BoardList, ListFields } from '../../domain/list';
import type { CollectionSnapshot } from '../types';
import { countList } from './counts';
import { firestore, listsRef, readLists } from './firestore';
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
  countList(batch, boardId, 1, listId);
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
 * Step 1 of deleting a list: hide it everywhere at once (the server's purgeList deletes its cards
 * and then the list). Also step back: `false` shows it again when the server refused.
 */
export function markListDeleting(boardId: string, listId: string, deleting = true) {
  return updateDoc(doc(listsRef(boardId), listId), { deleting, updatedAt: serverTimestamp() });
}

/** Lists whose delete started but did not finish (the tab closed, the network went). */
export async function unfinishedListDeletions(boardId: string): Promise<string[]> {
  const lists = await getDocsFromServer(query(listsRef(boardId), where('deleting', '==', true)));
  return lists.docs.map((list) => list.id);
}
