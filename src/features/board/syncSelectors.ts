// What the headers' saving badge says: it combines this tab's writes (sync) with what the
// open board's and the user record's snapshots say is not yet on the server.
import type { RootState } from '../../app/rootReducer';
import {
  selectBrowserOnline,
  selectEarlierWritesSaved,
  selectServerSilent,
  selectWritesInFlight,
} from '../sync';
import { selectPendingDocCount } from './openBoardSelectors';

/**
 * Changes made here that the server has not confirmed: the writes this tab is waiting on, and,
 * until the writes of an earlier visit (made offline before a reload) are known to be saved,
 * the open board's documents that its snapshots still call pending. Once they are, pending
 * flags no longer count: a document the server has acknowledged can stay flagged until its
 * listener catches up with the server, which would keep "Saving…" up long after the save.
 */
export const selectWaitingChanges = (state: RootState) =>
  selectEarlierWritesSaved(state)
    ? selectWritesInFlight(state)
    : Math.max(selectWritesInFlight(state), selectPendingDocCount(state));

/**
 * Offline: the browser says so, or the server has not answered for 10 s (Firestore's own rule).
 * A snapshot from the cache alone is not offline: every start and every new board begins with
 * one, and the server's answer follows (src/features/sync/serverSilence.ts).
 */
export const selectIsOffline = (state: RootState) =>
  !selectBrowserOnline(state) || selectServerSilent(state);
