// The page for unknown routes. Its code loads when such an address is opened, not with the
// landing page, whose scripts have a budget (npm run test:bundle).
import { preloadablePage } from '../../components/LazyPage/preloadablePage';

export const notFoundPage = preloadablePage(() =>
  import(/* webpackChunkName: "not-found" */ './NotFoundPage').then((module) => ({
    default: module.NotFoundPage,
  })),
);
