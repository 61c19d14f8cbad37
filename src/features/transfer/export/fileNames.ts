// What an exported file is called: `<board-title-slug>-<YYYY-MM-DD>.json` (or .csv).
import { localDay } from '../../../domain/due';

export type ExportFormat = 'json' | 'csv';

export const EXPORT_MIME: Record<ExportFormat, string> = {
  json: 'application/json',
  csv: 'text/csv',
};

/**
 * The title as a file name part: lower case, letters (with their accents) and digits of any
 * script kept, so "Café Ünïcode" or "看板" keeps its name; anything else, path separators
 * included, becomes a single dash. Cut to 60 characters; "board" when nothing is left.
 */
export function slugOf(title: string): string {
  const slug = Array.from(
    title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  )
    .slice(0, 60)
    .join('')
    .replace(/-+$/, '');
  return slug || 'board';
}

/** The file's name, dated by the exporting person's own day. */
export const exportFileName = (title: string, format: ExportFormat, now: Date) =>
  `${slugOf(title)}-${localDay(now)}.${format}`;
