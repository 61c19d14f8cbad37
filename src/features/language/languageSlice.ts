import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageChoice, Locale } from '../../i18n/locales';

export interface LanguageState {
  /** The Language setting: a language, or System to follow the browser. */
  choice: LanguageChoice;
  /** The language the page shows now (its words have loaded). */
  locale: Locale;
  /** A chosen language whose words are on their way. */
  switching: Locale | null;
}

export const initialLanguageState: LanguageState = {
  choice: 'system',
  locale: 'en',
  switching: null,
};

const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** The language kept on this device and the one shown, read at startup. */
    languageRestored(state, action: PayloadAction<{ choice: LanguageChoice; locale: Locale }>) {
      state.choice = action.payload.choice;
      state.locale = action.payload.locale;
    },
    /** The person picked a language in the account menu. */
    languageChosen(state, action: PayloadAction<LanguageChoice>) {
      state.choice = action.payload;
    },
    /** The chosen language's words are loading. */
    languageLoading(state, action: PayloadAction<Locale>) {
      state.switching = action.payload;
    },
    /** The page now shows this language. */
    languageApplied(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
      state.switching = null;
    },
    /** Its words could not load (offline before they were ever fetched): the page stays as it was. */
    languageFailed(state) {
      state.switching = null;
    },
  },
});

export const {
  languageRestored,
  languageChosen,
  languageLoading,
  languageApplied,
  languageFailed,
} = languageSlice.actions;
export default languageSlice.reducer;
