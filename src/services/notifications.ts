// users/{uid}/notifications. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/notificationsClient'),
);

export const subscribeToNotifications = client.subscription('subscribeToNotifications');
export const subscribeToUnread = client.subscription('subscribeToUnread');
export const markRead = client.call('markRead');
export const writeOwnNotification = client.call('writeOwnNotification');
