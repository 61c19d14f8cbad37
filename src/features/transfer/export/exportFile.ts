// A board's contents as the file the person downloads: the name, its type and its text.
// Loaded with the export only (it brings Papa Parse), never with the board page.
import { mentionsAsNames } from '../../../domain/mentions';
import { buildBoardArchive, type BoardContents } from './buildBoardArchive';
import { cardsCsv } from './cardsCsv';
import { EXPORT_MIME, exportFileName, type ExportFormat } from './fileNames';

export interface ExportFile {
  name: string;
  mime: string;
  text: string;
}

/**
 * A spreadsheet is read, not imported: its descriptions name each mention as the board shows it
 * ("@Ben Teammate", a member's current name), where the JSON keeps the uid beside the name.
 */
function withMentionsAsNames(contents: BoardContents): BoardContents {
  const names = new Map(contents.board.members.map((member) => [member.uid, member.name]));
  const nameOf = (uid: string) => names.get(uid) || undefined;
  return {
    ...contents,
    cards: contents.cards.map((card) => ({
      ...card,
      description: mentionsAsNames(card.description, nameOf),
    })),
  };
}

export function exportFile(contents: BoardContents, format: ExportFormat, now: number): ExportFile {
  const text =
    format === 'json'
      ? // Indented: people open the file to read it, and it compresses to nearly the same size.
        `${JSON.stringify(buildBoardArchive({ ...contents, now }), null, 2)}\n`
      : cardsCsv(buildBoardArchive({ ...withMentionsAsNames(contents), now }));
  return {
    name: exportFileName(contents.board.title, format, new Date(now)),
    mime: EXPORT_MIME[format],
    text,
  };
}
