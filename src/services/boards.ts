// boards/{id}. firebase/firestore is fetched on first use. Writes resolve when the server has
// the change; offline they stay pending (the change is already in the local cache and on
// screen) until the network returns.
import type { BoardSummary } from '../domain/board';
import { lazyClient } from './lazyClient';
import type { BoardSnapshot, Unsubscribe } from './types';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/boardsClient'),
);

export const createBoard = client.call('createBoard');
export const updateBoard = client.call('updateBoard');
export const markBoardDeleting = client.call('markBoardDeleting');
export const purgeBoard = client.call('purgeBoard');
export const unfinishedDeletions = client.call('unfinishedDeletions');

export const subscribeToBoard = (
  boardId: string,
  onChange: (snapshot: BoardSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe => client.subscribe((c) => c.subscribeToBoard(boardId, onChange, onError), onError);

export const subscribeToBoardSummaries = (
  uid: string,
  onChange: (summaries: BoardSummary[], fromCache: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe =>
  client.subscribe((c) => c.subscribeToBoardSummaries(uid, onChange, onError), onError);
