import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put } from 'redux-saga/effects';
import { takeLatestSafe } from '../../app/safeSagas';
import { activateLocale, i18n, resolveLocale, type LanguageChoice, type Locale } from '../../i18n';
import {
  applyLocaleToPage,
  browserLanguages,
  keepLanguageChoice,
  readLanguageChoice,
} from '../../services/language';
import { noticeShown } from '../notices';
import {
  languageApplied,
  languageChosen,
  languageFailed,
  languageLoading,
  languageRestored,
} from './languageSlice';

const couldNotLoad = msg`That language could not be loaded. Check your connection, then choose it again.`;

/** Loads the chosen language's words, then shows the whole page in it and keeps the choice. */
export function* switchLanguage(action: PayloadAction<LanguageChoice>) {
  const languages: readonly string[] = yield call(browserLanguages);
  const locale: Locale = resolveLocale(action.payload, languages);
  yield put(languageLoading(locale));
  try {
    yield call(activateLocale, locale, true);
  } catch {
    yield put(languageFailed());
    yield put(noticeShown({ tone: 'error', text: i18n._(couldNotLoad) }));
    return;
  }
  yield call(applyLocaleToPage, locale);
  yield call(keepLanguageChoice, action.payload);
  yield put(languageApplied(locale));
}

/** The page already shows the kept language (index.html, src/index.tsx); the store learns which. */
export function* languageSaga() {
  const choice: LanguageChoice = yield call(readLanguageChoice);
  const languages: readonly string[] = yield call(browserLanguages);
  const locale = resolveLocale(choice, languages);
  try {
    yield call(activateLocale, locale); // Already under way (src/index.tsx): the same load.
    yield put(languageRestored({ choice, locale }));
  } catch {
    yield put(languageRestored({ choice, locale: 'en' }));
  }
  yield all([takeLatestSafe(languageChosen.type, switchLanguage)]);
}
