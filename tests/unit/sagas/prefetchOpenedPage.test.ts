// A signed-in page opened directly starts loading its code and Firestore's at once, while Auth
// restores the session; the landing page loads neither.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { prefetchOpenedPage } from '../../../src/app/rootSaga';
import { loadBoardPage, loadDashboardPage } from '../../../src/features/boards';
import { loadFirestore } from '../../../src/services/firestoreWarmUp';
import { currentPath } from '../../../src/services/navigation';

const openedAt = (path: string) =>
  expectSaga(prefetchOpenedPage).provide([
    [matchers.call.fn(currentPath), path],
    [matchers.call.fn(loadBoardPage), {}],
    [matchers.call.fn(loadDashboardPage), {}],
    [matchers.call.fn(loadFirestore), undefined],
  ]);

describe('prefetching the page opened directly', () => {
  it('loads a board’s page and Firestore’s code together', () =>
    openedAt('/boards/b%201').call(loadBoardPage).call(loadFirestore).run());

  it('loads nothing for an address that is not one board', () =>
    openedAt('/boards/b1/extra').not.call.fn(loadBoardPage).not.call.fn(loadFirestore).run());

  it('loads the dashboard and Firestore’s code together', () =>
    openedAt('/dashboard').call(loadDashboardPage).call(loadFirestore).run());

  it('loads nothing on the landing page', () =>
    openedAt('/')
      .not.call.fn(loadBoardPage)
      .not.call.fn(loadDashboardPage)
      .not.call.fn(loadFirestore)
      .run());

  it('lets a failed load (offline, nothing cached) pass quietly', () =>
    expectSaga(prefetchOpenedPage)
      .provide([
        [matchers.call.fn(currentPath), '/boards/b1'],
        [matchers.call.fn(loadBoardPage), Promise.reject(new Error('offline'))],
        [matchers.call.fn(loadFirestore), undefined],
      ])
      .run());
});
