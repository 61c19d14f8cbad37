import { spawn } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { boardSaga } from '../features/boards/sagas/openBoardSaga';
import { boardsSaga } from '../features/boards/sagas/boardsSaga';
import { connectivitySaga } from '../features/sync/connectivitySaga';

/** One spawned saga per feature, so a crash in one does not take the others down. */
export function* rootSaga() {
  yield spawn(authSaga);
  yield spawn(boardsSaga);
  yield spawn(boardSaga);
  yield spawn(connectivitySaga);
}
