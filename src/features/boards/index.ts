// The boards feature's public entry: the person's boards (dashboard/), the open board
// (boardPage/, cardDetails/), their slices and sagas. Other features and the app import
// only from here.
//
// The two pages load with their route (each brings its own drag-and-drop library), so the
// landing page ships without them.
export const loadDashboardPage = () =>
  import(/* webpackChunkName: "dashboard" */ './dashboard/DashboardPage').then((module) => ({
    default: module.DashboardPage,
  }));
export const loadBoardPage = () =>
  import(/* webpackChunkName: "board" */ './boardPage/BoardPage').then((module) => ({
    default: module.BoardPage,
  }));

export { default as boardsReducer, initialBoardsState } from './boardsSlice';
export { default as openBoardReducer, initialBoardState } from './openBoardSlice';
export { boardsFeatureSaga, resumeBoardDeletions, watchBoardSummaries } from './sagas';
