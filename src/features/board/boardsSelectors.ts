import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { BoardSummary } from '../../domain/types';
import { selectBoardOrder, selectStarredIds } from '../user';

export const selectBoardSummaries = (state: RootState) => state.boards.summaries;
export const selectBoardsStatus = (state: RootState) => state.boards.status;
export const selectBoardsError = (state: RootState) => state.boards.error;
export const selectDashboardFilter = (state: RootState) => state.boards.filter;

export interface DashboardTile extends BoardSummary {
  starred: boolean;
  /** False until the board's own document has arrived (title and colour unknown). */
  loaded: boolean;
}

/**
 * The dashboard's tiles: the person's boards in their order, starred ones first, without
 * boards being deleted, filtered by name.
 */
export const selectDashboardTiles = createSelector(
  [
    selectBoardOrder,
    selectStarredIds,
    selectBoardSummaries,
    selectBoardsStatus,
    selectDashboardFilter,
  ],
  (order, starredIds, summaries, status, filter): DashboardTile[] => {
    const starred = new Set(starredIds);
    const text = filter.trim().toLocaleLowerCase();
    const tiles = order.flatMap((id): DashboardTile[] => {
      const summary = summaries[id];
      if (summary?.deleting) return [];
      // Listed but without a board document once all have arrived: deleted on another device.
      if (!summary && status === 'ready') return [];
      const tile: DashboardTile = summary
        ? { ...summary, starred: starred.has(id), loaded: true }
        : {
            id,
            ownerId: '',
            title: '',
            color: 'grey',
            deleting: false,
            importedFrom: null,
            starred: starred.has(id),
            loaded: false,
          };
      if (text && !tile.title.toLocaleLowerCase().includes(text)) return [];
      return [tile];
    });
    return [...tiles.filter((tile) => tile.starred), ...tiles.filter((tile) => !tile.starred)];
  },
);

export const selectBoardCount = createSelector(
  [selectBoardOrder, selectBoardSummaries],
  (order, summaries) => order.filter((id) => !summaries[id]?.deleting).length,
);

export const selectCreatedHere = (state: RootState) => state.boards.createdHere;
