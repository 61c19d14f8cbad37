// The check of an earlier visit's writes (earlierWritesSaga.ts) runs only once a session
// starts, which loads the boards' sagas too: its code comes in their chunk, in the same
// request, instead of with the landing page (whose scripts have a budget: npm run test:bundle).
import { call } from 'redux-saga/effects';

type EarlierWritesSaga = typeof import('./earlierWritesSaga');
const loadEarlierWritesSaga = (): Promise<EarlierWritesSaga> =>
  import(/* webpackChunkName: "boards-sagas" */ './earlierWritesSaga');

export function* watchEarlierWrites(uid: string) {
  const saga: EarlierWritesSaga = yield call(loadEarlierWritesSaga);
  yield call(saga.watchEarlierWrites, uid);
}
