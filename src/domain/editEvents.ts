// The edit pipeline's events (features/edits emits them), handled by every slice that shows what
// an edit changes (the open board, and the dashboard's summaries for a board's name and colour).
// Here, below every feature, so those slices handle them without importing the pipeline, which
// builds on them.
import { createAction } from '@reduxjs/toolkit';
import type { FieldChange } from './edit';

/**
 * An edit shown at once, before the server has it (features/edits/applyEdit.ts). With an `editId`, the
 * open board keeps showing it over snapshots until `editSettled` (see openBoardState's `unsaved`).
 */
export const editApplied = createAction<{
  boardId: string;
  changes: FieldChange[];
  editId?: string;
}>('edits/editApplied');

/** An edit the server refused, taken back (features/board/applyToBoard.ts says how). */
export const editRolledBack = createAction<{
  boardId: string;
  changes: FieldChange[];
  editId?: string;
}>('edits/editRolledBack');

/** The server has answered an edit (taken or refused): snapshots alone show it from now on. */
export const editSettled = createAction<{ boardId: string; editId: string }>('edits/editSettled');
