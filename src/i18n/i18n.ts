// The app's one Lingui instance and the language it speaks. Components take words through
// Lingui's macros (<Trans>, useLingui's t); code outside components (sagas writing a notice,
// formatters) uses i18n from here. See docs/i18n.md.
import { i18n, type Messages } from '@lingui/core';
import { englishShellMessages, loadCatalog, type CatalogGroup } from './catalogs';
import { SOURCE_LOCALE, type Locale } from './locales';

export { i18n };

const loaded = new Map<string, Promise<void>>();

/** Loads one bundle of a language's words into the instance, once. */
function ensureLoaded(group: CatalogGroup, locale: Locale): Promise<void> {
  const key = `${group}.${locale}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loadCatalog(group, locale).then(
      (messages: Messages) => i18n.load(locale, messages),
      (error: unknown) => {
        loaded.delete(key); // Offline, say: the next page load tries again.
        throw error;
      },
    );
    loaded.set(key, loading);
  }
  return loading;
}

// English's first-screen words are in the bundle: the landing page renders without waiting.
i18n.load(SOURCE_LOCALE, englishShellMessages);
loaded.set(`shell.${SOURCE_LOCALE}`, Promise.resolve());
i18n.activate(SOURCE_LOCALE);

/** Makes a language the one shown, with the words of the first screen (app start, a switch). */
export async function activateLocale(locale: Locale, withApp = false): Promise<void> {
  await Promise.all([
    ensureLoaded('shell', locale),
    withApp || loaded.has(`app.${i18n.locale}`) ? ensureLoaded('app', locale) : null,
  ]);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/**
 * The rest of the current language's words: signed-in pages and their sagas wait for it
 * (components/LazyPage/preloadablePage.tsx, features/boards), so no word shows before it.
 */
export const loadAppMessages = (): Promise<void> =>
  // Development builds and tests keep the English words in the code (babel.config.js): only
  // production needs English's catalog.
  process.env.NODE_ENV !== 'production' && i18n.locale === SOURCE_LOCALE
    ? Promise.resolve()
    : ensureLoaded('app', i18n.locale as Locale);

/** The language shown now (Intl formatters take it). */
export const currentLocale = (): Locale => i18n.locale as Locale;
