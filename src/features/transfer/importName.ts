// The name an import gets: the file's own, or, when a board of that name is already on the
// person's dashboard, that name with the day of the import ("Launch plan (imported 27 Nov)"),
// so the two can be told apart. The person may change it before importing.
import { msg } from '@lingui/core/macro';
import type { BoardSummary } from '../../domain/board';
import { LIMITS } from '../../domain/limits';
import { currentLocale, i18n } from '../../i18n';

const sameName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/** The day, short, in the person's own locale ("27 Nov", "Nov 27"). */
const shortDay = (now: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(now);

export function importNameOf(
  title: string,
  summaries: Record<string, BoardSummary>,
  now: number,
  locale: string = currentLocale(),
): string {
  const taken = Object.values(summaries).some(
    (summary) => !summary.deleting && sameName(summary.title, title),
  );
  if (!taken) return title;
  const day = shortDay(now, locale);
  const suffix = ` ${i18n._(msg`(imported ${day})`)}`;
  // Within a board name's limit: the file's name gives way, the day stays.
  const room = LIMITS.boardTitle - suffix.length;
  const base = title.trim();
  return `${base.length > room ? `${base.slice(0, room - 1).trimEnd()}…` : base}${suffix}`;
}
