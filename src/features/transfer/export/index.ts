// The export's pure half (no React, no Firebase): the board as our JSON archive or as CSV.
export { buildBoardArchive, type BoardContents } from './buildBoardArchive';
export { cardsCsv, CSV_COLUMNS } from './cardsCsv';
export { exportFile, type ExportFile } from './exportFile';
export { EXPORT_MIME, exportFileName, slugOf, type ExportFormat } from './fileNames';
