import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { landingPreloadedState } from './app/landingState';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// A production build's index.html holds the signed-out landing page already rendered
// (scripts/prerenderLanding.js); its pre-paint script hid it unless this is `/` and nobody was
// signed in here when last seen. Shown, it is hydrated from the state it was rendered with.
const hydrateLanding =
  container.dataset.prerendered === 'landing' &&
  document.documentElement.dataset.prerender !== 'hidden';

const store = makeStore(hydrateLanding ? landingPreloadedState() : undefined);
const app = <AppRoot store={store} router={BrowserRouter} />;

if (hydrateLanding) {
  // The page is already on screen: hydrating in a transition yields to the browser in slices
  // rather than holding the main thread (a click meanwhile hydrates its target at once).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  createRoot(container).render(app);
}
