// Whether the server has gone quiet: what is on screen (the user record, the open board) has
// come from this device's cache only for SERVER_SILENCE_MS while the browser says it is online.
// Firestore's own rule (the spec): it goes offline when the backend has not answered for 10 s.
// A first snapshot from the cache is normal on every start and every new board (the server's
// answer follows within a moment), so it alone never says "Offline".
import { delay, put, race, select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import { serverSilenceChanged } from './syncSlice';

/** How long the data on screen may come from the cache only, online, before "Offline". */
export const SERVER_SILENCE_MS = 10_000;

/** The data on screen comes from the cache only (not yet, or no longer, the server's). */
export const selectShownFromCache = (state: RootState) =>
  state.user.fromCache || state.board.fromCache;

/** Returns once `wanted` is what selectShownFromCache says. */
function* untilShownFromCache(wanted: boolean) {
  while (((yield select(selectShownFromCache)) as boolean) !== wanted) yield take('*');
}

/** Follows the data on screen and says when the server has been silent for too long. */
export function* watchServerSilence() {
  while (true) {
    yield* untilShownFromCache(true);
    const { silent } = yield race({
      silent: delay(SERVER_SILENCE_MS),
      answered: untilShownFromCache(false),
    });
    if (!silent) continue;
    yield put(serverSilenceChanged(true));
    yield* untilShownFromCache(false);
    yield put(serverSilenceChanged(false));
  }
}
