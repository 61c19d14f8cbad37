// The read-only link's page: anyone holding a board's link views it, signed in or not. Its
// page, saga and slice load with the route; only the two events and the watcher are on the
// first screen.
import { preloadablePage } from '../../components/LazyPage/preloadablePage';

export { publicViewClosed, publicViewOpened } from './events';
export { watchPublicView } from './watchPublicView';

export const publicViewPage = preloadablePage(() =>
  import(/* webpackChunkName: "public-view" */ './PublicViewPage').then((module) => ({
    default: module.PublicViewPage,
  })),
);
