// boards/{id}/cards. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/cardsClient'),
);

export const createCard = client.call('createCard');
export const updateCard = client.call('updateCard');
export const editChecklist = client.call('editChecklist');
export const changeCardLabels = client.call('changeCardLabels');
export const changeCardAssignee = client.call('changeCardAssignee');
export const deleteCard = client.call('deleteCard');
export const lastCardRank = client.call('lastCardRank');
export const cardCreatedAt = client.call('cardCreatedAt');
export const subscribeToCards = client.subscription('subscribeToCards');
export const subscribeToFirstCards = client.subscription('subscribeToFirstCards');
export const subscribeToBoardFirstCards = client.subscription('subscribeToBoardFirstCards');
