// Boards, lists and cards in Firestore (docs/data-model.md). Loaded on demand with the rest of
// firebase/firestore (see ../boards.ts). Every function turns SDK objects into plain data.
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDocsFromServer,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { LIMITS } from '../../domain/limits';
import { isColorKey } from '../../domain/palette';
import type {
  Board,
  BoardFields,
  BoardList,
  BoardSummary,
  Card,
  CardFields,
  ChecklistItem,
  DocChange,
  Label,
  ListFields,
} from '../../domain/types';
import type { Unsubscribe } from '../types';
import { firestore } from './firestoreClient';

const boardRef = (boardId: string) => doc(firestore(), 'boards', boardId);
const listsOf = (boardId: string) => collection(firestore(), 'boards', boardId, 'lists');
const cardsOf = (boardId: string) => collection(firestore(), 'boards', boardId, 'cards');
const userRef = (uid: string) => doc(firestore(), 'users', uid);

// --- Reading: defensive conversion to plain data ------------------------------------------

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const millis = (value: unknown) =>
  value && typeof (value as Timestamp).toMillis === 'function'
    ? (value as Timestamp).toMillis()
    : null;

function toLabels(value: unknown): Label[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: DocumentData) =>
    item && typeof item.id === 'string' && isColorKey(item.color)
      ? [{ id: item.id, name: text(item.name), color: item.color }]
      : [],
  );
}

function toChecklist(value: unknown): ChecklistItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: DocumentData) =>
    item && typeof item.id === 'string'
      ? [{ id: item.id, text: text(item.text), done: item.done === true }]
      : [],
  );
}

// serverTimestamps 'estimate': a pending createdAt reads as local time, not null.
const dataOf = (snapshot: DocumentSnapshot) =>
  snapshot.data({ serverTimestamps: 'estimate' }) ?? {};

function toBoard(snapshot: DocumentSnapshot): Board {
  const data = dataOf(snapshot);
  return {
    id: snapshot.id,
    ownerId: text(data.ownerId),
    title: text(data.title),
    color: isColorKey(data.color) ? data.color : 'blue',
    labels: toLabels(data.labels),
    cardCount: typeof data.cardCount === 'number' ? data.cardCount : 0,
    deleting: data.deleting === true,
    createdAt: millis(data.createdAt),
    updatedAt: millis(data.updatedAt),
  };
}

function toList(snapshot: DocumentSnapshot): BoardList {
  const data = dataOf(snapshot);
  return {
    id: snapshot.id,
    title: text(data.title),
    rank: text(data.rank),
    archived: data.archived === true,
  };
}

function toCard(snapshot: DocumentSnapshot): Card {
  const data = dataOf(snapshot);
  return {
    id: snapshot.id,
    listId: text(data.listId),
    rank: text(data.rank),
    title: text(data.title),
    description: text(data.description),
    labelIds: strings(data.labelIds),
    due: typeof data.due === 'string' ? data.due : null,
    checklist: toChecklist(data.checklist),
    archived: data.archived === true,
  };
}

export interface BoardSnapshot {
  board: Board | null;
  pending: boolean;
  fromCache: boolean;
}

export interface CollectionSnapshot<T> {
  changes: DocChange<T>[];
  fromCache: boolean;
}

function changesOf<T>(
  snapshot: QuerySnapshot,
  convert: (doc: DocumentSnapshot) => T,
): DocChange<T>[] {
  return snapshot.docChanges({ includeMetadataChanges: true }).map((change) =>
    change.type === 'removed'
      ? { type: 'remove', id: change.doc.id }
      : {
          type: 'upsert',
          doc: convert(change.doc),
          pending: change.doc.metadata.hasPendingWrites,
        },
  );
}

export function subscribeToBoard(
  boardId: string,
  onChange: (snapshot: BoardSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    boardRef(boardId),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange({
        board: snapshot.exists() ? toBoard(snapshot) : null,
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

function subscribeToCollection<T>(
  ref: Query,
  convert: (doc: DocumentSnapshot) => T,
  onChange: (snapshot: CollectionSnapshot<T>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snapshot) => {
      const changes = changesOf(snapshot, convert);
      // Metadata-only snapshots with nothing changed (e.g. fromCache flipping) still matter.
      onChange({ changes, fromCache: snapshot.metadata.fromCache });
    },
    onError,
  );
}

export const subscribeToLists = (
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<BoardList>) => void,
  onError: (error: unknown) => void,
) => subscribeToCollection(listsOf(boardId), toList, onChange, onError);

export const subscribeToCards = (
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
) => subscribeToCollection(cardsOf(boardId), toCard, onChange, onError);

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
    query(cardsOf(boardId), where('listId', '==', listId), orderBy('rank'), limit(count)),
    toCard,
    onChange,
    onError,
  );

/** Title and colour of every board this user owns, for the dashboard. */
export function subscribeToBoardSummaries(
  uid: string,
  onChange: (summaries: BoardSummary[], fromCache: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    query(collection(firestore(), 'boards'), where('ownerId', '==', uid)),
    (snapshot) =>
      onChange(
        snapshot.docs.map((docSnapshot) => {
          const { id, title, color, deleting } = toBoard(docSnapshot);
          return { id, title, color, deleting };
        }),
        snapshot.metadata.fromCache,
      ),
    onError,
  );
}

// --- Boards --------------------------------------------------------------------------------

/** The board and its place at the end of the person's dashboard, in one batch. */
export function createBoard(uid: string, boardId: string, fields: BoardFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(boardRef(boardId), {
    ownerId: uid,
    title: fields.title,
    color: fields.color,
    labels: fields.labels,
    cardCount: 0,
    deleting: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.update(userRef(uid), { boards: arrayUnion(boardId) });
  return batch.commit();
}

export function updateBoard(boardId: string, patch: Partial<BoardFields>): Promise<void> {
  return updateDoc(boardRef(boardId), { ...patch, updatedAt: serverTimestamp() });
}

/**
 * Step 1 of deleting a board: hide it everywhere at once. Works offline (it is queued);
 * the documents under it are removed by purgeBoard.
 */
export function markBoardDeleting(uid: string, boardId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.update(boardRef(boardId), { deleting: true });
  batch.update(userRef(uid), { boards: arrayRemove(boardId), starred: arrayRemove(boardId) });
  return batch.commit();
}

async function deleteInChunks(
  refs: { ref: Parameters<ReturnType<typeof writeBatch>['delete']>[0] }[],
) {
  for (let start = 0; start < refs.length; start += LIMITS.deleteBatch) {
    const batch = writeBatch(firestore());
    for (const { ref } of refs.slice(start, start + LIMITS.deleteBatch)) batch.delete(ref);
    await batch.commit();
  }
}

/**
 * Steps 2 and 3: delete the cards and lists in chunks, then the board. Asks the server (not
 * the cache) what is there, so nothing is left behind; fails when offline, and is finished
 * later by finishDeletingBoards.
 */
export async function purgeBoard(boardId: string): Promise<void> {
  const cards = await getDocsFromServer(cardsOf(boardId));
  await deleteInChunks(cards.docs);
  const lists = await getDocsFromServer(listsOf(boardId));
  await deleteInChunks(lists.docs);
  const batch = writeBatch(firestore());
  batch.delete(boardRef(boardId));
  await batch.commit();
}

/** Boards whose delete started but did not finish (the tab closed, the network went). */
export async function unfinishedDeletions(uid: string): Promise<string[]> {
  const snapshot = await getDocsFromServer(
    query(
      collection(firestore(), 'boards'),
      where('ownerId', '==', uid),
      where('deleting', '==', true),
    ),
  );
  return snapshot.docs.map((docSnapshot) => docSnapshot.id);
}

export function setBoardOrder(uid: string, boardIds: string[]): Promise<void> {
  return updateDoc(userRef(uid), { boards: boardIds });
}

export function setBoardStarred(uid: string, boardId: string, starred: boolean): Promise<void> {
  return updateDoc(userRef(uid), {
    starred: starred ? arrayUnion(boardId) : arrayRemove(boardId),
  });
}

// --- Lists ---------------------------------------------------------------------------------

export function createList(boardId: string, listId: string, fields: ListFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(doc(listsOf(boardId), listId), {
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
  return updateDoc(doc(listsOf(boardId), listId), { ...patch, updatedAt: serverTimestamp() });
}

/** Deletes a list and its cards, lowering the board's card count in the same batches. */
export async function deleteList(boardId: string, listId: string, cardIds: string[]) {
  const chunk = LIMITS.deleteBatch - 1;
  for (let start = 0; start < cardIds.length || start === 0; start += chunk) {
    const ids = cardIds.slice(start, start + chunk);
    const batch = writeBatch(firestore());
    for (const id of ids) batch.delete(doc(cardsOf(boardId), id));
    if (ids.length > 0) batch.update(boardRef(boardId), { cardCount: increment(-ids.length) });
    if (start + chunk >= cardIds.length) batch.delete(doc(listsOf(boardId), listId));
    await batch.commit();
  }
}

// --- Cards ---------------------------------------------------------------------------------

/** The card, and the board's card count up by one (the rules check the two together). */
export function createCard(boardId: string, cardId: string, fields: CardFields): Promise<void> {
  const batch = writeBatch(firestore());
  batch.set(doc(cardsOf(boardId), cardId), {
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
  return updateDoc(doc(cardsOf(boardId), cardId), { ...patch, updatedAt: serverTimestamp() });
}

export function deleteCard(boardId: string, cardId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(cardsOf(boardId), cardId));
  batch.update(boardRef(boardId), { cardCount: increment(-1) });
  return batch.commit();
}
