// Follows the open board live: opened when the board page mounts, cancelled when it unmounts
// or another board opens. A refused read (not this person's board) shows as "not found".
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { describeAuthError } from '../auth/authErrors';
import { createBoardChannel, type BoardEvent } from './boardChannels';
import {
  boardClosed,
  boardLoadFailed,
  boardNotFound,
  boardOpened,
  boardRetryRequested,
  boardSnapshotReceived,
  cardsSnapshotReceived,
  listsSnapshotReceived,
} from './boardSlice';
import { boardEditorsSaga } from './boardEditorsSaga';

/** Follows one board until cancelled; after an error, waits for a retry. */
export function* followBoard(boardId: string) {
  while (true) {
    const channel: EventChannel<BoardEvent> = yield call(createBoardChannel, boardId);
    try {
      while (true) {
        const event: BoardEvent = yield take(channel);
        if (event.source === 'board') yield put(boardSnapshotReceived(event.snapshot));
        else if (event.source === 'lists') yield put(listsSnapshotReceived(event.snapshot));
        else if (event.source === 'cards') yield put(cardsSnapshotReceived(event.snapshot));
        else if (event.error.code === 'permission-denied') {
          // Someone else's board (or one deleted meanwhile): the rules refuse it.
          yield put(boardNotFound());
          return;
        } else {
          yield put(boardLoadFailed(describeAuthError(event.error, 'load')));
          break;
        }
      }
    } finally {
      channel.close();
    }
    yield take(boardRetryRequested.type);
  }
}

/** One board followed at a time: the one the board page has open. */
export function* watchOpenBoard() {
  let follower: Task | null = null;
  while (true) {
    const action: PayloadAction<string> | PayloadAction<undefined> = yield take([
      boardOpened.type,
      boardClosed.type,
    ]);
    if (follower) yield cancel(follower);
    follower = null;
    if (action.type === boardOpened.type && action.payload) {
      follower = yield fork(followBoard, action.payload);
    }
  }
}

export function* boardSaga() {
  yield fork(watchOpenBoard);
  yield fork(boardEditorsSaga);
}
