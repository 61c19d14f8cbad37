import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App';
import { makeRouter } from './app/router';
import { makeStore } from './app/store';
import { registerNavigator } from './services/navigation';

const router = makeRouter();
// Sagas navigate through this service (see authSaga); register it before they start.
registerNavigator((path) => {
  void router.navigate(path);
});
const store = makeStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
