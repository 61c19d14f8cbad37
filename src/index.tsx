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
  // In one go, not in a transition: styled-components swaps the prerendered styles for its own
  // as it hydrates, and a paint between slices shifted the whole page (CLS 0.43 in Lighthouse).
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  createRoot(container).render(app);
}
