import type { RootState } from '../../app/rootReducer';

export const selectLanguageChoice = (state: RootState) => state.language.choice;
export const selectLocale = (state: RootState) => state.language.locale;
export const selectLanguageSwitching = (state: RootState) => state.language.switching;
