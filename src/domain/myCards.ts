// My cards (docs/features.md): a card assigned to the signed-in person on one of their boards,
// and the group its due date puts it in, counted in the person's own time zone.
import type { Card } from './card';
import { localDay } from './due';

/** A card of the person's, as My cards reads it (plain data: times in milliseconds). */
export interface AssignedCard {
  boardId: string;
  cardId: string;
  listId: string;
  title: string;
  /** A day, YYYY-MM-DD, or null. */
  due: string | null;
  /** The due time of day, HH:MM, when the card has one (cards from before due times: none). */
  dueTime: string | null;
  /** The due moment in milliseconds, when the card stores one (the server's reminders use it). */
  dueAt: number | null;
  dueComplete: boolean;
  archived: boolean;
}

/**
 * Overdue: the day (or the moment, when the card has a time) has passed. This week: the six
 * days after today, whatever day a week starts on where the person lives. Done: marked done,
 * whatever its day (it is no longer something to do).
 */
export type MyCardsGroup = 'overdue' | 'today' | 'week' | 'later' | 'none' | 'done';

export const MY_CARDS_GROUPS: readonly MyCardsGroup[] = [
  'overdue',
  'today',
  'week',
  'later',
  'none',
  'done',
];

const DAY_MS = 86_400_000;

/** The local day `days` after `now`'s, as YYYY-MM-DD (calendar days: a clock change is no shift). */
function dayAfter(now: Date, days: number): string {
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12));
}

/** The moment a card is due: its stored `dueAt`, else its day and time read in local time. */
function dueMoment(card: AssignedCard): number | null {
  if (card.dueAt !== null) return card.dueAt;
  if (!card.due || !card.dueTime) return null;
  const [year, month, date] = card.due.split('-').map(Number);
  const [hours, minutes] = card.dueTime.split(':').map(Number);
  return new Date(year!, month! - 1, date!, hours, minutes).getTime();
}

export function myCardsGroupOf(card: AssignedCard, now: number): MyCardsGroup {
  if (card.dueComplete && card.due) return 'done';
  if (!card.due) return 'none';
  const today = new Date(now);
  const moment = dueMoment(card);
  if (card.due < localDay(today) || (moment !== null && moment < now)) return 'overdue';
  if (card.due === localDay(today)) return 'today';
  if (card.due <= dayAfter(today, 6)) return 'week';
  return 'later';
}

/** Soonest first; cards without a day by title. */
export function compareAssignedCards(a: AssignedCard, b: AssignedCard): number {
  const byDay = (a.due ?? '9999').localeCompare(b.due ?? '9999');
  if (byDay !== 0) return byDay;
  const byMoment = (dueMoment(a) ?? DAY_MS * 1e6) - (dueMoment(b) ?? DAY_MS * 1e6);
  return byMoment !== 0 ? byMoment : a.title.localeCompare(b.title);
}

/** A stored moment: Firestore's Timestamp (read by its toMillis, no SDK here) or milliseconds. */
function millis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : null;
}

/** The card as My cards shows it, or null when the card schema refuses the document. */
export function parseAssignedCard(
  boardId: string,
  card: Card | null,
  data: unknown,
): AssignedCard | null {
  if (!card) return null;
  const stored = (data ?? {}) as Record<string, unknown>;
  const dueTime =
    typeof stored.dueTime === 'string' && /^\d{2}:\d{2}$/.test(stored.dueTime)
      ? stored.dueTime
      : null;
  return {
    boardId,
    cardId: card.id,
    listId: card.listId,
    title: card.title,
    due: card.due,
    dueTime: card.due ? dueTime : null,
    dueAt: card.due ? millis(stored.dueAt) : null,
    dueComplete: card.dueComplete,
    archived: card.archived,
  };
}
