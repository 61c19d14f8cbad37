import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether a newer version of the app has been downloaded and waits for the person to reload,
 * and whether they have asked to (the page is about to reload into it).
 */
interface AppUpdateState {
  updateReady: boolean;
  reloading: boolean;
}

export const initialAppUpdateState: AppUpdateState = { updateReady: false, reloading: false };

const appUpdateSlice = createSlice({
  name: 'appUpdate',
  initialState: initialAppUpdateState,
  reducers: {
    appUpdateReady(state) {
      state.updateReady = true;
    },
    appReloadRequested(state) {
      state.reloading = true;
    },
    appReloadFailed(state) {
      state.reloading = false;
    },
  },
});

export const { appUpdateReady, appReloadRequested, appReloadFailed } = appUpdateSlice.actions;
export default appUpdateSlice.reducer;
