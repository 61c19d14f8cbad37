import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put } from 'redux-saga/effects';
import { takeLatestSafe } from '../../app/safeSagas';
import { applyThemeChoice, readThemeChoice, type ThemeChoice } from '../../services/theme';
import { themeChosen, themeRestored } from './themeSlice';

/** Applies and keeps the person's choice. */
export function* saveThemeChoice(action: PayloadAction<ThemeChoice>) {
  yield call(applyThemeChoice, action.payload);
}

/** The page already shows the kept theme (index.html); the store learns which it is. */
export function* themeSaga() {
  const kept: ThemeChoice = yield call(readThemeChoice);
  yield put(themeRestored(kept));
  yield all([takeLatestSafe(themeChosen.type, saveThemeChoice)]);
}
