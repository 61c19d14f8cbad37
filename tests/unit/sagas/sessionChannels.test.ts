import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import { all, fork } from 'redux-saga/effects';
import { perUserWatchers } from '../../../src/app/rootSaga';
import { createAuthChannel, type AuthEvent } from '../../../src/features/auth/authChannel';
import { watchAuthState } from '../../../src/features/auth/authSaga';
import { sessionSaga } from '../../../src/features/session/sessionSaga';
import {
  createUserRecordChannel,
  type UserRecordEvent,
} from '../../../src/features/user/userRecordChannel';
import {
  createBoardSummariesChannel,
  type BoardSummariesEvent,
} from '../../../src/features/board/boardSummariesChannel';
import {
  createMyInvitationsChannel,
  type InvitationsEvent,
} from '../../../src/features/sharing/invitationsChannels';
import * as boardsService from '../../../src/services/boards';
import { waitForQueuedWrites } from '../../../src/services/pendingWrites';
import {
  initialAuthState,
  signInFailed,
  signInRequested,
  signInSucceeded,
} from '../../../src/features/auth/authSlice';
import { selectSignedInUser } from '../../../src/features/user/selectors';
import { initialUserState, userRecordRetryRequested } from '../../../src/features/user/userSlice';
import { ada, grace } from '../fixtures';

/**
 * Test channels stand in for the live Firebase subscriptions: the test emits auth and
 * users/{uid} events and watches which record channels get opened and closed.
 */
/** The session reacts to auth's actions, which expectSaga delivers asynchronously. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function liveSubscriptions() {
  const auth = channel<AuthEvent>();
  const records: { uid: string; channel: Channel<UserRecordEvent>; close: jest.SpyInstance }[] = [];
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === createAuthChannel) return auth;
      if (effect.fn === createUserRecordChannel) {
        const recordChannel = channel<UserRecordEvent>();
        const close = jest.spyOn(recordChannel, 'close');
        records.push({ uid: effect.args[0] as string, channel: recordChannel, close });
        return recordChannel;
      }
      // The person's board summaries are followed beside the record (see boardsSaga tests).
      if (effect.fn === createBoardSummariesChannel) return channel<BoardSummariesEvent>();
      // And the invitations to them, for the dashboard (see sharing tests).
      if (effect.fn === createMyInvitationsChannel) return channel<InvitationsEvent>();
      if (effect.fn === boardsService.unfinishedDeletions) return [];
      // Firestore's queue of writes from an earlier visit: none, here.
      if (effect.fn === waitForQueuedWrites) return undefined;
      return next();
    },
  };
  return { auth, records, provider };
}

/** Auth's channel and the session saga with the app's per-user watchers, as the root saga runs them. */
function* authAndSession() {
  yield all([fork(watchAuthState), fork(sessionSaga, perUserWatchers)]);
}

function startSession(initialState?: RootState) {
  const live = liveSubscriptions();
  const saga = expectSaga(authAndSession)
    .withReducer(rootReducer, initialState)
    .provide(live.provider);
  const running = saga.silentRun(50);
  return { ...live, saga, running };
}

describe('the session: auth state and the users/{uid} record, live', () => {
  it('starts unknown, then says signed out when Firebase reports no user', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: null });
    const { storeState } = await running;
    expect(storeState.auth.status).toBe('signedOut');
    expect(records).toHaveLength(0);
  });

  it('follows users/{uid} for a signed-in user and merges it into the user view', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: ada });
    await settle();
    expect(records.map((r) => r.uid)).toEqual([ada.uid]);
    records[0]!.channel.put({
      snapshot: { record: { boards: ['b1'], starred: [] }, fromCache: false },
    });
    records[0]!.channel.put({
      snapshot: { record: { boards: ['b1', 'b2'], starred: [] }, fromCache: false },
    });

    const { storeState } = await running;
    expect(storeState.auth).toEqual({ ...initialAuthState, status: 'signedIn', user: ada });
    expect(selectSignedInUser(storeState as RootState)).toEqual({
      ...ada,
      boards: ['b1', 'b2'],
      starred: [],
    });
    expect(storeState.user).toMatchObject({ uid: ada.uid, status: 'ready', fromCache: false });
  });

  it('cancels the record subscription on sign-out and forgets the record', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: ada });
    await settle();
    records[0]!.channel.put({
      snapshot: { record: { boards: ['b1'], starred: [] }, fromCache: false },
    });
    auth.put({ user: null });

    const { storeState } = await running;
    expect(records[0]!.close).toHaveBeenCalled();
    expect(storeState.user).toEqual(initialUserState);
    expect(storeState.session.uid).toBeNull();
    expect(storeState.auth.status).toBe('signedOut');
    expect(selectSignedInUser(storeState as RootState)).toBeNull();
  });

  it('switches the record subscription when another user signs in', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: ada });
    await settle();
    records[0]!.channel.put({
      snapshot: { record: { boards: ['ada-board'], starred: [] }, fromCache: false },
    });
    auth.put({ user: grace });
    await settle();
    records[1]!.channel.put({
      snapshot: { record: { boards: [], starred: [] }, fromCache: false },
    });
    expect(records.map((r) => r.uid)).toEqual([ada.uid, grace.uid]);
    expect(records[0]!.close).toHaveBeenCalled();
    expect(records[1]!.close).not.toHaveBeenCalled();

    const { storeState } = await running;
    expect(selectSignedInUser(storeState as RootState)).toEqual({
      ...grace,
      boards: [],
      starred: [],
    });
  });

  it('keeps one subscription when Firebase reports the same user again (token refresh)', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: ada });
    await settle();
    auth.put({ user: { ...ada, displayName: 'Ada King' } });
    await settle();
    const { storeState } = await running;
    expect(records).toHaveLength(1);
    expect(storeState.auth.user?.displayName).toBe('Ada King');
  });

  it('shows when the record is missing and when it only comes from the offline cache', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: ada });
    await settle();
    records[0]!.channel.put({ snapshot: { record: null, fromCache: false } });
    records[0]!.channel.put({ snapshot: { record: { boards: [], starred: [] }, fromCache: true } });
    const { storeState } = await running;
    expect(storeState.user).toMatchObject({
      status: 'ready',
      fromCache: true,
      record: { boards: [], starred: [] },
    });
  });

  it('reports a refused record subscription, keeps the session, and subscribes again on retry', async () => {
    const { auth, records, saga, running } = startSession();
    auth.put({ user: ada });
    await settle();
    records[0]!.channel.put({
      snapshot: { record: { boards: ['b1'], starred: [] }, fromCache: false },
    });
    records[0]!.channel.put({
      error: { code: 'permission-denied', message: 'Missing permissions' },
    });
    expect(records[0]!.close).toHaveBeenCalled();
    expect(records).toHaveLength(1);
    saga.dispatch(userRecordRetryRequested());
    await new Promise((resolve) => setTimeout(resolve, 0)); // expectSaga delivers dispatches asynchronously
    expect(records).toHaveLength(2);
    records[1]!.channel.put({
      snapshot: { record: { boards: ['b1', 'b2'], starred: [] }, fromCache: false },
    });

    const { storeState } = await running;
    expect(storeState.auth.status).toBe('signedIn');
    expect(storeState.user).toMatchObject({
      status: 'ready',
      error: null,
      record: { boards: ['b1', 'b2'], starred: [] },
    });
  });

  it('keeps the last record on screen with a message when the subscription fails', async () => {
    const { auth, records, running } = startSession();
    auth.put({ user: ada });
    await settle();
    records[0]!.channel.put({
      snapshot: { record: { boards: ['b1'], starred: [] }, fromCache: false },
    });
    records[0]!.channel.put({ error: { code: 'unavailable', message: 'offline' } });
    const { storeState } = await running;
    expect(storeState.user).toMatchObject({
      status: 'error',
      record: { boards: ['b1'], starred: [] },
      error: { code: 'unavailable', text: expect.stringContaining('offline') },
    });
  });

  it('waits for a first sign-in to write the record before following it', async () => {
    const signingIn = rootReducer(undefined, signInRequested());
    const { auth, records, saga, running } = startSession(signingIn);
    auth.put({ user: ada });
    await settle();
    expect(records).toHaveLength(0);
    saga.dispatch(signInSucceeded(ada));
    await new Promise((resolve) => setTimeout(resolve, 0)); // expectSaga delivers dispatches asynchronously
    expect(records.map((r) => r.uid)).toEqual([ada.uid]);
    records[0]!.channel.put({
      snapshot: { record: { boards: [], starred: [] }, fromCache: false },
    });

    const { storeState } = await running;
    expect(selectSignedInUser(storeState as RootState)).toEqual({
      ...ada,
      boards: [],
      starred: [],
    });
  });

  it('follows no record when the sign-in fails and is undone', async () => {
    const signingIn = rootReducer(undefined, signInRequested());
    const { auth, records, saga, running } = startSession(signingIn);
    auth.put({ user: ada });
    await settle();
    saga.dispatch(signInFailed({ code: 'permission-denied', text: 'Refused' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    auth.put({ user: null });

    const { storeState } = await running;
    expect(records).toHaveLength(0);
    expect(storeState.auth).toMatchObject({ status: 'signedOut', user: null });
    expect(storeState.user).toEqual(initialUserState);
  });

  it('says so when the auth state cannot be followed, instead of loading forever', async () => {
    const { auth, running } = startSession();
    auth.put({ error: { code: 'auth/network-request-failed', message: 'x' } });
    const { storeState } = await running;
    expect(storeState.auth.status).toBe('signedOut');
    expect(storeState.auth.error?.text).toContain('internet connection');
  });
});
