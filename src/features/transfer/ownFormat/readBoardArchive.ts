// Our own export read back (format "boards-export", version 1; docs/export-format.md): every
// field checked, a newer version refused in words, then the same limits as a Trello import.
import { msg } from '@lingui/core/macro';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type BoardArchive } from '../../../domain/boardArchive';
import { COLOR_KEYS } from '../../../domain/palette';
import { i18n } from '../../../i18n';
import { fitArchive } from '../fit/fitArchive';
import { type ImportNotice, namesShown, type TransferPlanResult } from '../importNotice';
import {
  ArchiveProblem,
  itemPlace,
  type Fields,
  fieldsOf,
  itemsOf,
  oneOf,
  textField,
  timeField,
} from './check';
import { readLabel, readList, readMember } from './readParts';

// Refusals are worded when made, in the worker's language: the dialog shows them as they are.
export const newerVersionMessage = (version: number): string => {
  const reads = ARCHIVE_VERSION;
  return i18n._(
    msg`This file was exported by a newer version of Boards (version ${version}); this one reads version ${reads}.`,
  );
};

function checkVersion(file: Fields): string | null {
  const { version } = file;
  if (version === ARCHIVE_VERSION) return null;
  if (typeof version === 'number' && Number.isInteger(version) && version > ARCHIVE_VERSION) {
    return newerVersionMessage(version);
  }
  const reads = ARCHIVE_VERSION;
  return i18n._(
    msg`This Boards export has no version this one can read (it reads version ${reads}).`,
  );
}

function readArchive(file: Fields): BoardArchive {
  const source = fieldsOf(file.source, '', 'source');
  const board = fieldsOf(file.board, '', 'board');
  const labels = itemsOf(board, 'labels', 'board', 'label', readLabel);
  const seen = new Set<string>();
  labels.forEach((label, index) => {
    if (seen.has(label.id)) {
      const place = itemPlace('board', 'label', index);
      throw new ArchiveProblem(i18n._(msg`${place}: its id is another label’s too`));
    }
    seen.add(label.id);
  });
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: timeField(file, 'exportedAt', ''),
    source: {
      system: oneOf(source, 'system', 'source', ['boards', 'trello'] as const),
      boardId: textField(source, 'boardId', 'source'),
    },
    board: {
      title: textField(board, 'title', 'board'),
      color: oneOf(board, 'color', 'board', COLOR_KEYS),
      labels,
      members: itemsOf(board, 'members', 'board', 'member', readMember),
    },
    lists: itemsOf(file, 'lists', '', 'list', readList),
  };
}

/** Who the export names: only the importer becomes a member of the new board. */
function peopleNotices(archive: BoardArchive): ImportNotice[] {
  const notices: ImportNotice[] = [];
  const names = archive.board.members.map((member) => member.name.trim() || member.email.trim());
  if (names.length > 0) notices.push({ kind: 'exportMembers', ...namesShown(names) });
  const assigned = archive.lists.reduce(
    (sum, list) => sum + list.cards.filter((card) => card.assignees.length > 0).length,
    0,
  );
  if (assigned > 0) notices.push({ kind: 'exportAssignees', cards: assigned });
  return notices;
}

const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldsIn = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

/**
 * What an import leaves behind that the file names: its files (an export lists them by name;
 * their bytes stay on the board they came from).
 */
function leftBehindNotices(file: Fields): ImportNotice[] {
  let files = 0;
  let cards = 0;
  for (const list of listed(file.lists)) {
    for (const card of listed(fieldsIn(list).cards)) {
      const attached = listed(fieldsIn(card).attachments).length;
      files += attached;
      if (attached > 0) cards += 1;
    }
  }
  if (files === 0) return [];
  return [{ kind: 'filesLeftBehind', files, cards }];
}

export function readBoardArchive(json: unknown): TransferPlanResult {
  const file =
    typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Fields) : null;
  if (!file || file.format !== ARCHIVE_FORMAT) {
    return { ok: false, message: i18n._(msg`This JSON isn’t a Boards export.`) };
  }
  const versionProblem = checkVersion(file);
  if (versionProblem) return { ok: false, message: versionProblem };
  let archive: BoardArchive;
  try {
    archive = readArchive(file);
  } catch (error) {
    if (!(error instanceof ArchiveProblem)) throw error;
    const { message: problem } = error;
    return {
      ok: false,
      message: i18n._(msg`This Boards export is damaged (${problem}); nothing was imported.`),
    };
  }
  return fitArchive(archive, [...peopleNotices(archive), ...leftBehindNotices(file)]);
}
