// boards/{id}/cards/{cardId}/comments, read (written by the edit pipeline: services/edits).
// firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/commentsClient'),
);

export const readComment = client.call('readComment');
export const subscribeToComments = client.subscription('subscribeToComments');
