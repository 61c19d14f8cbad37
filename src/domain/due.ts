// Due dates are days (YYYY-MM-DD), compared in the viewer's own time zone.

export type DueState = 'none' | 'complete' | 'overdue' | 'dueSoon' | 'later';

const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD in local time. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function parts(day: string): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}

function dayNumber(day: string): number {
  const [year, month, date] = parts(day);
  return Math.round(Date.UTC(year, month - 1, date) / DAY_MS);
}

/**
 * Complete: marked done (whatever the day; a done card is never overdue). Overdue: the day has
 * passed. Due soon: today or tomorrow.
 */
export function dueState(due: string | null, now: Date, complete = false): DueState {
  if (!due) return 'none';
  if (complete) return 'complete';
  const days = dayNumber(due) - dayNumber(localDay(now));
  if (days < 0) return 'overdue';
  if (days <= 1) return 'dueSoon';
  return 'later';
}

/** A real day as YYYY-MM-DD (2025-02-29 and 2025-13-45 are not); firestore.rules checks the same. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = parts(value);
  const day = new Date(0);
  // An impossible day rolls over (Feb 30 -> Mar 2); a real one comes back unchanged.
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  day.setUTCFullYear(year, month - 1, date);
  return day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Mar 5" (or "Mar 5, 2027" when not this year), for the card badge: what Intl's English short
 * date says, spelt out by hand because Intl costs tens of microseconds a call, and a big board's
 * first screen shows hundreds of different days (10 ms of its first render).
 */
export function formatDay(day: string, now: Date): string {
  const [year, month, date] = parts(day);
  const monthDay = `${MONTHS[month - 1]} ${date}`;
  return year === now.getFullYear() ? monthDay : `${monthDay}, ${year}`;
}
