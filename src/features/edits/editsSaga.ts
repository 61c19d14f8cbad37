// The pipeline's own watchers: Revert from the activity feed; deleted cards' comments purged
// once their delete can't be undone.
import { fork } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import { activityRevertRequested } from '../activity';
import { deletedCardCommentsSaga } from './history/deletedCardComments';
import { revertSaga } from './revertSaga';

export function* editsSaga() {
  yield takeEverySafe(activityRevertRequested.type, revertSaga);
  yield fork(deletedCardCommentsSaga);
}
