// The calendar's days as YYYY-MM-DD strings (domain/due.ts's days), counted in UTC so that a
// change of summer time never makes a day 23 or 25 hours long. Weeks start on Monday (ISO 8601),
// whatever the locale: Intl has no portable way to tell a locale's first day yet.

// Lingui's own instance, not src/i18n: this module is pure dates, and the e2e specs import it in
// Node, where src/i18n's catalogs (.po) do not load.
import { i18n } from '@lingui/core';

const DAY_MS = 86_400_000;

const toDate = (day: string) => {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
};

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) =>
  toDay(new Date(toDate(day).getTime() + count * DAY_MS));

/** Monday of the week that holds `day`. */
export function weekStart(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the month that holds `day`. */
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The same day of the month `count` months on, the 1st (a month has no 31st to keep). */
export function addMonths(day: string, count: number): string {
  const date = toDate(monthStart(day));
  date.setUTCMonth(date.getUTCMonth() + count);
  return toDay(date);
}

/** Seven days from `start`. */
export const weekOf = (start: string) => Array.from({ length: 7 }, (_, at) => addDays(start, at));

/** The weeks a month view shows: Monday on or before the 1st to Sunday on or after the last. */
export function monthWeeks(day: string): string[][] {
  const first = monthStart(day);
  const next = addMonths(first, 1);
  const weeks: string[][] = [];
  for (let start = weekStart(first); start < next; start = addDays(start, 7)) {
    weeks.push(weekOf(start));
  }
  return weeks;
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);

// Formatters are made once: Intl costs tens of microseconds each call to its constructor.
// Keyed by the language too, so a switch of language is seen at the next render.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(day: string, options: Intl.DateTimeFormatOptions): string {
  const locale = i18n.locale || undefined;
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, formatter);
  }
  return formatter.format(toDate(day));
}

/** "Tuesday 3 December" (in the app's language, its words and order), for labels and speech. */
export const spokenDay = (day: string) =>
  format(day, { weekday: 'long', day: 'numeric', month: 'long' });

/** "December 2026", the month view's title. */
export const monthTitle = (day: string) => format(day, { month: 'long', year: 'numeric' });

/** "Mon", a column's heading. */
export const weekdayName = (day: string) => format(day, { weekday: 'short' });

/** "3 Dec" (as the locale says it), the week view's title ends. */
export const shortDay = (day: string) => format(day, { day: 'numeric', month: 'short' });

/** The day of the month, "3". */
export const dayOfMonth = (day: string) => String(Number(day.slice(8)));
