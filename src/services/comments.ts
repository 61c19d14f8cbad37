// boards/{id}/cards/{cardId}/comments. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/commentsClient'),
);

export const addComment = client.call('addComment');
export const editComment = client.call('editComment');
export const deleteComment = client.call('deleteComment');
export const subscribeToComments = client.subscription('subscribeToComments');
