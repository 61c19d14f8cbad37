// The edit pipeline's events, handled by every slice that shows what an edit changes (the open
// board, and the dashboard's summaries for a board's name and colour).
import { createAction } from '@reduxjs/toolkit';
import type { FieldChange } from '../../domain/edit';

/** An edit shown at once, before the server has it (edits/applyEdit.ts). */
export const editApplied = createAction<{ boardId: string; changes: FieldChange[] }>(
  'edits/editApplied',
);

/** An edit the server refused, taken back (edits/applyToBoard.ts says how). */
export const editRolledBack = createAction<{ boardId: string; changes: FieldChange[] }>(
  'edits/editRolledBack',
);
