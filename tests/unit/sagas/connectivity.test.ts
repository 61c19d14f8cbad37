import type { Action } from '@reduxjs/toolkit';
import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import {
  connectivitySaga,
  createConnectivityChannel,
} from '../../../src/features/sync/connectivitySaga';
import { connectivityChanged } from '../../../src/features/sync/syncSlice';
import { isOnline } from '../../../src/services/connectivity';
import { dashboardState, tick } from '../boardFixtures';

describe('connectivity', () => {
  it('starts from what the browser says, then follows its online and offline events', async () => {
    const events = channel<boolean>();
    const close = jest.spyOn(events, 'close');
    const seen: boolean[] = [];
    const saga = expectSaga(connectivitySaga)
      .withReducer((state: RootState | undefined, action: Action) => {
        if (connectivityChanged.match(action)) seen.push(action.payload);
        return rootReducer(state, action);
      }, dashboardState())
      .provide([
        [matchers.call.fn(isOnline), false],
        [matchers.call.fn(createConnectivityChannel), events],
      ]);
    const running = saga.silentRun(30);
    await tick();
    events.put(true);
    events.put(false);
    events.put(true);
    const { storeState } = await running;

    expect(seen).toEqual([false, true, false, true]);
    expect(storeState.sync.online).toBe(true);
    expect(close).toHaveBeenCalled(); // cancelled: the listener is removed
  });

  it('shows offline at once when the browser starts offline', async () => {
    const { storeState } = await expectSaga(connectivitySaga)
      .withReducer(rootReducer, dashboardState())
      .provide([
        [matchers.call.fn(isOnline), false],
        [matchers.call.fn(createConnectivityChannel), channel<boolean>()],
      ])
      .silentRun(20);
    expect(storeState.sync.online).toBe(false);
  });
});
