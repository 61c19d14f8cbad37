// boards/{id}. firebase/firestore is fetched on first use. Writes resolve when the server has
// the change; offline they stay pending (the change is already in the local cache and on
// screen) until the network returns.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/boardsClient'),
);

export const createBoard = client.call('createBoard');
export const updateBoard = client.call('updateBoard');
export const editBoardLabels = client.call('editBoardLabels');
export const markBoardDeleting = client.call('markBoardDeleting');
export const purgeBoard = client.call('purgeBoard');
export const unfinishedDeletions = client.call('unfinishedDeletions');
export const subscribeToBoard = client.subscription('subscribeToBoard');
export const subscribeToBoardSummaries = client.subscription('subscribeToBoardSummaries');
/** The open board's counts document (never the dashboard's: it would follow every board). */
export const subscribeToBoardCounts = client.subscription('subscribeToBoardCounts');
