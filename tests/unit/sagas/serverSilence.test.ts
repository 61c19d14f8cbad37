// "Offline" only when it is true: a snapshot from the cache is normal for a moment on every
// start and every new board; only 10 s of it while online means the server has gone quiet.
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { selectIsOffline } from '../../../src/features/board/syncSelectors';
import { SERVER_SILENCE_MS, watchServerSilence } from '../../../src/features/sync';
import { userRecordChanged } from '../../../src/features/user/userSlice';
import { signedInState } from '../fixtures';
import { tick, trackedReducer } from '../boardFixtures';

/** The user record's snapshot, from the cache or the server. */
const userSnapshot = (fromCache: boolean) =>
  userRecordChanged({ record: signedInState().user.record, pending: false, fromCache });

function run() {
  const tracked = trackedReducer(signedInState());
  const clocks: (() => void)[] = [];
  const saga = expectSaga(watchServerSilence)
    .withReducer(tracked.reducer, tracked.initial)
    .provide({
      call(effect, next) {
        if (effect.args[0] !== SERVER_SILENCE_MS) return next();
        return new Promise<true>((resolve) => clocks.push(() => resolve(true)));
      },
    });
  const running = saga.silentRun(60);
  const dispatch = async (action: Action) => {
    saga.dispatch(action);
    await tick();
  };
  const clockEnds = async () => {
    clocks.at(-1)!();
    await tick();
  };
  return { now: tracked.now, running, dispatch, clockEnds, clocks };
}

describe('the server’s silence', () => {
  it('a first snapshot from the cache, then the server’s: never offline', async () => {
    const { now, running, dispatch, clocks } = run();
    await dispatch(userSnapshot(true));
    expect(selectIsOffline(now())).toBe(false);
    await dispatch(userSnapshot(false));
    await running;
    expect(selectIsOffline(now())).toBe(false);
    expect(clocks).toHaveLength(1); // timed, and the server answered in time
  });

  it('the cache alone for 10 s while online: offline, until the server answers', async () => {
    const { now, running, dispatch, clockEnds } = run();
    await dispatch(userSnapshot(true));
    await clockEnds();
    expect(selectIsOffline(now())).toBe(true);
    await dispatch(userSnapshot(false));
    await running;
    expect(selectIsOffline(now())).toBe(false);
    expect(now().sync.serverSilent).toBe(false);
  });
});
