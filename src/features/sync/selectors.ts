import type { RootState } from '../../app/rootReducer';

/** The browser's own word on whether it is online. */
export const selectBrowserOnline = (state: RootState) => state.sync.online;
/** Writes this tab has sent that the server has not confirmed yet. */
export const selectWritesInFlight = (state: RootState) => state.sync.inFlight;
/** Writes queued before this session (an earlier visit's) have all reached the server. */
export const selectEarlierWritesSaved = (state: RootState) => state.sync.earlierWritesSaved;
/** The server has not answered for 10 s while the browser is online (serverSilence.ts). */
export const selectServerSilent = (state: RootState) => state.sync.serverSilent;
