import { all, call, spawn, take } from 'redux-saga/effects';
import { boardIdOfPath, paths } from '../config/routes';
import { appUpdateSaga } from '../features/appUpdate';
import { authSaga, signInRequested } from '../features/auth';
import { boardsSessionSaga, loadBoardPage, loadDashboardPage } from '../features/boards';
import { sessionSaga, type PerUserWatcher } from '../features/session';
import { watchPublicView } from '../features/publicView';
import { connectivitySaga, watchEarlierWrites, watchServerSilence } from '../features/sync';
import { themeSaga } from '../features/theme';
import { languageSaga } from '../features/language';
import { watchUserRecord } from '../features/user';
import { loadFirestore } from '../services/firestoreWarmUp';
import { currentPath } from '../services/navigation';
import { supervised } from './safeSagas';

/** What follows a signed-in person's data: started on sign-in, cancelled on sign-out. */
export const perUserWatchers: PerUserWatcher[] = [
  watchUserRecord,
  boardsSessionSaga,
  watchEarlierWrites,
];

/**
 * The dashboard's code (and the boards' sagas) start loading as soon as the person asks to
 * sign in, while the popup is open, so the dashboard shows without a wait after it closes.
 */
export function* prefetchDashboard() {
  yield take(signInRequested.type);
  try {
    yield call(loadDashboardPage);
  } catch {
    // Offline without a cached copy: the route loads it again when it is needed.
  }
}

/**
 * A signed-in page opened directly (a bookmark, a reload) starts loading its code and
 * Firestore's at once, while Auth restores the session, instead of one after the other.
 * Firestore itself starts with the session (a query sent before Auth has restored the
 * person would go out signed out, be refused, and be sent again).
 */
export function* prefetchOpenedPage() {
  const path: string = yield call(currentPath);
  const load =
    boardIdOfPath(path) !== null
      ? loadBoardPage
      : path === paths.dashboard
        ? loadDashboardPage
        : null;
  if (!load) return;
  try {
    yield all([call(load), call(loadFirestore)]);
  } catch {
    // Offline without a cached copy: the route loads it again when it is needed.
  }
}

/**
 * One spawned saga per feature, so a crash in one does not take the others down, each
 * supervised so that the crash is reported and the feature started again once.
 */
export function* rootSaga() {
  yield spawn(supervised, authSaga);
  yield spawn(supervised, prefetchDashboard);
  yield spawn(supervised, prefetchOpenedPage);
  yield spawn(supervised, sessionSaga, perUserWatchers);
  yield spawn(supervised, connectivitySaga);
  yield spawn(supervised, watchServerSilence);
  yield spawn(supervised, appUpdateSaga);
  yield spawn(supervised, themeSaga);
  yield spawn(supervised, languageSaga);
  yield spawn(supervised, watchPublicView);
}
