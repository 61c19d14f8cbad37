import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { selectBoardSummaries } from '../board';
import { initialSearchState, type SearchState } from './searchSlice';

/** Search's state; its initial state until the slice is injected (with the signed-in sagas). */
export const selectSearchState = (state: RootState): SearchState =>
  state.search ?? initialSearchState;

export const selectSearchQuery = (state: RootState) => selectSearchState(state).query;
export const selectSearchHits = (state: RootState) => selectSearchState(state).hits;

/** The answer is for what is typed now (not a keystroke behind). */
export const selectSearchAnswered = (state: RootState) =>
  selectSearchState(state).answered === selectSearchState(state).query;

/** How many of the boards being read are indexed yet, of how many. */
export const selectSearchProgress = createSelector(
  [
    (state: RootState) => selectSearchState(state).boardIds,
    (state: RootState) => selectSearchState(state).indexedBoardIds,
  ],
  (boardIds, indexedBoardIds) => ({ indexed: indexedBoardIds.length, total: boardIds.length }),
);

/**
 * The boards Search reads and shows cards of: those the dashboard lists, which the rules let
 * only their members read (owned, or shared with the person), and not being deleted.
 */
export const selectSearchableBoardIds = createSelector([selectBoardSummaries], (summaries) =>
  Object.values(summaries)
    .filter((summary) => !summary.deleting)
    .map((summary) => summary.id),
);

export const selectBoardTitles = createSelector([selectBoardSummaries], (summaries) =>
  Object.fromEntries(Object.values(summaries).map((summary) => [summary.id, summary.title])),
);

/** A dialog other than Search is open (the shortcut does not take its place). */
export const selectOtherDialogOpen = (state: RootState) =>
  state.modal.open !== null && state.modal.open !== 'search';
