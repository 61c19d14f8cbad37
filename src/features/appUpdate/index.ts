// The appUpdate feature's public entry (a new version of the app, ready to reload into):
// other code imports only from here.
export { AppUpdateBanner } from './AppUpdateBanner';
export { appUpdateSaga } from './appUpdateSaga';
export { default as appUpdateReducer } from './appUpdateSlice';
