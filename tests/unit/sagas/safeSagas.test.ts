// One thrown error in a saga must be reported and never stop the other watchers or the
// signed-in session (src/app/safeSagas.ts). Each test injects a failure into one saga and
// proves the person is told, and that the rest of the app goes on.
import { channel, type Channel } from 'redux-saga';
import { all, call, cancelled, delay, put, take } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { perUserWatchers } from '../../../src/app/rootSaga';
import {
  sagaFailed,
  takeEverySafe,
  takeLatestSafe,
  takeLeadingSafe,
} from '../../../src/app/safeSagas';
import { createAuthChannel, type AuthEvent } from '../../../src/features/auth/authChannel';
import { authSaga } from '../../../src/features/auth/authSaga';
import { authStateChanged, signOutRequested } from '../../../src/features/auth/authSlice';
import { createBoardSummariesChannel } from '../../../src/features/board/boardSummariesChannel';
import { createMyInvitationsChannel } from '../../../src/features/sharing/invitationsChannels';
import { sessionSaga } from '../../../src/features/session/sessionSaga';
import { createUserRecordChannel } from '../../../src/features/user/userRecordChannel';
import { unexpectedFailureText } from '../../../src/messages/errors';
import * as authService from '../../../src/services/auth';
import * as boardsService from '../../../src/services/boards';
import { navigateTo } from '../../../src/services/navigation';
import { waitForQueuedWrites } from '../../../src/services/pendingWrites';
import { leftOverWrites } from '../../../src/services/writeJournal';
import { ada, signedOutState } from '../fixtures';

const shown = (state: RootState) => state.notices.items.map(({ tone, text }) => ({ tone, text }));
const somethingWentWrong = { tone: 'error', text: unexpectedFailureText.step };
const partStopped = { tone: 'error', text: unexpectedFailureText.stopped };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // Development logs each failure; the tests check that it did, without the noise.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('a watcher whose worker throws', () => {
  const ping = (n: number) => ({ type: 'test/ping', payload: n });
  const ringing = { type: 'test/ring' };

  function* pingWorker(action: ReturnType<typeof ping>) {
    if (action.payload === 1) throw new Error('a bug in the first ping');
    yield put({ type: 'test/pong', payload: action.payload });
  }

  function* ringWorker() {
    yield put({ type: 'test/answered' });
  }

  it.each([
    ['takeEverySafe', takeEverySafe],
    ['takeLatestSafe', takeLatestSafe],
    ['takeLeadingSafe', takeLeadingSafe],
  ])(
    '%s: tells the person, logs it, and handles the next action and other watchers',
    async (_name, takeSafe) => {
      const { storeState } = await expectSaga(function* watchers() {
        yield all([takeSafe('test/ping', pingWorker), takeSafe('test/ring', ringWorker)]);
      })
        .withReducer(rootReducer, signedOutState)
        .put.like({ action: { type: sagaFailed.type, payload: { saga: 'pingWorker' } } })
        .put({ type: 'test/pong', payload: 2 })
        .put({ type: 'test/answered' })
        .dispatch(ping(1))
        .dispatch(ping(2))
        .dispatch(ringing)
        .silentRun(50);

      expect(shown(storeState)).toEqual([somethingWentWrong]);
      expect(consoleError).toHaveBeenCalledWith(
        'The saga pingWorker failed:',
        new Error('a bug in the first ping'),
      );
    },
  );

  it('reports nothing when takeLatestSafe cancels a worker for the next action', async () => {
    function* slowWorker(action: ReturnType<typeof ping>) {
      yield delay(20);
      yield put({ type: 'test/pong', payload: action.payload });
    }
    const { storeState } = await expectSaga(function* watcher() {
      yield takeLatestSafe('test/ping', slowWorker);
    })
      .withReducer(rootReducer, signedOutState)
      .not.put({ type: 'test/pong', payload: 1 })
      .put({ type: 'test/pong', payload: 2 })
      .dispatch(ping(1))
      .dispatch(ping(2))
      .silentRun(100);

    expect(shown(storeState)).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("keeps auth's watchers: a sign-out that throws is reported, and the next one still runs", async () => {
    const auth = channel<AuthEvent>();
    let navigations = 0;
    const saga = expectSaga(authSaga)
      .withReducer(rootReducer, signedOutState)
      .provide([
        [matchers.call.fn(createAuthChannel), auth],
        [matchers.call.fn(authService.signOut), undefined],
        {
          call(effect, next) {
            if (effect.fn !== navigateTo) return next();
            navigations += 1;
            if (navigations === 1) throw new Error('the router is not there yet');
            return undefined;
          },
        },
      ])
      .dispatch(signOutRequested());
    const running = saga.silentRun(50);
    await settle();
    saga.dispatch(signOutRequested());
    await settle();
    // Auth's channel loop, beside the crashed worker, still follows Firebase.
    auth.put({ user: ada });

    const { storeState } = await running;
    expect(navigations).toBe(2);
    expect(shown(storeState)).toEqual([somethingWentWrong]);
    expect(storeState.auth.user).toEqual(ada);
  });
});

describe('the session, when one of its watchers crashes', () => {
  /** A live subscription that the test feeds and whose closing it sees. */
  function liveFeed() {
    const feeds: Channel<string>[] = [];
    const open = () => {
      const feed = channel<string>();
      feeds.push(feed);
      return feed;
    };
    return { feeds, open };
  }

  /** A channel loop that throws on 'bad'; each start opens its feed afresh. */
  function makeCrashingWatcher(open: () => Channel<string>) {
    return function* crashingWatcher() {
      const feed: Channel<string> = yield call(open);
      while (true) {
        const item: string = yield take(feed);
        if (item === 'bad') throw new Error(`cannot handle ${item}`);
        yield put({ type: 'test/crashingSaw', payload: item });
      }
    };
  }

  function makeSteadyWatcher(open: () => Channel<string>, closed: string[]) {
    return function* steadyWatcher(uid: string) {
      const feed: Channel<string> = yield call(open);
      try {
        while (true) {
          const item: string = yield take(feed);
          yield put({ type: 'test/steadySaw', payload: `${uid}: ${item}` });
        }
      } finally {
        if ((yield cancelled()) as boolean) closed.push(uid);
      }
    };
  }

  it('reports it, starts it again once, then lets it go, while the others and the session go on', async () => {
    const crashing = liveFeed();
    const steady = liveFeed();
    const closed: string[] = [];
    const saga = expectSaga(sessionSaga, [
      makeCrashingWatcher(crashing.open),
      makeSteadyWatcher(steady.open, closed),
    ])
      .withReducer(rootReducer, signedOutState)
      .put({ type: 'test/crashingSaw', payload: 'after the restart' })
      .put({ type: 'test/steadySaw', payload: `${ada.uid}: before` })
      .put({ type: 'test/steadySaw', payload: `${ada.uid}: between` })
      .put({ type: 'test/steadySaw', payload: `${ada.uid}: after` });
    const running = saga.silentRun(100);

    saga.dispatch(authStateChanged(ada));
    await settle();
    steady.feeds[0]!.put('before');
    crashing.feeds[0]!.put('bad');
    await settle();
    // Started again: a fresh feed, which it follows until it meets the same fault.
    expect(crashing.feeds).toHaveLength(2);
    crashing.feeds[1]!.put('after the restart');
    steady.feeds[0]!.put('between');
    crashing.feeds[1]!.put('bad');
    await settle();
    expect(crashing.feeds).toHaveLength(2); // Not a third time: it would only fail again.
    steady.feeds[0]!.put('after');
    await settle();
    saga.dispatch(authStateChanged(null));

    const { storeState } = await running;
    expect(steady.feeds).toHaveLength(1); // Never restarted: the crash beside it never reached it.
    expect(consoleError).toHaveBeenCalledWith(
      'The saga crashingWatcher failed and stopped:',
      new Error('cannot handle bad'),
    );
    // The session lasted until the sign-out, which still cancelled the watcher that was left.
    expect(closed).toEqual([ada.uid]);
    expect(storeState.session.uid).toBeNull();
  });

  it("tells the person, and keeps following the account and the boards, when the app's earlier-writes check throws", async () => {
    const records: Channel<object>[] = [];
    let leftOverReads = 0;
    const saga = expectSaga(sessionSaga, perUserWatchers)
      .withReducer(rootReducer, signedOutState)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === createUserRecordChannel) {
              const record = channel<object>();
              records.push(record);
              return record;
            }
            if (effect.fn === leftOverWrites) {
              leftOverReads += 1;
              // A provider that throws is the call throwing.
              if (leftOverReads === 1) throw new Error('a journal entry of an unknown shape');
              return [];
            }
            return next();
          },
        },
        [matchers.call.fn(createBoardSummariesChannel), channel()],
        [matchers.call.fn(createMyInvitationsChannel), channel()],
        [matchers.call.fn(boardsService.unfinishedDeletions), []],
        [matchers.call.fn(waitForQueuedWrites), throwError(new Error('shutting down'))],
      ]);
    // The session's sagas load their code on start: loaded here first, so they start at once.
    await Promise.all([
      import('../../../src/features/boards/sagas'),
      import('../../../src/features/sync/earlierWritesSaga'),
    ]);
    const running = saga.silentRun(200);

    saga.dispatch(authStateChanged(ada));
    await new Promise((resolve) => setTimeout(resolve, 50));
    records[0]!.put({ snapshot: { record: { boards: ['b1'], starred: [] }, fromCache: false } });

    const { storeState } = await running;
    expect(leftOverReads).toBe(2); // Crashed once, then started again.
    expect(records).toHaveLength(1); // The account's record was never interrupted.
    expect(storeState.session.uid).toBe(ada.uid);
    expect(storeState.user).toMatchObject({ status: 'ready', record: { boards: ['b1'] } });
    expect(shown(storeState)).toEqual([somethingWentWrong]);
  });

  it('tells the person when a watcher stops for good', async () => {
    function* alwaysFails() {
      yield put({ type: 'test/started' });
      throw new Error('fails on every start');
    }
    const { storeState } = await expectSaga(sessionSaga, [alwaysFails])
      .withReducer(rootReducer, signedOutState)
      .dispatch(authStateChanged(ada))
      .silentRun(50);

    expect(shown(storeState)).toEqual([somethingWentWrong, partStopped]);
    expect(storeState.session.uid).toBe(ada.uid);
  });
});
