// A file's size and why a file can't be attached, in the reader's language. The domain keeps
// the limits and checks (the server shares it, so it says no words); this feature says them.
import { msg, plural } from '@lingui/core/macro';
import { ATTACHMENT_LIMITS, storedContentType } from '../../domain/attachment';
import { currentLocale, i18n } from '../../i18n';

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

/** Why a file can't be attached (said before any upload starts), or null when it can. */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  boardBytes: number,
): string | null {
  const { name, type } = file;
  if (file.size > ATTACHMENT_LIMITS.fileBytes) {
    const limit = fileSize(ATTACHMENT_LIMITS.fileBytes);
    return i18n._(msg`“${name}” is larger than ${limit}.`);
  }
  if (storedContentType(type) === null) {
    return i18n._(msg`“${name}” is a kind of file that can’t be attached (${type}).`);
  }
  if (boardBytes + file.size > ATTACHMENT_LIMITS.boardBytes) {
    const limit = fileSize(ATTACHMENT_LIMITS.boardBytes);
    const used = fileSize(boardBytes);
    return i18n._(
      msg`“${name}” doesn’t fit: this board’s files may take ${limit} together, and ${used} are used.`,
    );
  }
  return null;
}
