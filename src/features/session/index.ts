// The session feature's public entry: other features import only from here.
export { sessionSaga, type PerUserWatcher } from './sessionSaga';
export {
  default as sessionReducer,
  initialSessionState,
  selectSessionUid,
  sessionEnded,
  sessionStarted,
} from './sessionSlice';
