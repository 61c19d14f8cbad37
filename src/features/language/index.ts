// The language feature's public entry: the Language setting (System, English, Deutsch,
// العربية), kept per device. The words themselves live in src/i18n and each feature's locales/.
export {
  default as languageReducer,
  initialLanguageState,
  languageChosen,
  languageApplied,
} from './languageSlice';
export { languageSaga } from './languageSaga';
export { selectLanguageChoice, selectLocale } from './selectors';
export { LanguageSetting } from './LanguageSetting';
