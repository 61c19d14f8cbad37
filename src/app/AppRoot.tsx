import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './App';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/**
 * The whole app inside the router it is given: <BrowserRouter> in the page, <StaticRouter>
 * when the landing page is prerendered at build time. One tree for both, so that hydration
 * finds exactly the markup it would have rendered.
 */
export function AppRoot({
  store,
  router: Router,
}: {
  store: AppStore;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
