// The signed-out landing page `/` rendered to HTML at build time (scripts/prerenderLanding.js
// puts it in index.html), so its words and sign-in button paint with the HTML rather than
// after the JavaScript; src/index.tsx hydrates it. Runs in Node, never in the page.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { i18n } from '../i18n';
import { messages as arabicShell } from '../i18n/catalogs/shell.ar';
import { messages as germanShell } from '../i18n/catalogs/shell.de';
import type { Locale } from '../i18n/locales';
import { AppRoot } from './AppRoot';
import { landingPreloadedState } from './landingState';
import { makeStore } from './store';

export interface PrerenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** styled-components' <style> tags for that markup, for <head>: no flash of unstyled words. */
  styles: string;
}

const LandingRouter = ({ children }: { children: ReactNode }) => (
  <StaticRouter location="/">{children}</StaticRouter>
);

// English's first-screen words are always loaded (src/i18n/i18n.ts); the others, for this.
i18n.load({ de: germanShell, ar: arabicShell });

/**
 * The landing page in one language: the build puts English in the root and the others beside
 * it, for index.html's script to swap in before the first paint (scripts/prerenderLanding.js).
 */
export function prerenderLanding(locale: Locale = 'en'): PrerenderedPage {
  i18n.activate(locale);
  const sheet = new ServerStyleSheet();
  try {
    const store = makeStore(landingPreloadedState(), { runSagas: false });
    const html = renderToString(
      sheet.collectStyles(<AppRoot store={store} router={LandingRouter} />),
    );
    const tags = sheet.getStyleTags();
    // A plain copy that styled-components does not manage: it drops the prerendered global
    // styles as it loads and only writes them again when it hydrates, and a paint in between
    // shifted the whole page (body margin).
    const copy = tags.replace(/^<style[^>]*>/, '<style data-prerendered-copy>');
    return { html, styles: tags + copy };
  } finally {
    sheet.seal();
  }
}
