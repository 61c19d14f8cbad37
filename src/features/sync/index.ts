// The sync feature's public entry (online state, writes waiting, persist): other features
// import only from here.
export { connectivitySaga } from './connectivitySaga';
export { followLive, type LiveFollow } from './followLive';
export { persist, refused, type PersistOptions } from './persist';
export { selectBrowserOnline, selectWritesInFlight } from './selectors';
export {
  default as syncReducer,
  connectivityChanged,
  initialSyncState,
  writeSettled,
  writeStarted,
  type SyncState,
} from './syncSlice';
