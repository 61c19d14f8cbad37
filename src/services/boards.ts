// Boards, lists and cards (docs/data-model.md). firebase/firestore is fetched on first use.
// Writes resolve when the server has the change; offline they stay pending (the change is
// already in the local cache and on screen) until the network returns.
import type {
  BoardFields,
  BoardList,
  BoardSummary,
  Card,
  CardFields,
  ListFields,
} from '../domain/types';
import type { BoardSnapshot, CollectionSnapshot } from './firebase/boardsClient';
import { subscribeWhenLoaded } from './lazySubscription';
import type { Unsubscribe } from './types';

export type { BoardSnapshot, CollectionSnapshot };

const load = () => import(/* webpackChunkName: "firestore" */ './firebase/boardsClient');

type Client = Awaited<ReturnType<typeof load>>;

/** An async function of the client that loads the client first. */
function lazy<Name extends keyof Client>(name: Name) {
  return async (
    ...args: Parameters<Extract<Client[Name], (...a: never[]) => unknown>>
  ): Promise<void> => {
    const client = await load();
    const fn = client[name] as unknown as (...a: typeof args) => Promise<void>;
    return fn(...args);
  };
}

export const createBoard = lazy('createBoard');
export const updateBoard = lazy('updateBoard');
export const markBoardDeleting = lazy('markBoardDeleting');
export const purgeBoard = lazy('purgeBoard');
export const setBoardOrder = lazy('setBoardOrder');
export const setBoardStarred = lazy('setBoardStarred');
export const createList = lazy('createList');
export const updateList = lazy('updateList');
export const deleteList = lazy('deleteList');
export const createCard = lazy('createCard');
export const updateCard = lazy('updateCard');
export const deleteCard = lazy('deleteCard');

export async function unfinishedDeletions(uid: string): Promise<string[]> {
  return (await load()).unfinishedDeletions(uid);
}

export function subscribeToBoard(
  boardId: string,
  onChange: (snapshot: BoardSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(load, (c) => c.subscribeToBoard(boardId, onChange, onError), onError);
}

export function subscribeToLists(
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<BoardList>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(load, (c) => c.subscribeToLists(boardId, onChange, onError), onError);
}

export function subscribeToCards(
  boardId: string,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(load, (c) => c.subscribeToCards(boardId, onChange, onError), onError);
}

export function subscribeToFirstCards(
  boardId: string,
  listId: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<Card>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(
    load,
    (c) => c.subscribeToFirstCards(boardId, listId, count, onChange, onError),
    onError,
  );
}

export function subscribeToBoardSummaries(
  uid: string,
  onChange: (summaries: BoardSummary[], fromCache: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(
    load,
    (c) => c.subscribeToBoardSummaries(uid, onChange, onError),
    onError,
  );
}

export type { BoardFields, CardFields, ListFields };
