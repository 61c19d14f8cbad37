// Due dates are days (YYYY-MM-DD), compared in the viewer's own time zone, with an optional time
// (HH:MM) and the instant they make in the setter's zone (`dueAt`, what the server reminds by).

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
 * passed, or, with a time (`timedAt`, the due instant), that instant. Due soon: today or tomorrow.
 */
export function dueState(
  due: string | null,
  now: Date,
  complete = false,
  timedAt: number | null = null,
): DueState {
  if (!due) return 'none';
  if (complete) return 'complete';
  const days = dayNumber(due) - dayNumber(localDay(now));
  if (timedAt !== null)
    return now.getTime() >= timedAt ? 'overdue' : days <= 1 ? 'dueSoon' : 'later';
  if (days < 0) return 'overdue';
  if (days <= 1) return 'dueSoon';
  return 'later';
}

/** What a card's due state is read from. */
export interface DueFields {
  due: string | null;
  dueComplete: boolean;
  dueTime?: string | null;
  dueAt?: number | null;
}

/** A card's due state: by its instant when it has a time, else by its day. */
export const dueStateOf = (card: DueFields, now: Date): DueState =>
  dueState(
    card.due,
    now,
    card.dueComplete,
    card.due && card.dueTime ? (card.dueAt ?? dueInstant(card.due, card.dueTime)) : null,
  );

/** A time of day, HH:MM on 24 hours; firestore.rules checks the same pattern. */
export const isDueTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(value);

/** The instant a day (and time) falls due in this device's zone; no time: the day's last ms. */
export function dueInstant(day: string, time: string | null | undefined): number {
  const [year, month, date] = parts(day);
  if (!time) return new Date(year, month - 1, date + 1).getTime() - 1;
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes).getTime();
}

/**
 * A due instant that fits its day: within two days of it, whatever zone it was set in (the rules
 * check the same). Imports keep one only so, and the time only with a day.
 */
export function isNearDay(day: string, at: number): boolean {
  const [year, month, date] = parts(day);
  const start = Date.UTC(year, month - 1, date);
  return Number.isFinite(at) && at > start - 2 * DAY_MS && at < start + 3 * DAY_MS;
}

/**
 * The card's due as its tile says it in `locale`: "Mar 5", or with a time its instant in the
 * person's zone ("Mar 5, 2:30 PM"; "5. März, 14:30" in German).
 */
export function formatDue(card: DueFields, now: Date, locale: string): string {
  if (!card.due) return '';
  if (!card.dueTime) return formatDay(card.due, now, locale);
  return formatterOf(locale, 'dueTime').format(card.dueAt ?? dueInstant(card.due, card.dueTime));
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

// A day is a calendar day, read in UTC so no zone moves it; a timed due is an instant, read in
// the person's own zone.
const FORMATS = {
  day: { month: 'short', day: 'numeric', timeZone: 'UTC' },
  dayYear: { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
  dueTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${locale} ${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, FORMATS[format]);
    formatters.set(key, formatter);
  }
  return formatter;
}

// Intl costs microseconds a call, and a big board's first screen shows hundreds of tiles with
// few different days: each day is worded once per language (bounded, for a long session).
const dayWords = new Map<string, string>();
const DAY_WORDS_MAX = 5_000;

/**
 * "Mar 5" (or "Mar 5, 2027" when not this year) in `locale`, for the card badge, the table and
 * card details: "5. März", "٥ مارس".
 */
export function formatDay(day: string, now: Date, locale: string): string {
  const [year, month, date] = parts(day);
  const format = year === now.getFullYear() ? 'day' : 'dayYear';
  const key = `${locale} ${format} ${day}`;
  let words = dayWords.get(key);
  if (words === undefined) {
    const at = new Date(0);
    at.setUTCFullYear(year, month - 1, date); // Unlike Date.UTC, keeps years 0-99 as they are.
    words = formatterOf(locale, format).format(at);
    if (dayWords.size >= DAY_WORDS_MAX) dayWords.clear();
    dayWords.set(key, words);
  }
  return words;
}

/**
 * A card's start comes on or before its due (either may be unset): card details, the saga and
 * firestore.rules hold the same rule (days compare as strings, YYYY-MM-DD).
 */
export const datesInOrder = (start: string | null | undefined, due: string | null | undefined) =>
  !start || !due || start <= due;
