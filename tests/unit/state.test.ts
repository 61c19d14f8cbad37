import type { RootState } from '../../src/app/rootReducer';
import { rootReducer } from '../../src/app/rootReducer';
import { makeStore } from '../../src/app/store';
import { parseCacheSizeBytes } from '../../src/config/env';
import { describeAuthError, describeLoadError } from '../../src/messages/errors';
import {
  authStateChanged,
  signInFailed,
  signInRequested,
  signInSucceeded,
  signOutRequested,
  signOutSucceeded,
} from '../../src/features/auth/authSlice';
import { modalClosed, modalOpened } from '../../src/features/modal/modalSlice';
import { selectUserDisplayName } from '../../src/features/auth/selectors';
import { sessionEnded, sessionStarted } from '../../src/features/session/sessionSlice';
import { selectSignedInUser } from '../../src/features/user/selectors';
import { initialUserState } from '../../src/features/user/userSlice';
import { initialBoardsState } from '../../src/features/board/boardsSlice';
import { initialBoardState } from '../../src/features/board/openBoardSlice';
import { initialModalState } from '../../src/features/modal/modalSlice';
import { noticeShown } from '../../src/features/notices/noticesSlice';
import { userRecordChanged, userRecordWatchStarted } from '../../src/features/user/userSlice';
import { ada, grace, signedInState, signedOutState } from './fixtures';

describe('the signed-in user view', () => {
  it('is the auth user merged with the stored record', () => {
    expect(selectSignedInUser(signedInState(ada, ['b1']))).toEqual({
      ...ada,
      boards: ['b1'],
      starred: [],
    });
  });

  it('is empty when signed out, and never shows another user’s record', () => {
    expect(selectSignedInUser(signedOutState)).toBeNull();
    const mixed: RootState = {
      ...signedInState(grace),
      user: signedInState(ada, ['ada-only']).user,
    };
    expect(selectSignedInUser(mixed)).toEqual({ ...grace, boards: [], starred: [] });
  });

  it('greets by display name, else email', () => {
    expect(selectUserDisplayName(signedInState(ada))).toBe('Ada Lovelace');
    expect(selectUserDisplayName(signedInState({ ...ada, displayName: null }))).toBe(ada.email);
  });
});

describe('auth state', () => {
  it('waits for the sign-in saga before showing a signing-in user as signed in', () => {
    let state = rootReducer(signedOutState, signInRequested());
    state = rootReducer(state, authStateChanged(ada));
    expect(state.auth).toMatchObject({ status: 'signedOut', pending: 'signingIn' });
    state = rootReducer(state, signInSucceeded(ada));
    expect(state.auth).toMatchObject({ status: 'signedIn', user: ada, pending: 'none' });
  });

  it('a new sign-in attempt clears the last error', () => {
    const failed = rootReducer(signedOutState, signInFailed({ code: 'x', text: 'Failed' }));
    expect(rootReducer(failed, signInRequested()).auth.error).toBeNull();
  });

  it('forgets the record of a user who signed out', () => {
    let state = rootReducer(signedOutState, userRecordWatchStarted(ada.uid));
    expect(state.user.status).toBe('loading');
    state = rootReducer(
      state,
      userRecordChanged({ record: { boards: ['b'], starred: [] }, fromCache: false }),
    );
    state = rootReducer(state, sessionEnded());
    expect(state.user.record).toBeNull();
  });
});

describe('the end of a session', () => {
  it('forgets everything of the person who signed out: record, boards, dialogs and notices', () => {
    let state = rootReducer(signedInState(ada, ['b1']), sessionStarted({ uid: ada.uid }));
    state = rootReducer(state, modalOpened('about'));
    state = rootReducer(state, noticeShown({ tone: 'error', text: 'We couldn’t save it.' }));
    state = rootReducer(state, sessionEnded());
    expect(state.session.uid).toBeNull();
    expect(state.user).toEqual(initialUserState);
    expect(state.boards).toEqual(initialBoardsState);
    expect(state.board).toEqual(initialBoardState);
    expect(state.modal).toEqual(initialModalState);
    expect(state.notices.items).toEqual([]);
  });
});

describe('Redux DevTools time travel', () => {
  it('every state of a whole session is plain data that survives a JSON round trip', () => {
    const store = makeStore(undefined, { runSagas: false });
    const states: unknown[] = [store.getState()];
    for (const action of [
      authStateChanged(null),
      modalOpened('about'),
      modalClosed(),
      signInRequested(),
      signInSucceeded(ada),
      sessionStarted({ uid: ada.uid }),
      userRecordWatchStarted(ada.uid),
      userRecordChanged({ record: { boards: [], starred: [] }, fromCache: true }),
      signOutRequested(),
      signOutSucceeded(),
      sessionEnded(),
    ]) {
      expect(JSON.parse(JSON.stringify(action))).toEqual(action);
      store.dispatch(action);
      states.push(store.getState());
    }
    for (const state of states) expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('messages', () => {
  it('a failed load names what failed: the board, the boards or the account', () => {
    const offline = { code: 'unavailable', message: 'x' };
    expect(describeLoadError(offline, 'board').text).toBe(
      'We could not load this board (you seem to be offline). Try again.',
    );
    expect(describeLoadError(offline, 'boards').text).toContain('your boards');
    expect(describeLoadError({ code: 'weird', message: 'x' }, 'account').text).toBe(
      'We could not load your account data. Try again.',
    );
  });

  it('a failed first-login write says the person was signed out and can retry', () => {
    const notice = describeAuthError({ code: 'permission-denied', message: 'x' }, 'record');
    expect(notice.text).toMatch(/could not set up your account.*sign in again/i);
  });

  it('an unknown failure still gets words a person understands', () => {
    expect(describeAuthError({ code: 'weird/thing', message: 'x' }, 'signIn').text).toBe(
      'Something went wrong while signing you in. Try again.',
    );
  });
});

describe('the Firestore cache size setting', () => {
  it('defaults to Firestore’s 40 MiB', () => {
    expect(parseCacheSizeBytes(undefined)).toBe(41943040);
    expect(parseCacheSizeBytes('')).toBe(41943040);
  });

  it('accepts 1 MiB and more', () => {
    expect(parseCacheSizeBytes('1048576')).toBe(1048576);
    expect(parseCacheSizeBytes('104857600')).toBe(104857600);
  });

  it('refuses less than 1 MiB, or not a number, in words', () => {
    expect(() => parseCacheSizeBytes('1048575')).toThrow(/at least 1048576 \(1 MiB\)/);
    expect(() => parseCacheSizeBytes('lots')).toThrow(/got "lots"/);
  });
});
