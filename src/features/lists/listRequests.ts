// The list requests from the screen: no state of their own; listsSaga validates, applies and
// writes. Their types keep the board/ prefix they always had.
import { createAction } from '@reduxjs/toolkit';

export const listAddRequested = createAction<{ title: string }>('board/listAddRequested');
export const listRenameRequested = createAction<{ listId: string; title: string }>(
  'board/listRenameRequested',
);
/** `toIndex` among the board's open lists. */
export const listMoveRequested = createAction<{ listId: string; toIndex: number }>(
  'board/listMoveRequested',
);
export const listArchiveRequested = createAction<{ listId: string; archived: boolean }>(
  'board/listArchiveRequested',
);
/** A list's work-in-progress limit set (limit null: none), and whether it refuses over it. */
export const listWipLimitRequested = createAction<{
  listId: string;
  limit: number | null;
  strict: boolean;
}>('board/listWipLimitRequested');
/** A copy of the list and its cards, `toIndex` among the chosen board's open lists. */
export const listCopyRequested = createAction<{
  listId: string;
  toBoardId: string;
  toIndex: number;
  title: string;
}>('board/listCopyRequested');
/** The list and its cards to another board (or, this board chosen, to another place here). */
export const listMoveToBoardRequested = createAction<{
  listId: string;
  toBoardId: string;
  toIndex: number;
}>('board/listMoveToBoardRequested');
export const listDeleteRequested = createAction<{ listId: string }>('board/listDeleteRequested');
