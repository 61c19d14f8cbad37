// Members and invitations of shared boards. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/sharingClient'),
);

export const subscribeToBoardInvitations = client.subscription('subscribeToBoardInvitations');
export const subscribeToMyInvitations = client.subscription('subscribeToMyInvitations');
