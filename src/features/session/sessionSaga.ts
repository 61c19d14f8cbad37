// The signed-in lifecycle. Auth says who is signed in; this saga turns that into sessions:
// on sign-in it forks every per-user watcher (given by the app: the record, the boards, …),
// on sign-out or a change of user it cancels them and says the session ended, so that each
// slice forgets that person's data. No feature's watcher is named here, so no feature
// depends on another through the session.
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import {
  authStateChanged,
  authStateFailed,
  selectAuthUser,
  signInFailed,
  signInSucceeded,
  signOutSucceeded,
} from '../auth';
import type { AuthUser } from '../../services/types';
import { supervised } from '../../app/safeSagas';
import { sessionEnded, sessionStarted } from './sessionSlice';

/** A saga that follows one person's data for as long as their session lasts. */
export type PerUserWatcher = (uid: string) => Generator;

/** The auth events after which the signed-in person may have changed. */
const AUTH_EVENTS = [
  authStateChanged.type,
  authStateFailed.type,
  signInSucceeded.type,
  signInFailed.type,
  signOutSucceeded.type,
];

/**
 * Each watcher supervised: a crash in one (a channel loop that meets what it cannot handle) is
 * reported and that watcher started again once, while the others run on. Supervising beats
 * spawning here: a spawned watcher is detached, so sign-out would have to find and cancel each
 * one by hand, and a crashed one would stay dead; a supervised one stays attached to the
 * session's task and ends with it.
 */
function* runWatchers(uid: string, watchers: PerUserWatcher[]) {
  yield all(watchers.map((watcher) => call(supervised, watcher, uid)));
}

/**
 * One session at a time. A first sign-in is still writing the person's record while Firebase
 * already reports them signed in; the session waits for that sign-in to finish (auth's slice
 * keeps its user unchanged until then), because a listener started before the record exists can be left
 * showing it as missing (seen on a freshly started emulator).
 */
export function* sessionSaga(watchers: PerUserWatcher[]) {
  let session: { uid: string; task: Task } | null = null;
  while (true) {
    yield take(AUTH_EVENTS);
    const user: AuthUser | null = yield select(selectAuthUser);
    const uid = user?.uid ?? null;
    if (session && session.uid !== uid) {
      yield cancel(session.task);
      session = null;
      yield put(sessionEnded());
    }
    if (uid && !session) {
      yield put(sessionStarted({ uid }));
      session = { uid, task: yield fork(runWatchers, uid, watchers) };
    }
  }
}
