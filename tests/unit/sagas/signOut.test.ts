import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../../src/app/rootReducer';
import { signOutSaga } from '../../../src/features/auth/authSaga';
import * as authService from '../../../src/services/auth';
import { CodedError } from '../../../src/services/errors';
import { navigateTo } from '../../../src/services/navigation';
import { ada, signedInState } from '../fixtures';

const signingOut = () => {
  const state = signedInState(ada);
  return { ...state, auth: { ...state.auth, pending: 'signingOut' as const } };
};

describe('signing out', () => {
  it('signs out, then goes to the landing page', async () => {
    const calls: string[] = [];
    const { storeState } = await expectSaga(signOutSaga)
      .withReducer(rootReducer, signingOut())
      .provide({
        call(effect, next) {
          if (effect.fn === authService.signOut) return void calls.push('signOut');
          if (effect.fn === navigateTo) return void calls.push(`navigate ${effect.args[0]}`);
          return next();
        },
      })
      .run();

    expect(calls).toEqual(['signOut', 'navigate /']);
    expect(storeState.auth).toEqual({
      status: 'signedOut',
      user: null,
      pending: 'none',
      error: null,
    });
  });

  it('keeps the person signed in and says so when signing out fails', async () => {
    const { storeState } = await expectSaga(signOutSaga)
      .withReducer(rootReducer, signingOut())
      .provide([
        [
          matchers.call.fn(authService.signOut),
          throwError(new CodedError('auth/network-request-failed', 'x')),
        ],
      ])
      .not.call.fn(navigateTo)
      .run();

    expect(storeState.auth.status).toBe('signedIn');
    expect(storeState.auth.user).toEqual(ada);
    expect(storeState.auth.pending).toBe('none');
    expect(storeState.auth.error?.text).toContain('internet connection');
  });
});
