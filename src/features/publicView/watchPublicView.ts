// On the first screen: waits for the read-only link's page and loads its saga with it.
import { call, race, take } from 'redux-saga/effects';
import { publicViewClosed, publicViewOpened } from './events';

const loadSaga = () => import(/* webpackChunkName: "public-view" */ './publicViewSaga');

export function* watchPublicView() {
  while (true) {
    const opened: ReturnType<typeof publicViewOpened> = yield take(publicViewOpened.type);
    const saga: Awaited<ReturnType<typeof loadSaga>> = yield call(loadSaga);
    yield race({
      follow: call(saga.followPublicView, opened.payload.linkId),
      closed: take(publicViewClosed.type),
    });
  }
}
