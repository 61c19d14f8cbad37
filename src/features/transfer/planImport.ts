// A chosen file to an import plan: its size checked before reading, its text parsed, and
// handed to the reader of its format (ours, or Trello's). Runs in the import worker.
import { msg } from '@lingui/core/macro';
import { ARCHIVE_FORMAT } from '../../domain/boardArchive';
import { i18n } from '../../i18n';
import { megabytes } from './fit/words';
import type { TransferPlanResult } from './importNotice';
import { readBoardArchive } from './ownFormat/readBoardArchive';
import { mapTrelloBoard } from './trello/mapTrelloBoard';

/** Past this, parsing would hold a tab's memory for long (a 5,000-card Trello export is ~15 MB). */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

// Made when said, in the language the worker was given (answerImportRequest).
const emptyFile = () => i18n._(msg`The file is empty.`);
// Trello's menu path stays in Trello's (English) words: that is what the person sees there.
const notJson = () =>
  i18n._(
    msg`This file isn’t JSON. Choose a Trello export (Menu → Print, export and share → Export as JSON) or a Boards export.`,
  );
const otherJson = () => i18n._(msg`This JSON isn’t a Trello board export or a Boards export.`);

type Refusal = { ok: false; message: string };

/** Refuses a file by its size alone, before it is read; null when it may be read. */
export function checkImportFileSize(bytes: number): Refusal | null {
  if (bytes <= 0) return { ok: false, message: emptyFile() };
  if (bytes > MAX_IMPORT_BYTES) {
    const size = megabytes(bytes);
    const largest = megabytes(MAX_IMPORT_BYTES);
    return {
      ok: false,
      message: i18n._(
        msg`This file is ${size}; the largest file that can be imported is ${largest}.`,
      ),
    };
  }
  return null;
}

const isTrelloBoard = (json: Record<string, unknown>) =>
  Array.isArray(json.lists) &&
  Array.isArray(json.cards) &&
  typeof json.id === 'string' &&
  typeof json.name === 'string';

/** `now` stamps a Trello board's archive (exportedAt). */
export function planImportFromText(text: string, now: Date = new Date()): TransferPlanResult {
  const body = text.replace(/^\uFEFF/, ''); // A byte-order mark, as some editors save.
  if (body.trim() === '') return { ok: false, message: emptyFile() };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, message: notJson() };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, message: otherJson() };
  }
  const fields = json as Record<string, unknown>;
  if (fields.format === ARCHIVE_FORMAT) return readBoardArchive(fields);
  if (isTrelloBoard(fields)) return mapTrelloBoard(fields, now);
  return { ok: false, message: otherJson() };
}

/** What planImportFromFile needs of a File (a Blob will do; tests pass a stand-in). */
export interface ReadableFile {
  size: number;
  text(): Promise<string>;
}

export async function planImportFromFile(file: ReadableFile): Promise<TransferPlanResult> {
  return checkImportFileSize(file.size) ?? planImportFromText(await file.text());
}
