import type { EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { describeLoadError } from '../../messages/errors';
import { createUserRecordChannel, type UserRecordEvent } from './userRecordChannel';
import {
  userRecordChanged,
  userRecordFailed,
  userRecordRetryRequested,
  userRecordWatchStarted,
} from './userSlice';

/**
 * Follows users/{uid} for as long as this user is signed in. Forked by the session saga and
 * cancelled by it on sign-out or a change of user. A failed subscription is dead in Firestore,
 * so after an error it waits for the person to ask for a retry and subscribes again.
 */
export function* watchUserRecord(uid: string) {
  while (true) {
    yield put(userRecordWatchStarted(uid));
    const channel: EventChannel<UserRecordEvent> = yield call(createUserRecordChannel, uid);
    try {
      while (true) {
        const event: UserRecordEvent = yield take(channel);
        if ('error' in event) {
          yield put(userRecordFailed(describeLoadError(event.error, 'account')));
          break;
        }
        yield put(userRecordChanged(event.snapshot));
      }
    } finally {
      channel.close();
    }
    yield take(userRecordRetryRequested.type);
  }
}
