// When something happened (a comment, an activity entry), as people say it: "just now",
// "5 minutes ago", "yesterday", then the date; and a due day as the feed and notifications
// write it. Intl only, in the language shown: the app ships no date library for a handful of
// phrases. Shared by the features that show times.
import { msg } from '@lingui/core/macro';
import { currentLocale, i18n } from '../i18n';

type Formats = ReturnType<typeof makeFormats>;

function makeFormats(locale: string) {
  const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } as const;
  return {
    relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
    sameYear: new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
    otherYear: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
    // An imported comment's day: "3 March 2024" (English reads it the British way, as before).
    importedDay: new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }),
    // The full date and time, for the tooltip.
    full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
    // A due day is a calendar day and its time a wall-clock time: read in UTC so no zone moves them.
    dueDay: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    dueDayYear: new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
    dueDayTime: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...clock }),
    dueDayYearTime: new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...clock,
    }),
  };
}

// Made once per language: a feed of fifty entries would otherwise build hundreds of them.
const cache = new Map<string, Formats>();
function formats(): Formats {
  const locale = currentLocale();
  let made = cache.get(locale);
  if (!made) {
    made = makeFormats(locale);
    cache.set(locale, made);
  }
  return made;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatCommentTime(at: number, now: number): string {
  const { relative, sameYear, otherYear } = formats();
  const ago = now - at;
  // A clock a little ahead of the server's reads as "just now", not "in 1 minute".
  if (ago < MINUTE) return i18n._(msg`just now`);
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  const format = new Date(at).getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear;
  return format.format(at);
}

export const fullCommentTime = (at: number): string => formats().full.format(at);

/**
 * When an imported comment was first written, as a date: "3 March 2024". Not relative, since
 * "2 years ago" would read as this board's history rather than the one it came from.
 */
export const formatImportedTime = (at: number): string => formats().importedDay.format(at);

const DUE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/**
 * A due as stored ("2026-11-27", "2026-11-27 14:30") as the feed and notifications say it:
 * "Nov 27", "Nov 27, 14:30", with the year when it is not this one; anything else as it is.
 */
export function formatDueWhen(value: string, now: Date): string {
  const match = DUE.exec(value);
  if (!match) return value;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0));
  const at = Date.UTC(year!, month! - 1, day!, hour, minute);
  if (Number.isNaN(at)) return value;
  const f = formats();
  const thisYear = year === now.getFullYear();
  const timed = match[4] !== undefined;
  const format = timed
    ? thisYear
      ? f.dueDayTime
      : f.dueDayYearTime
    : thisYear
      ? f.dueDay
      : f.dueDayYear;
  return format.format(at);
}
