// A board's contents as the file the person downloads: the name, its type and its text.
// Loaded with the export only (it brings Papa Parse), never with the board page.
import { buildBoardArchive, type BoardContents } from './buildBoardArchive';
import { cardsCsv } from './cardsCsv';
import { EXPORT_MIME, exportFileName, type ExportFormat } from './fileNames';

export interface ExportFile {
  name: string;
  mime: string;
  text: string;
}

export function exportFile(contents: BoardContents, format: ExportFormat, now: number): ExportFile {
  const archive = buildBoardArchive({ ...contents, now });
  return {
    name: exportFileName(contents.board.title, format, new Date(now)),
    mime: EXPORT_MIME[format],
    // Indented: people open the file to read it, and it compresses to nearly the same size.
    text: format === 'json' ? `${JSON.stringify(archive, null, 2)}\n` : cardsCsv(archive),
  };
}
