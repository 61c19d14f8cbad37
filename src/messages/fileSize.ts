// A file's size as people read it, in the reader's language: shared by a card's files and the
// reasons a file is refused (messages/problems.ts).
import { msg, plural } from '@lingui/core/macro';
import { currentLocale, i18n } from '../i18n';

const KIB = 1024;
const MIB = 1024 * KIB;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One decimal at most, digits and separators as the locale writes them. */
function formatNumber(value: number): string {
  const locale = currentLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** "12.4 KB", "3 MB", "512 bytes": units of 1,024, one decimal below 100. */
export function fileSize(bytes: number): string {
  if (bytes < KIB) {
    const count = bytes;
    return i18n._(msg`${plural(count, { one: '# byte', other: '# bytes' })}`);
  }
  const value = bytes < MIB ? bytes / KIB : bytes / MIB;
  const amount = formatNumber(value < 100 ? Math.round(value * 10) / 10 : Math.round(value));
  return bytes < MIB ? i18n._(msg`${amount} KB`) : i18n._(msg`${amount} MB`);
}
