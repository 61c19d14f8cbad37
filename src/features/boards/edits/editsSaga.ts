// The pipeline's own watchers: Revert from the activity feed.
import { takeEvery } from 'redux-saga/effects';
import { activityRevertRequested } from './editActions';
import { revertSaga } from './revertSaga';

export function* editsSaga() {
  yield takeEvery(activityRevertRequested.type, revertSaga);
}
