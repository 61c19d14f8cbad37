// A notification in words: what happened ("mentioned you in a comment on “alpha”"), and where
// it leads (the board with that card's details open, or the dashboard for an invitation).
import { boardPath, paths } from '../../config/routes';
import { formatDay, isDay } from '../../domain/due';
import type { AppNotification } from '../../domain/notification';

const quoted = (title: string) => `“${title || 'a card'}”`;

/** A reminder's "2026-11-27 14:30" (its setter's day and time) as the tiles write it. */
const dueWhen = (excerpt: string) => {
  const [day = '', time] = excerpt.split(' ');
  if (!isDay(day)) return excerpt;
  const now = new Date();
  return time ? `${formatDay(day, now)}, ${time}` : formatDay(day, now);
};

/** What the notification says after the actor's name. */
export function describeNotification(item: AppNotification): string {
  const card = quoted(item.cardTitle);
  switch (item.kind) {
    case 'mention':
      return item.what === 'cardDescription'
        ? `mentioned you in the description of ${card}`
        : `mentioned you in a comment on ${card}`;
    case 'assigned':
      return `assigned you to ${card}`;
    case 'boardWatching':
      return `added ${card}`;
    case 'invite':
      return `invited you to join as ${item.excerpt === 'viewer' ? 'a viewer' : 'an editor'}`;
    case 'due':
      return item.what === 'overdue'
        ? `${card} is overdue (due ${dueWhen(item.excerpt)})`
        : `${card} is due ${dueWhen(item.excerpt)}`;
    case 'watching':
      break;
  }
  switch (item.what) {
    case 'commentAdd':
      return `commented on ${card}`;
    case 'cardMove':
      return `moved ${card} to ${item.excerpt || 'another list'}`;
    case 'cardRename':
      return `renamed ${card} to “${item.excerpt}”`;
    case 'cardArchive':
      return `archived ${card}`;
    case 'cardDue':
      return item.excerpt
        ? `set the due date of ${card} to ${dueWhen(item.excerpt)}`
        : `removed the due date of ${card}`;
    default:
      return `changed ${card}`;
  }
}

/** Who did it ("You" for what the person's own client found about their own card). */
export const actorOf = (item: AppNotification) =>
  item.kind === 'due' ? 'Reminder:' : item.actorName || 'Someone';

/** The page an item opens: the board with its card's details, or the dashboard. */
export function notificationHref(item: AppNotification): string {
  if (item.kind === 'invite') return paths.dashboard;
  const board = boardPath(item.boardId);
  return item.cardId ? `${board}?card=${encodeURIComponent(item.cardId)}` : board;
}
