// The boards feature's public entry: the person's boards (dashboard/), the open board
// (boardPage/, cardDetails/), their slices and sagas. Other features and the app import
// only from here.
//
// The two pages load with their route (with them the drag-and-drop library), and the
// sagas with the first signed-in session, so the landing page ships without any of them.
import { all, call } from 'redux-saga/effects';
import { preloadablePage } from '../../components/LazyPage/preloadablePage';
import { loadAppMessages } from '../../i18n';

type BoardsSagas = typeof import('./sagas');
// The sagas write notices in the person's language: their words come with them.
const loadBoardsSagas = (): Promise<BoardsSagas> =>
  Promise.all([import(/* webpackChunkName: "boards-sagas" */ './sagas'), loadAppMessages()]).then(
    ([sagas]) => sagas,
  );

/**
 * Each page waits for the sagas' code too, so its buttons never dispatch to sagas still on
 * their way. The sagas themselves start with the session; a board page that mounted before
 * they did is picked up by watchOpenBoard from the store.
 */
export const dashboardPage = preloadablePage(() =>
  Promise.all([
    import(/* webpackChunkName: "dashboard" */ '../dashboard/DashboardPage'),
    loadBoardsSagas(),
  ]).then(([module]) => ({ default: module.DashboardPage })),
);
export const boardPage = preloadablePage(() =>
  Promise.all([
    import(/* webpackChunkName: "board" */ '../boardPage/BoardPage'),
    loadBoardsSagas(),
  ]).then(([module]) => ({ default: module.BoardPage })),
);
export const myCardsPage = preloadablePage(() =>
  Promise.all([
    import(/* webpackChunkName: "my-cards" */ '../myCards/MyCardsPage'),
    loadBoardsSagas(),
  ]).then(([module]) => ({ default: module.MyCardsPage })),
);
export const loadDashboardPage = dashboardPage.load;
export const loadBoardPage = boardPage.load;

/** Everything the boards feature does for a signed-in person, for as long as they are. */
export function* boardsSessionSaga(uid: string) {
  const sagas: BoardsSagas = yield call(loadBoardsSagas);
  yield all([
    call(sagas.boardsFeatureSaga),
    call(sagas.watchBoardSummaries, uid),
    call(sagas.resumeBoardDeletions, uid),
    call(sagas.watchMyInvitations),
  ]);
}

export { boardsReducer, initialBoardsState, openBoardReducer, initialBoardState } from '../board';
export { commentsReducer, initialCommentsState } from '../comments';
export { sharingReducer, initialSharingState } from '../sharing';
export { historyReducer, initialHistoryState } from '../edits';
