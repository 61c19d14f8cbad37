import { channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../../src/app/rootReducer';
import {
  appUpdateSaga,
  createAppUpdateChannel,
} from '../../../src/features/appUpdate/appUpdateSaga';
import { appReloadRequested } from '../../../src/features/appUpdate/appUpdateSlice';
import { appUpdatesEnabled, reloadIntoNewVersion } from '../../../src/services/appUpdates';
import { tick } from '../boardFixtures';
import { signedInState } from '../fixtures';

describe('app updates', () => {
  it('says a new version is ready when the service worker has one waiting, and stops listening when cancelled', async () => {
    const updates = channel<'updateReady'>();
    const close = jest.spyOn(updates, 'close');
    const running = expectSaga(appUpdateSaga)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(appUpdatesEnabled), true],
        [matchers.call.fn(createAppUpdateChannel), updates],
      ])
      .silentRun(30);
    await tick();
    updates.put('updateReady');
    const { storeState } = await running;

    expect(storeState.appUpdate).toEqual({ updateReady: true, reloading: false });
    expect(close).toHaveBeenCalled();
  });

  it('stays quiet until a version is waiting', async () => {
    const { storeState } = await expectSaga(appUpdateSaga)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(appUpdatesEnabled), true],
        [matchers.call.fn(createAppUpdateChannel), channel<'updateReady'>()],
      ])
      .silentRun(20);

    expect(storeState.appUpdate.updateReady).toBe(false);
  });

  it('installs no service worker where the build has none (development, tests)', async () => {
    const { storeState } = await expectSaga(appUpdateSaga)
      .withReducer(rootReducer, signedInState())
      .provide([[matchers.call.fn(appUpdatesEnabled), false]])
      .not.call.fn(createAppUpdateChannel)
      .silentRun(20);

    expect(storeState.appUpdate.updateReady).toBe(false);
  });

  it('switches to the new version only when the person presses Reload, once however often they press', async () => {
    const ready = { ...signedInState(), appUpdate: { updateReady: true, reloading: false } };
    let switches = 0;
    const { storeState } = await expectSaga(appUpdateSaga)
      .withReducer(rootReducer, ready)
      .provide([
        [matchers.call.fn(appUpdatesEnabled), true],
        [matchers.call.fn(createAppUpdateChannel), channel<'updateReady'>()],
        {
          call(effect, next) {
            if (effect.fn !== reloadIntoNewVersion) return next();
            switches += 1;
            return new Promise<void>(() => undefined); // The page reloads: it never returns.
          },
        },
      ])
      .dispatch(appReloadRequested())
      .dispatch(appReloadRequested())
      .silentRun(30);

    expect(switches).toBe(1);
    expect(storeState.appUpdate).toEqual({ updateReady: true, reloading: true });
  });

  it('never switches by itself', async () => {
    const updates = channel<'updateReady'>();
    const running = expectSaga(appUpdateSaga)
      .withReducer(rootReducer, signedInState())
      .provide([
        [matchers.call.fn(appUpdatesEnabled), true],
        [matchers.call.fn(createAppUpdateChannel), updates],
      ])
      .not.call.fn(reloadIntoNewVersion)
      .silentRun(30);
    await tick();
    updates.put('updateReady');
    const { storeState } = await running;

    expect(storeState.appUpdate.updateReady).toBe(true);
  });

  it('offers Reload again when switching fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const ready = { ...signedInState(), appUpdate: { updateReady: true, reloading: false } };
    const { storeState } = await expectSaga(appUpdateSaga)
      .withReducer(rootReducer, ready)
      .provide([
        [matchers.call.fn(appUpdatesEnabled), true],
        [matchers.call.fn(createAppUpdateChannel), channel<'updateReady'>()],
        [matchers.call.fn(reloadIntoNewVersion), throwError(new Error('no worker'))],
      ])
      .dispatch(appReloadRequested())
      .silentRun(30);

    expect(storeState.appUpdate).toEqual({ updateReady: true, reloading: false });
  });
});
