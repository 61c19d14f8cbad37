// users/{uid}/notifications/{id}: one thing a person is told (docs/notifications.md). Written by
// the author's client in the batch of the edit it tells of (its id is that edit's activity
// entry's), by the person's own client for what it finds itself (an invitation), or by the
// server (due reminders, functions/src/due). Read and marked read by that person only.
import { fieldsOf, millis, text } from './fields';

/** Why the person is told. */
export type NotificationReason =
  /** @mentioned in a comment or a description. */
  | 'mention'
  /** Assigned to a card. */
  | 'assigned'
  /** Something happened to a card they watch. */
  | 'watching'
  /** A card was added to a board they watch. */
  | 'boardWatching'
  /** Invited to a board (found by their own client). */
  | 'invite'
  /**
   * A card they are assigned to or watch falls due within their lead, or is overdue (`what`:
   * 'dueSoon' | 'overdue'; written by the server).
   */
  | 'due';

/** The reasons someone else's edit can carry into a person's inbox. */
export const EDIT_REASONS: readonly NotificationReason[] = [
  'mention',
  'assigned',
  'watching',
  'boardWatching',
];

/** The longest excerpt a notification keeps (a comment's start, a description's). */
export const NOTIFICATION_EXCERPT_MAX = 200;
/** Recipients one edit may notify: the rules bound the activity entry's `notified` by it. */
export const NOTIFIED_MAX = 20;
/** Notifications per page of the inbox. */
export const NOTIFICATIONS_PAGE_SIZE = 50;

export interface AppNotification {
  id: string;
  kind: NotificationReason;
  /** The activity entry's kind ('commentAdd', 'cardMove' …), or the reason for self-found ones. */
  what: string;
  actorId: string;
  actorName: string;
  boardId: string;
  boardTitle: string;
  cardId: string | null;
  cardTitle: string;
  /** A comment's or description's start; the list a card moved to; a due day. */
  excerpt: string;
  /** The activity entry it tells of (its id too), for an edit's. */
  entryId: string | null;
  /** Epoch milliseconds; null while the server's time is pending. */
  at: number | null;
  read: boolean;
}

/** What a client writes (the server sets `at`; a new one is unread). */
export type NotificationDraft = Omit<AppNotification, 'id' | 'at' | 'read'>;

/** One notification for one person, as the batch of an edit carries it. */
export interface NotificationWrite {
  uid: string;
  draft: NotificationDraft;
}

const REASONS: readonly string[] = [...EDIT_REASONS, 'invite', 'due'];

/** The notification, or null when it is not one this app can show. */
export function parseNotification(id: string, data: unknown): AppNotification | null {
  const stored = fieldsOf(data);
  if (typeof stored.kind !== 'string' || !REASONS.includes(stored.kind)) return null;
  if (typeof stored.boardId !== 'string') return null;
  return {
    id,
    kind: stored.kind as NotificationReason,
    what: text(stored.what),
    actorId: text(stored.actorId),
    actorName: text(stored.actorName),
    boardId: stored.boardId,
    boardTitle: text(stored.boardTitle),
    cardId: typeof stored.cardId === 'string' ? stored.cardId : null,
    cardTitle: text(stored.cardTitle),
    excerpt: text(stored.excerpt),
    entryId: typeof stored.entryId === 'string' ? stored.entryId : null,
    at: millis(stored.at),
    read: stored.read === true,
  };
}

/** A text cut to the excerpt's bound, on one line. */
export const excerptOf = (value: string): string => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length <= NOTIFICATION_EXCERPT_MAX
    ? line
    : `${line.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…`;
};

/** The id of the notification of an invitation: one per board, written once. */
export const inviteNotificationId = (boardId: string) => `invite-${boardId}`;
