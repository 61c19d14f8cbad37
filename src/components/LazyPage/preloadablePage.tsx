// A page whose code loads on demand (React.lazy) and can be loaded ahead (a prefetch).
//
// React.lazy suspends on its first render even when the code is already here (its own
// promise is new), and React then holds a revealed Suspense boundary back for up to 300 ms so
// that fallbacks do not flicker. A page loaded ahead therefore renders the loaded component
// directly, and only a page still on its way goes through React.lazy.
import { lazy, type ComponentType } from 'react';
import { loadAppMessages } from '../../i18n';

/** A page takes no props: what it shows comes from its address and the store. */
type PageComponent = ComponentType;

export interface PreloadablePage {
  /** The page: the loaded component, or a lazy one that suspends until it has loaded. */
  Page: PageComponent;
  /** Loads the page's code (once; again after a failure, e.g. offline). */
  load: () => Promise<{ default: PageComponent }>;
}

export function preloadablePage(
  importPage: () => Promise<{ default: PageComponent }>,
): PreloadablePage {
  let loaded: PageComponent | null = null;
  let loading: Promise<{ default: PageComponent }> | null = null;
  const load = () =>
    // With the page's code, the words of the signed-in app (src/i18n): none shows before them.
    (loading ??= Promise.all([importPage(), loadAppMessages()]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const LazyPage = lazy(load);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return { Page, load };
}
