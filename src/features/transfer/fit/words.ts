// Numbers and names as the import summary says them ("1 card", "1,200 cards", "Ann, Bob and 3 more").
import { currentLocale } from '../../../i18n';

/** "1 card", "3 cards", "1,200 cards". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

/** The verb after a count: ("1 card", "was") or ("3 cards", "were"). */
export const verb = (count: number, one: string, many: string): string =>
  count === 1 ? one : many;

/** "1,200": every number a person reads has its thousands separated. */
export const formatCount = (count: number): string => count.toLocaleString(currentLocale());

/** "Ann", "Ann and Bob", "Ann, Bob, Cy and 4 more": a long list stays one readable sentence. */
export function nameList(names: readonly string[], shown = 10): string {
  const head = names.slice(0, shown);
  const more = names.length - head.length;
  const parts = more > 0 ? [...head, `${formatCount(more)} more`] : head;
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "64 MB", "80.5 MB": rounded up, so a file just over a limit never reads as equal to it. */
export function megabytes(bytes: number): string {
  const tenths = Math.ceil(bytes / 1024 / 1024 / 0.1 - 1e-9);
  return `${(tenths / 10).toLocaleString(currentLocale(), { maximumFractionDigits: 1 })} MB`;
}
