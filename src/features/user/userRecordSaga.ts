import { call } from 'redux-saga/effects';
import { describeLoadError } from '../../messages/errors';
import type { UserRecordSnapshot } from '../../services/types';
import { followLive } from '../sync';
import { createUserRecordChannel } from './userRecordChannel';
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
  yield call(followLive<{ snapshot: UserRecordSnapshot }>, {
    subscribe: call(createUserRecordChannel, uid),
    started: userRecordWatchStarted(uid),
    received: (event) => userRecordChanged(event.snapshot),
    failed: (error) => userRecordFailed(describeLoadError(error, 'account')),
    retryRequested: userRecordRetryRequested.type,
  });
}
