import { channel } from 'redux-saga';
import { delay, fork, put } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '../../../src/app/rootReducer';
import { createAuthChannel, type AuthEvent } from '../../../src/features/auth/authChannel';
import { authSaga, watchAuthState } from '../../../src/features/auth/authSaga';
import {
  authStateChanged,
  signInApproached,
  signInRequested,
} from '../../../src/features/auth/authSlice';
import * as authService from '../../../src/services/auth';
import { SESSION_HINT_KEY } from '../../../src/services/sessionHint';
import * as storedSession from '../../../src/services/storedSession';
import { mayHaveStoredSession } from '../../../src/services/storedSession';
import { ada } from '../fixtures';

/** Firebase Auth's code loads only when it has something to say that the device cannot. */
describe('auth state on a device with or without a stored session', () => {
  it('says signed out without loading Auth when the device holds no session', async () => {
    const { storeState } = await expectSaga(watchAuthState)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(mayHaveStoredSession), false],
        [matchers.call.fn(createAuthChannel), channel<AuthEvent>()],
      ])
      .not.call.fn(createAuthChannel)
      .silentRun(50);
    expect(storeState.auth.status).toBe('signedOut');
  });

  it('follows Auth once the person asks to sign in', async () => {
    const auth = channel<AuthEvent>();
    const { storeState } = await expectSaga(watchAuthState)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(mayHaveStoredSession), false],
        [matchers.call.fn(createAuthChannel), auth],
      ])
      .dispatch(signInRequested())
      .call(createAuthChannel)
      .silentRun(50);
    expect(storeState.auth.pending).toBe('signingIn');
  });

  it('follows Auth when the person asked to sign in while the device was still being checked', async () => {
    // A real wait (a provider's value would be handed over at once): the click comes first.
    const check = jest
      .spyOn(storedSession, 'mayHaveStoredSession')
      .mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(false), 20)));
    const auth = channel<AuthEvent>();
    setTimeout(() => auth.put({ user: ada }), 40);
    localStorage.removeItem(SESSION_HINT_KEY);
    // The click, as the page makes it: dispatched once, not held until a saga takes it.
    function* clickWhileChecking() {
      yield fork(watchAuthState);
      yield delay(5);
      yield put(signInRequested());
    }
    const { storeState } = await expectSaga(clickWhileChecking)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(createAuthChannel), auth]])
      .call(createAuthChannel)
      .put(authStateChanged(ada))
      .silentRun(80);
    check.mockRestore();
    // The sign-in saga has the last word on the screen; the hint for the next visit is kept.
    expect(storeState.auth.pending).toBe('signingIn');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('signedIn');
  });

  it('asks Auth at once when the device may hold a session', async () => {
    const auth = channel<AuthEvent>();
    setTimeout(() => auth.put({ user: ada }), 10);
    const { storeState } = await expectSaga(watchAuthState)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(mayHaveStoredSession), true],
        [matchers.call.fn(createAuthChannel), auth],
      ])
      .call(createAuthChannel)
      .silentRun(50);
    expect(storeState.auth).toMatchObject({ status: 'signedIn', user: ada });
  });

  it('starts loading Auth when the person reaches for the button', async () => {
    await expectSaga(authSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(mayHaveStoredSession), false],
        [matchers.call.fn(authService.prepareSignIn), undefined],
      ])
      .dispatch(signInApproached())
      .call(authService.prepareSignIn)
      .not.call.fn(createAuthChannel)
      .silentRun(50);
  });

  it('keeps the hint that index.html reads before the first paint: signed in, then out', async () => {
    localStorage.removeItem(SESSION_HINT_KEY);
    const auth = channel<AuthEvent>();
    setTimeout(() => auth.put({ user: ada }), 10);
    let hintWhileSignedIn: string | null = null;
    setTimeout(() => (hintWhileSignedIn = localStorage.getItem(SESSION_HINT_KEY)), 30);
    setTimeout(() => auth.put({ user: null }), 40);
    const { storeState } = await expectSaga(watchAuthState)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(mayHaveStoredSession), true],
        [matchers.call.fn(createAuthChannel), auth],
      ])
      .silentRun(80);
    expect(storeState.auth.status).toBe('signedOut');
    expect(hintWhileSignedIn).toBe('signedIn');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
