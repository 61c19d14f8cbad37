// What the headers' saving badge says: it combines this tab's writes (sync) with what the
// open board's and the user record's snapshots say is not yet on the server.
import type { RootState } from '../../app/rootReducer';
import { selectBrowserOnline, selectWritesInFlight } from '../sync';
import { selectUserFromCache } from '../user';
import { selectPendingDocCount } from './openBoardSelectors';

/**
 * Changes made here that the server has not confirmed: writes this tab is waiting on, or
 * (after a reload, when those are forgotten) the open board's documents with local changes.
 */
export const selectWaitingChanges = (state: RootState) =>
  Math.max(selectWritesInFlight(state), selectPendingDocCount(state));

/** Offline: the browser says so, or the data on screen comes from the cache only. */
export const selectIsOffline = (state: RootState) =>
  !selectBrowserOnline(state) || selectUserFromCache(state) || state.board.fromCache;
