// A notification in words, in the reader's language: what happened ("mentioned you in a comment
// on “alpha”"), and where it leads (the board with that card's details open, or the dashboard
// for an invitation). Stored as kinds and values; the sentence is made here, when shown.
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import { boardPath, paths } from '../../config/routes';
import type { AppNotification } from '../../domain/notification';
import { formatDueWhen } from '../../messages/times';

/** A reminder's "2026-11-27 14:30" (its setter's day and time) as the tiles write it. */
const dueWhen = (excerpt: string) => formatDueWhen(excerpt, new Date());

function dueWords(card: string, what: AppNotification['what'], excerpt: string): string {
  const when = dueWhen(excerpt);
  return what === 'overdue'
    ? i18n._(msg`“${card}” is overdue (due ${when})`)
    : i18n._(msg`“${card}” is due ${when}`);
}

/** What a watcher is told about a card's change. */
function watchingWords(card: string, what: AppNotification['what'], excerpt: string): string {
  switch (what) {
    case 'commentAdd':
      return i18n._(msg`commented on “${card}”`);
    case 'cardMove':
      return excerpt
        ? i18n._(msg`moved “${card}” to ${excerpt}`)
        : i18n._(msg`moved “${card}” to another list`);
    case 'cardRename':
      return i18n._(msg`renamed “${card}” to “${excerpt}”`);
    case 'cardArchive':
      return i18n._(msg`archived “${card}”`);
    case 'cardDue': {
      if (!excerpt) return i18n._(msg`removed the due date of “${card}”`);
      const when = dueWhen(excerpt);
      return i18n._(msg`set the due date of “${card}” to ${when}`);
    }
    default:
      return i18n._(msg`changed “${card}”`);
  }
}

/** What the notification says after the actor's name. */
export function describeNotification(item: AppNotification): string {
  const { what, excerpt } = item;
  const card = item.cardTitle || i18n._(msg`a card`);
  switch (item.kind) {
    case 'mention':
      return what === 'cardDescription'
        ? i18n._(msg`mentioned you in the description of “${card}”`)
        : i18n._(msg`mentioned you in a comment on “${card}”`);
    case 'assigned':
      return i18n._(msg`assigned you to “${card}”`);
    case 'boardWatching':
      return i18n._(msg`added “${card}”`);
    case 'invite':
      return excerpt === 'viewer'
        ? i18n._(msg`invited you to join as a viewer`)
        : i18n._(msg`invited you to join as an editor`);
    case 'due':
      return dueWords(card, what, excerpt);
    case 'watching':
      break;
  }
  return watchingWords(card, what, excerpt);
}

/** Who did it ("Reminder:" for what the person's own client found about their own card). */
export const actorOf = (item: AppNotification) =>
  item.kind === 'due' ? i18n._(msg`Reminder:`) : item.actorName || i18n._(msg`Someone`);

/** The page an item opens: the board with its card's details, or the dashboard. */
export function notificationHref(item: AppNotification): string {
  if (item.kind === 'invite') return paths.dashboard;
  const board = boardPath(item.boardId);
  return item.cardId ? `${board}?card=${encodeURIComponent(item.cardId)}` : board;
}
