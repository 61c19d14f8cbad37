import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { markAppStarted, replayEarlyClick } from './app/earlyClick';
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

/** Renders nothing; runs `run` once the tree around it is hydrated (its effect). */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

function start() {
  // Hydrated only in the language it was rendered in (not after a fallback to English).
  if (landingShown && root.dataset.locale === currentLocale()) {
    // In a transition, so React hydrates in slices of a few milliseconds and the page answers
    // between them (in one go it was one task of 40–190 ms, most of Lighthouse's Total Blocking
    // Time). The prerendered styles' plain copy in <head> keeps a paint between slices from
    // shifting the page while styled-components swaps in its own.
    markAppStarted(root);
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app}
          <AfterHydration run={replayEarlyClick} />
        </>,
      );
    });
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
