import type { EventChannel, Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  cancelled,
  fork,
  put,
  select,
  take,
  takeLeading,
} from 'redux-saga/effects';
import { paths } from '../../config/routes';
import * as authService from '../../services/auth';
import { toServiceError } from '../../services/errors';
import { navigateTo } from '../../services/navigation';
import type { SignInResult } from '../../services/types';
import { createUserRecord, userRecordExists } from '../../services/userRecord';
import { resumeBoardDeletions, watchBoardSummaries } from '../boards/sagas/boardsSaga';
import { boardSummariesWatchStopped } from '../boards/boardsSlice';
import { watchUserRecord } from '../user/userRecordSaga';
import { userRecordWatchStopped } from '../user/userSlice';
import { describeAuthError } from '../../messages/errors';
import { createAuthChannel, type AuthEvent } from './authChannels';
import { selectAuthPending } from './selectors';
import {
  authStateChanged,
  authStateFailed,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutFailed,
  signOutRequested,
  signOutSucceeded,
  type AuthPending,
} from './authSlice';

/**
 * Whether users/{uid} is missing on the server. A failed check counts as "not missing":
 * writing `{ boards: [] }` over a record that does exist would wipe the person's boards.
 */
export function* isUserRecordMissing(uid: string) {
  try {
    const exists: boolean = yield call(userRecordExists, uid);
    return !exists;
  } catch {
    return false;
  }
}

/**
 * Sign in through the popup; on first login (or when an earlier first-login write failed)
 * create the user record, and only then go to the dashboard.
 */
export function* signInSaga() {
  let result: SignInResult;
  try {
    result = yield call(authService.signIn);
  } catch (error) {
    yield put(signInFailed(describeAuthError(toServiceError(error), 'signIn')));
    return;
  }
  const { user, isNewUser } = result;
  try {
    const needsRecord: boolean = isNewUser || (yield call(isUserRecordMissing, user.uid));
    if (needsRecord) yield call(createUserRecord, user.uid);
  } catch (error) {
    // No half-signed-in state: without a record, undo the sign-in; the next one writes it again.
    try {
      yield call(authService.signOut);
    } catch {
      // Already reported below; the auth channel reports whatever state Firebase ends up in.
    }
    yield put(signInFailed(describeAuthError(toServiceError(error), 'record')));
    return;
  }
  yield put(signInSucceeded(user));
  yield call(navigateTo, paths.dashboard);
}

export function* signOutSaga() {
  try {
    yield call(authService.signOut);
  } catch (error) {
    yield put(signOutFailed(describeAuthError(toServiceError(error), 'signOut')));
    return;
  }
  yield put(signOutSucceeded());
  yield call(navigateTo, paths.home);
}

/**
 * Follows users/{uid} and the person's boards once they are fully signed in, and finishes
 * board deletes an earlier session left undone. During a first sign-in the record is
 * still being written; listening only after that write avoids a listener that starts before the
 * document exists and can be left showing it as missing (seen on a freshly started emulator).
 */
export function* followUserRecord(uid: string) {
  const pending: AuthPending = yield select(selectAuthPending);
  if (pending === 'signingIn') {
    const outcome: { type: string } = yield take([signInSucceeded.type, signInFailed.type]);
    if (outcome.type === signInFailed.type) return; // Signed out again; nothing to follow.
  }
  yield all([
    call(watchUserRecord, uid),
    call(watchBoardSummaries, uid),
    call(resumeBoardDeletions, uid),
  ]);
}

/**
 * Follows the auth state. Each signed-in user gets a forked watcher on their users/{uid}
 * record, cancelled when they sign out or another user signs in.
 */
export function* watchAuthState() {
  const channel: EventChannel<AuthEvent> = yield call(createAuthChannel);
  let recordWatcher: Task | null = null;
  let watchedUid: string | null = null;
  try {
    while (true) {
      const event: AuthEvent = yield take(channel);
      if ('error' in event) {
        yield put(authStateFailed(describeAuthError(event.error, 'session')));
        continue;
      }
      const uid = event.user?.uid ?? null;
      if (recordWatcher && uid !== watchedUid) {
        yield cancel(recordWatcher);
        recordWatcher = null;
        yield put(userRecordWatchStopped());
        yield put(boardSummariesWatchStopped());
      }
      yield put(authStateChanged(event.user));
      if (uid && !recordWatcher) {
        recordWatcher = yield fork(followUserRecord, uid);
        watchedUid = uid;
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

export function* authSaga() {
  yield all([
    fork(watchAuthState),
    takeLeading(signInRequested.type, signInSaga),
    takeLeading(signOutRequested.type, signOutSaga),
  ]);
}
