// The sync feature's public entry (online state, writes waiting, persist): other features
// import only from here.
export { connectivitySaga } from './connectivitySaga';
export { followLive } from './followLive';
export { persist, refused } from './persist';
export { selectBrowserOnline, selectWritesInFlight } from './selectors';
export { default as syncReducer, connectivityChanged, initialSyncState } from './syncSlice';
