// Members and invitations of shared boards. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/sharingClient'),
);

export const invite = client.call('invite');
export const withdrawInvitation = client.call('withdrawInvitation');
export const acceptInvitation = client.call('acceptInvitation');
export const declineInvitation = client.call('declineInvitation');
export const subscribeToBoardInvitations = client.subscription('subscribeToBoardInvitations');
export const subscribeToMyInvitations = client.subscription('subscribeToMyInvitations');
