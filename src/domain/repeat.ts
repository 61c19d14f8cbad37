// A card that repeats (issue 32 §3): when its due day has passed (or, for "when completed", once
// it is marked done) the server makes the next card (functions/src/recurring). The date
// arithmetic is here, shared by the app and the server.

export const REPEATS = ['daily', 'weekdays', 'weekly', 'monthly', 'completed'] as const;
export type Repeat = (typeof REPEATS)[number];

export const isRepeat = (value: unknown): value is Repeat =>
  typeof value === 'string' && (REPEATS as readonly string[]).includes(value);

/** The days a "when completed" card's next one is due after the day it was completed. */
export const COMPLETED_GAP_DAYS = 7;

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as midnight UTC (ms). */
const utcMidnight = (day: string) => {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, date);
  return at.getTime();
};

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The instant a due day has passed: the end of that day in UTC (the start of the next). Cards
 * have no time of day yet, and the server has no viewer's time zone: UTC is the one all agree on.
 */
export const dueInstant = (due: string) => utcMidnight(due) + DAY_MS;

/** The day `days` after `day`. */
export const addDays = (day: string, days: number) => dayOf(utcMidnight(day) + days * DAY_MS);

/** The day a month after `day`, kept to the month's last day (Jan 31 → Feb 28, or 29). */
function nextMonth(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfNext = new Date(0);
  lastOfNext.setUTCFullYear(year, month + 1, 0); // Day 0 of the month after next: next's last.
  const at = new Date(0);
  at.setUTCFullYear(year, month, Math.min(date, lastOfNext.getUTCDate()));
  return dayOf(at.getTime());
}

/**
 * The next card's due day. Calendar repeats count from the old due day (weekdays skip Saturday
 * and Sunday); "when completed" counts COMPLETED_GAP_DAYS from `completedDay`.
 */
export function nextDue(due: string, repeat: Repeat, completedDay: string = due): string {
  switch (repeat) {
    case 'daily':
      return addDays(due, 1);
    case 'weekly':
      return addDays(due, 7);
    case 'monthly':
      return nextMonth(due);
    case 'completed':
      return addDays(completedDay, COMPLETED_GAP_DAYS);
    case 'weekdays': {
      let next = addDays(due, 1);
      while ([0, 6].includes(new Date(utcMidnight(next)).getUTCDay())) next = addDays(next, 1);
      return next;
    }
  }
}

/** Today in UTC, as the server counts days. */
export const utcDay = (now: number) => dayOf(now);
