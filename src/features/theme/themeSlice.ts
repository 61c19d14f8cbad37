import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeChoice } from '../../services/theme';

export interface ThemeState {
  /** System follows the device's light or dark preference. */
  choice: ThemeChoice;
}

export const initialThemeState: ThemeState = { choice: 'system' };

const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    /** The person picked a theme in the account menu. */
    themeChosen(state, action: PayloadAction<ThemeChoice>) {
      state.choice = action.payload;
    },
    /** The choice kept on this device, read at startup. */
    themeRestored(state, action: PayloadAction<ThemeChoice>) {
      state.choice = action.payload;
    },
  },
});

export const { themeChosen, themeRestored } = themeSlice.actions;
export default themeSlice.reducer;
