// Every saga of the activity feature, started with the open board's sagas (the boards feature).
import { all, call, getContext } from 'redux-saga/effects';
import type { rootReducer as RootReducer } from '../../../app/rootReducer';
import { activitySlice } from '../activitySlice';
import { watchBoardVisits, type ActivitySagaDeps } from './boardVisits';
import { watchActivityFeed, watchCardActivity } from './followActivity';

export type { ActivitySagaDeps } from './boardVisits';

/**
 * The activity feature. Its slice loads with it: injected here into the root reducer (given
 * by the store through the saga context), so the first screen never carries it.
 */
export function* activitySaga(deps: ActivitySagaDeps) {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(activitySlice);
  yield all([call(watchBoardVisits, deps), call(watchActivityFeed), call(watchCardActivity)]);
}
