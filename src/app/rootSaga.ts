import { spawn } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';

/** One spawned saga per feature, so a crash in one does not take the others down. */
export function* rootSaga() {
  yield spawn(authSaga);
}
