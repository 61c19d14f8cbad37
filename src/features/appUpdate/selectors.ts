import type { RootState } from '../../app/rootReducer';

/** A newer version of the app is downloaded and waits for a reload. */
export const selectAppUpdateReady = (state: RootState) => state.appUpdate.updateReady;
/** The person pressed Reload: the page is switching to the new version. */
export const selectAppReloading = (state: RootState) => state.appUpdate.reloading;
