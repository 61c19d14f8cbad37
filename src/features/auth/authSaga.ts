import type { Action } from '@reduxjs/toolkit';
import type { Channel, EventChannel } from 'redux-saga';
import { actionChannel, all, call, cancelled, fork, put, take } from 'redux-saga/effects';
import { takeLeadingSafe } from '../../app/safeSagas';
import { paths } from '../../config/routes';
import * as authService from '../../services/auth';
import { toServiceError } from '../../services/errors';
import { keepSessionHint } from '../../services/sessionHint';
import { mayHaveStoredSession } from '../../services/storedSession';
import { markOnce } from '../../services/timeline';
import { navigateTo } from '../../services/navigation';
import type { SignInResult } from '../../services/types';
import { createUserRecord, userRecordExists } from '../../services/users';
import { describeAuthError } from '../../messages/errors';
import { createAuthChannel, type AuthEvent } from './authChannel';
import {
  authStateChanged,
  authStateFailed,
  signInApproached,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutFailed,
  signOutRequested,
  signOutSucceeded,
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
 * Follows Firebase's auth state: who is signed in (the session saga acts on it). On a device
 * that holds no session, "signed out" needs no Firebase code: Auth loads with the sign-in.
 */
export function* watchAuthState() {
  // A sign-in asked for while the device's storage is read (a quick click on the landing page)
  // is kept, not missed: missing it left the person signed in with their session unfollowed.
  const requests: Channel<Action> = yield actionChannel(signInRequested.type);
  const maybeSignedIn: boolean = yield call(mayHaveStoredSession);
  if (!maybeSignedIn) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a performance mark's name, not on screen
    yield call(markOnce, 'auth: known');
    yield put(authStateChanged(null));
    yield call(keepSessionHint, false);
    yield take(requests);
  }
  requests.close();
  const channel: EventChannel<AuthEvent> = yield call(createAuthChannel);
  try {
    while (true) {
      const event: AuthEvent = yield take(channel);
      if ('error' in event) yield put(authStateFailed(describeAuthError(event.error, 'session')));
      else {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a performance mark's name
        yield call(markOnce, 'auth: known');
        yield put(authStateChanged(event.user));
        yield call(keepSessionHint, event.user !== null);
      }
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

/** Loads Auth while the person reaches for the button; a failure shows when they press it. */
export function* prepareSignIn() {
  try {
    yield call(authService.prepareSignIn);
  } catch {
    // Offline without a cached copy, say: signInSaga meets the same error and reports it.
  }
}

export function* authSaga() {
  yield all([
    fork(watchAuthState),
    takeLeadingSafe(signInApproached.type, prepareSignIn),
    takeLeadingSafe(signInRequested.type, signInSaga),
    takeLeadingSafe(signOutRequested.type, signOutSaga),
  ]);
}
