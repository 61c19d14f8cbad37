import type { RootState } from '../../app/rootReducer';
import { selectPendingDocCount } from './openBoardSelectors';

export const selectOnline = (state: RootState) => state.sync.online;

/**
 * Changes made here that the server has not confirmed: writes this tab is waiting on, or
 * (after a reload, when those are forgotten) the open board's documents with local changes.
 */
export const selectWaitingChanges = (state: RootState) =>
  Math.max(state.sync.inFlight, selectPendingDocCount(state));

/** Offline: the browser says so, or the data on screen comes from the cache only. */
export const selectIsOffline = (state: RootState) =>
  !state.sync.online || state.user.fromCache || state.board.fromCache;
