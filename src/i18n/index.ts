// Languages: which one a person gets, loading its words, the Lingui instance. docs/i18n.md.
export { activateLocale, currentLocale, i18n, loadAppMessages } from './i18n';
export {
  directionOf,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  resolveLocale,
  SOURCE_LOCALE,
  type LanguageChoice,
  type Locale,
} from './locales';
