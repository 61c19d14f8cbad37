import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/App';
import type { RootState } from '../../src/app/rootReducer';
import { makeStore } from '../../src/app/store';

/** Renders a screen with the app's store (sagas off) and a memory router, as the app does. */
export function renderWithStore(
  ui: ReactElement,
  {
    preloadedState,
    route = '/',
    routes = [],
  }: { preloadedState?: Partial<RootState>; route?: string; routes?: RouteObject[] } = {},
) {
  const store = makeStore(preloadedState, { runSagas: false });
  const router = createMemoryRouter([{ path: route, element: ui }, ...routes], {
    initialEntries: [route],
  });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, ...view };
}
