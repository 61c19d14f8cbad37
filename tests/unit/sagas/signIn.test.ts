import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../../src/app/rootReducer';
import { isUserRecordMissing, signInSaga } from '../../../src/features/auth/authSaga';
import * as authService from '../../../src/services/auth';
import { CodedError } from '../../../src/services/errors';
import { navigateTo } from '../../../src/services/navigation';
import { createUserRecord, userRecordExists } from '../../../src/services/users';
import { ada, signedOutState } from '../fixtures';

/** Records the order in which the saga reaches its side effects. */
function sideEffectLog() {
  const calls: string[] = [];
  const record = (name: string, value?: unknown) => () => {
    calls.push(name);
    return value;
  };
  return { calls, record };
}

const signingIn = {
  ...signedOutState,
  auth: { ...signedOutState.auth, pending: 'signingIn' as const },
};

describe('signing in', () => {
  it('creates the record { boards: [] } for a new user, then goes to the dashboard', async () => {
    const { calls, record } = sideEffectLog();
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([
        [matchers.call.fn(authService.signIn), { user: ada, isNewUser: true }],
        { call: (effect, next) => (effect.fn === createUserRecord ? record('write')() : next()) },
        { call: (effect, next) => (effect.fn === navigateTo ? record('navigate')() : next()) },
      ])
      .call(createUserRecord, ada.uid)
      .call(navigateTo, '/dashboard')
      .not.call.fn(userRecordExists)
      .run();

    expect(calls).toEqual(['write', 'navigate']);
    expect(storeState.auth).toEqual({
      status: 'signedIn',
      user: ada,
      pending: 'none',
      error: null,
    });
  });

  it('writes nothing for a returning user whose record exists', async () => {
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([
        [matchers.call.fn(authService.signIn), { user: ada, isNewUser: false }],
        [matchers.call.fn(userRecordExists), true],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .not.call.fn(createUserRecord)
      .call(navigateTo, '/dashboard')
      .run();

    expect(storeState.auth.status).toBe('signedIn');
    expect(storeState.auth.user).toEqual(ada);
  });

  it('writes the record on the next sign-in when an earlier first-login write failed', async () => {
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([
        [matchers.call.fn(authService.signIn), { user: ada, isNewUser: false }],
        [matchers.call.fn(userRecordExists), false],
        [matchers.call.fn(createUserRecord), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(createUserRecord, ada.uid)
      .call(navigateTo, '/dashboard')
      .run();

    expect(storeState.auth.status).toBe('signedIn');
  });

  it('never writes over a record it could not check (offline)', async () => {
    const offline = new CodedError('unavailable', 'offline');
    const { returnValue } = await expectSaga(isUserRecordMissing, ada.uid)
      .provide([[matchers.call.fn(userRecordExists), throwError(offline)]])
      .run();
    expect(returnValue).toBe(false);

    await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([
        [matchers.call.fn(authService.signIn), { user: ada, isNewUser: false }],
        [matchers.call.fn(userRecordExists), throwError(offline)],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .not.call.fn(createUserRecord)
      .call(navigateTo, '/dashboard')
      .run();
  });

  it('tells the person when they close the popup, stays signed out and allows a retry', async () => {
    const closed = new CodedError('auth/popup-closed-by-user', 'closed');
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([[matchers.call.fn(authService.signIn), throwError(closed)]])
      .not.call.fn(createUserRecord)
      .not.call.fn(navigateTo)
      .run();

    expect(storeState.auth.status).toBe('signedOut');
    expect(storeState.auth.pending).toBe('none'); // the button is usable again
    expect(storeState.auth.error).toEqual({
      code: 'auth/popup-closed-by-user',
      text: expect.stringContaining('sign-in window was closed'),
    });
  });

  it('explains a blocked popup and a network failure in plain words', async () => {
    const cases: [code: string, words: string][] = [
      ['auth/popup-blocked', 'Allow pop-ups'],
      ['auth/network-request-failed', 'internet connection'],
    ];
    for (const [code, words] of cases) {
      const { storeState } = await expectSaga(signInSaga)
        .withReducer(rootReducer, signingIn)
        .provide([[matchers.call.fn(authService.signIn), throwError(new CodedError(code, code))]])
        .run();
      expect(storeState.auth.error?.text).toContain(words);
    }
  });

  it('undoes the sign-in when the first-login record cannot be written', async () => {
    const { calls, record } = sideEffectLog();
    const refused = new CodedError('permission-denied', 'Missing or insufficient permissions.');
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([
        [matchers.call.fn(authService.signIn), { user: ada, isNewUser: true }],
        [matchers.call.fn(createUserRecord), throwError(refused)],
        {
          call: (effect, next) =>
            effect.fn === authService.signOut ? record('signOut')() : next(),
        },
      ])
      .not.call.fn(navigateTo)
      .run();

    expect(calls).toEqual(['signOut']);
    expect(storeState.auth).toEqual({
      status: 'signedOut',
      user: null,
      pending: 'none',
      error: {
        code: 'permission-denied',
        text: expect.stringContaining('could not set up your account'),
      },
    });
  });

  it('still reports the failed record write when signing out afterwards fails too', async () => {
    const { storeState } = await expectSaga(signInSaga)
      .withReducer(rootReducer, signingIn)
      .provide([
        [matchers.call.fn(authService.signIn), { user: ada, isNewUser: true }],
        [matchers.call.fn(createUserRecord), throwError(new CodedError('unavailable', 'offline'))],
        [
          matchers.call.fn(authService.signOut),
          throwError(new CodedError('auth/network-request-failed', 'x')),
        ],
      ])
      .not.call.fn(navigateTo)
      .run();

    expect(storeState.auth.status).toBe('signedOut');
    expect(storeState.auth.error?.code).toBe('unavailable');
  });
});
