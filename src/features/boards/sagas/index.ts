// Every saga of the boards feature: the person's boards, the open board, and its lists,
// cards and labels.
import { all, call, delay, fork } from 'redux-saga/effects';
import type { Unsubscribe } from '../../../services/types';
import { holdBoardQueries } from '../channels/heldBoardQueries';
import { boardsSaga } from './boardsSaga';
import { cardsSaga } from './cardsSaga';
import { labelsSaga } from './labelsSaga';
import { listsSaga } from './listsSaga';
import { watchOpenBoard } from './openBoardSaga';

export { resumeBoardDeletions, watchBoardSummaries } from './boardsSaga';

export function* boardsFeatureSaga() {
  yield all([
    fork(boardsSaga),
    fork(watchOpenBoard),
    fork(listsSaga),
    fork(cardsSaga),
    fork(labelsSaga),
  ]);
}

/** How long a board opened directly keeps its head start: its page is open well before. */
const HEAD_START_MS = 15000;

/** A board page opened directly: its first queries start now (channels/heldBoardQueries.ts). */
export function* headStartForBoard(boardId: string) {
  const stop: Unsubscribe = yield call(holdBoardQueries, boardId);
  try {
    yield delay(HEAD_START_MS);
  } finally {
    stop();
  }
}
