import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { landingPreloadedState } from './app/landingState';
import { makeStore } from './app/store';
import { activateLocale, currentLocale } from './i18n';
import { applyLocaleToPage, deviceLocale } from './services/language';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root: HTMLElement = container;

// The page shows the device's language from the first paint: index.html's first script set lang
// and dir, and put the landing page prerendered in that language in the root.
const locale = deviceLocale();
applyLocaleToPage(locale);

// A production build's index.html holds the signed-out landing page already rendered
// (scripts/prerenderLanding.js); its pre-paint script hid it unless this is `/` and nobody was
// signed in here when last seen. Shown, it is hydrated from the state it was rendered with.
const landingShown =
  root.dataset.prerendered === 'landing' && document.documentElement.dataset.prerender !== 'hidden';

const store = makeStore(landingShown ? landingPreloadedState() : undefined);
const app = <AppRoot store={store} router={BrowserRouter} />;

function start() {
  // Hydrated only in the language it was rendered in (not after a fallback to English).
  if (landingShown && root.dataset.locale === currentLocale()) {
    // In one go, not in a transition: styled-components swaps the prerendered styles for its
    // own as it hydrates, and a paint between slices shifted the whole page (CLS 0.43).
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    delete root.dataset.prerendered;
    delete root.dataset.locale;
    createRoot(root).render(app);
  }
}

// The first screen's words load first (English's are in this script). A language whose words
// cannot load (offline on a first visit) falls back to English.
activateLocale(locale)
  .catch(() => activateLocale('en'))
  .then(start, start);
