// The check of an earlier visit's writes (earlierWritesSaga.ts) runs only once a session
// starts, which loads the boards' sagas too: its code comes in their chunk, in the same
// request, instead of with the landing page (whose scripts have a budget: npm run test:bundle).
// The app's words load with it: a refused write is named by its message, worded when told.
import { call } from 'redux-saga/effects';
import { loadAppMessages } from '../../i18n';

type EarlierWritesSaga = typeof import('./earlierWritesSaga');
const loadEarlierWritesSaga = (): Promise<EarlierWritesSaga> =>
  Promise.all([
    import(/* webpackChunkName: "boards-sagas" */ './earlierWritesSaga'),
    loadAppMessages(),
  ]).then(([saga]) => saga);

export function* watchEarlierWrites(uid: string) {
  const saga: EarlierWritesSaga = yield call(loadEarlierWritesSaga);
  yield call(saga.watchEarlierWrites, uid);
}
