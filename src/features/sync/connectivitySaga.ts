import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { isOnline, subscribeToConnectivity } from '../../services/connectivity';
import { connectivityChanged } from './syncSlice';

export const createConnectivityChannel = () =>
  eventChannel<boolean>((emit) => subscribeToConnectivity(emit));

/** Follows the browser's online/offline state for the indicator. */
export function* connectivitySaga() {
  yield put(connectivityChanged((yield call(isOnline)) as boolean));
  const channel: EventChannel<boolean> = yield call(createConnectivityChannel);
  try {
    while (true) yield put(connectivityChanged((yield take(channel)) as boolean));
  } finally {
    channel.close();
  }
}
