// users/{uid}/notifications (docs/notifications.md): written to others only in the batch of the
// edit they tell of (addNotifications, used by the edits and comments clients), to oneself for
// what one's own client finds (an invitation, a card falling due); read live, marked read.
import {
  collection,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import type { ActivityWrite } from '../../domain/activity';
import {
  parseNotification,
  type AppNotification,
  type NotificationDraft,
} from '../../domain/notification';
import type { CollectionSnapshot } from '../types';
import { converter, firestore } from './firestore';
import { subscribeToCollection } from './liveQueries';

/** The most unread notifications counted (the badge says 99+ past it). */
const UNREAD_LIMIT = 100;

// Made on first read: writers (the edits' and comments' batches) import this module too.
let notificationConverter: ReturnType<typeof converter<AppNotification | null>> | null = null;

const inbox = (uid: string) => collection(firestore(), 'users', uid, 'notifications');
const readInbox = (uid: string) =>
  inbox(uid).withConverter((notificationConverter ??= converter(parseNotification)));

const stored = (draft: NotificationDraft) => ({ ...draft, at: serverTimestamp(), read: false });

/** The notifications an activity entry carries, added to the batch that writes it. */
export function addNotifications(batch: WriteBatch, activity: ActivityWrite | null | undefined) {
  for (const { uid, draft } of activity?.notifications ?? []) {
    batch.set(doc(inbox(uid), activity!.id), stored(draft));
  }
}

/** The person's newest `count` notifications, newest first, as they change. */
export const subscribeToNotifications = (
  uid: string,
  count: number,
  onChange: (snapshot: CollectionSnapshot<AppNotification>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(readInbox(uid), orderBy('at', 'desc'), limit(count)),
    onChange,
    onError,
  );

/** The person's unread notifications (at most 100), as they change: the badge's count. */
export const subscribeToUnread = (
  uid: string,
  onChange: (snapshot: CollectionSnapshot<AppNotification>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(readInbox(uid), where('read', '==', false), limit(UNREAD_LIMIT)),
    onChange,
    onError,
  );

/** Marks notifications read (the rules let their owner change `read` from false to true only). */
export function markRead(uid: string, ids: string[]): Promise<void> {
  if (ids.length === 1) return updateDoc(doc(inbox(uid), ids[0]!), { read: true });
  const batch = writeBatch(firestore());
  for (const id of ids) batch.update(doc(inbox(uid), id), { read: true });
  return batch.commit();
}

/**
 * A notification the person's own client found (an invitation, a card falling due), written
 * once under its deterministic id: not again if it is there (read or not).
 */
export async function writeOwnNotification(
  uid: string,
  id: string,
  draft: NotificationDraft,
): Promise<boolean> {
  const ref = doc(inbox(uid), id);
  const existing = await getDoc(ref).catch(() => null);
  if (!existing || existing.exists()) return false;
  await setDoc(ref, stored(draft));
  return true;
}
