// The sync feature's public entry (online state, writes waiting, persist): other features
// import only from here.
export { connectivitySaga } from './connectivitySaga';
export { watchEarlierWrites } from './earlierWrites';
export { followLive } from './followLive';
export { persist, refused } from './persist';
export {
  selectBrowserOnline,
  selectEarlierWritesSaved,
  selectServerSilent,
  selectWritesInFlight,
} from './selectors';
export { SERVER_SILENCE_MS, watchServerSilence } from './serverSilence';
export {
  default as syncReducer,
  connectivityChanged,
  earlierWritesSaved,
  initialSyncState,
  serverSilenceChanged,
} from './syncSlice';
