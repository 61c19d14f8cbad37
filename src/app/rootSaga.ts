import { spawn } from 'redux-saga/effects';
import { appUpdateSaga } from '../features/appUpdate';
import { authSaga } from '../features/auth';
import { boardsFeatureSaga, resumeBoardDeletions, watchBoardSummaries } from '../features/boards';
import { sessionSaga, type PerUserWatcher } from '../features/session';
import { connectivitySaga } from '../features/sync';
import { watchUserRecord } from '../features/user';

/** What follows a signed-in person's data: started on sign-in, cancelled on sign-out. */
export const perUserWatchers: PerUserWatcher[] = [
  watchUserRecord,
  watchBoardSummaries,
  resumeBoardDeletions,
];

/** One spawned saga per feature, so a crash in one does not take the others down. */
export function* rootSaga() {
  yield spawn(authSaga);
  yield spawn(sessionSaga, perUserWatchers);
  yield spawn(boardsFeatureSaga);
  yield spawn(connectivitySaga);
  yield spawn(appUpdateSaga);
}
