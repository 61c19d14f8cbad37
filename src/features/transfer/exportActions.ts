// The export's one event: a person asked for the open board as a file.
import { createAction } from '@reduxjs/toolkit';
import type { ExportFormat } from './export/fileNames';

export const exportRequested = createAction<{ boardId: string; format: ExportFormat }>(
  'transfer/exportRequested',
);
