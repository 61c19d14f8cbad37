// The Language setting, kept per device in localStorage like the theme, and applied as lang and
// dir on <html>: src/index.html's first script applies the kept one before the first paint,
// under the same key, so a German or Arabic page never flashes English or left-to-right.
import {
  directionOf,
  isLocale,
  resolveLocale,
  type LanguageChoice,
  type Locale,
} from '../i18n/locales';

const STORAGE_KEY = 'boards:language';

/** The kept choice; "system" when none is kept or storage cannot be read. */
export function readLanguageChoice(): LanguageChoice {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    return isLocale(kept) ? kept : 'system';
  } catch {
    return 'system';
  }
}

/** The browser's languages, most preferred first. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** The language this device shows: its kept choice, else the browser's. */
export const deviceLocale = (): Locale => resolveLocale(readLanguageChoice(), browserLanguages());

/** Marks the page's language and reading direction (screen readers, fonts, layout). */
export function applyLocaleToPage(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}

/** Keeps the choice for the next visit ("system" forgets it). */
export function keepLanguageChoice(choice: LanguageChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused (a private window, say): the language applies to this visit only.
  }
}
