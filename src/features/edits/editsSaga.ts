// The pipeline's own watchers: Revert from the activity feed.
import { takeEverySafe } from '../../app/safeSagas';
import { activityRevertRequested } from '../activity';
import { revertSaga } from './revertSaga';

export function* editsSaga() {
  yield takeEverySafe(activityRevertRequested.type, revertSaga);
}
