// When something happened (a comment, an activity entry), as people say it: "just now",
// "5 minutes ago", "yesterday", then the date. Intl only: the app ships no date library for a
// handful of phrases. Shared by the features that show times.
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const sameYear = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const otherYear = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});
/** An imported comment's day: "3 March 2024". */
const importedDay = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
/** The full date and time, for the tooltip. */
const full = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatCommentTime(at: number, now: number): string {
  const ago = now - at;
  // A clock a little ahead of the server's reads as "just now", not "in 1 minute".
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  const format = new Date(at).getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear;
  return format.format(at);
}

export const fullCommentTime = (at: number): string => full.format(at);

/**
 * When an imported comment was first written, as a date: "3 March 2024". Not relative, since
 * "2 years ago" would read as this board's history rather than the one it came from.
 */
export const formatImportedTime = (at: number): string => importedDay.format(at);
