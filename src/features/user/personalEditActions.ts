// The events of a personal edit (domain/personalEdit.ts), handled by each slice that shows
// what it changes: the person's record here (stars, the dashboard's order), the open board
// (watching, muting).
import { createAction } from '@reduxjs/toolkit';
import type { PersonalChange } from '../../domain/personalEdit';

/** Shown at once, before the server has it; `uid` is the person's own. */
export const personalEditApplied = createAction<{ uid: string; change: PersonalChange }>(
  'edits/personalEditApplied',
);

/** Refused by the server: taken back (to what the server last confirmed, where known). */
export const personalEditRolledBack = createAction<{ uid: string; change: PersonalChange }>(
  'edits/personalEditRolledBack',
);
