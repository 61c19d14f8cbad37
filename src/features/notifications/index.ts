// The notifications feature's public entry (docs/notifications.md): the inbox's header button
// and panel, its sagas (started with the signed-in session's sagas, so none of it is on the
// first screen), and who an edit notifies (recipients.ts, used by the edit pipeline and the
// comments).
export { NotificationsButton } from './NotificationsButton';
export { notificationRecipients, withNotifications, type Recipient } from './recipients';
export { watchNotifications } from './sagas';
