import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { AppRoutes } from '../../../src/app/router';
import { makeStore } from '../../../src/app/store';

/**
 * The whole app as index.tsx starts it (router, store, every saga), at `path`. The services
 * are whatever the test file put at their module boundary (see ../fakeBackend.ts).
 */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  const store = makeStore();
  const user = userEvent.setup();
  render(
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>,
  );
  return { store, user };
}
