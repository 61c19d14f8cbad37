// The languages the app speaks, and which one a person gets: the Language setting when they
// chose one on this device, else the first of the browser's languages the app speaks, else
// English. src/index.html's first script repeats this choice before the first paint (keep the
// two in step).

export const LOCALES = ['en', 'de', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** The Language setting: a language, or "system" to follow the browser. */
export type LanguageChoice = 'system' | Locale;

export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in itself, as language pickers show it (never translated). */
/* eslint-disable lingui/no-unlocalized-strings -- a language is named in itself */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  ar: 'العربية',
};
/* eslint-enable lingui/no-unlocalized-strings */

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Arabic reads right to left; the whole page is laid out that way (dir="rtl" on <html>). */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The language a person gets from their choice and the browser's languages ("de-AT" → de). */
export function resolveLocale(choice: LanguageChoice, browserLanguages: readonly string[]): Locale {
  if (choice !== 'system') return choice;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}
