// A signed-in page opened directly starts loading its code and Firestore at once, while Auth
// restores the session; the landing page loads neither.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { holdBoardQueries } from '../../../src/features/boards/channels/heldBoardQueries';
import { headStartForBoard } from '../../../src/features/boards/sagas';
import { prefetchOpenedPage } from '../../../src/app/rootSaga';
import { loadBoardPage, loadDashboardPage, prefetchBoard } from '../../../src/features/boards';
import { startFirestore } from '../../../src/services/firestoreWarmUp';
import { currentPath } from '../../../src/services/navigation';

const openedAt = (path: string) =>
  expectSaga(prefetchOpenedPage).provide([
    [matchers.call.fn(currentPath), path],
    [matchers.call.fn(loadBoardPage), {}],
    [matchers.call.fn(loadDashboardPage), {}],
    [matchers.call.fn(startFirestore), undefined],
    [matchers.fork.fn(prefetchBoard), undefined],
  ]);

describe('prefetching the page opened directly', () => {
  it('loads a board’s page, starts Firestore and gives the board’s queries a head start', () =>
    openedAt('/boards/b%201')
      .fork(prefetchBoard, 'b 1')
      .call(loadBoardPage)
      .call(startFirestore)
      .run());

  it('gives no head start to an address that is not one board', () =>
    openedAt('/boards/b1/extra').not.fork.fn(prefetchBoard).run());

  it('loads the dashboard and starts Firestore together', () =>
    openedAt('/dashboard').call(loadDashboardPage).call(startFirestore).run());

  it('loads nothing on the landing page', () =>
    openedAt('/')
      .not.call.fn(loadBoardPage)
      .not.call.fn(loadDashboardPage)
      .not.call.fn(startFirestore)
      .run());

  it('lets a failed load (offline, nothing cached) pass quietly', () =>
    expectSaga(prefetchOpenedPage)
      .provide([
        [matchers.call.fn(currentPath), '/boards/b1'],
        [matchers.call.fn(loadBoardPage), Promise.reject(new Error('offline'))],
        [matchers.call.fn(startFirestore), undefined],
        [matchers.fork.fn(prefetchBoard), undefined],
      ])
      .run());
});

describe('a board’s head start', () => {
  it('holds its first queries for a while, then lets them go', async () => {
    const stop = jest.fn();
    await expectSaga(headStartForBoard, 'b1')
      .provide({
        call(effect, next) {
          if (effect.fn === holdBoardQueries) return stop;
          // The wait (redux-saga's delay is a call): over at once here.
          return effect.args[0] === 15000 ? undefined : next();
        },
      })
      .call(holdBoardQueries, 'b1')
      .run({ timeout: 100, silenceTimeout: false });
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
