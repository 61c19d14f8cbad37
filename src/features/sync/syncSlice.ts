import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../session';

/**
 * Whether the browser is online, and how many writes this tab has sent that the server has
 * not confirmed yet. Writes left over from an earlier visit are counted from the open board's
 * snapshots instead, until `earlierWritesSaved` (see earlierWritesSaga and selectWaitingChanges).
 */
interface SyncState {
  online: boolean;
  inFlight: number;
  /** Every write queued on this device before this session has reached the server. */
  earlierWritesSaved: boolean;
  /** What is on screen has come from the cache only for 10 s while online (serverSilence.ts). */
  serverSilent: boolean;
}

export const initialSyncState: SyncState = {
  online: true,
  inFlight: 0,
  earlierWritesSaved: false,
  serverSilent: false,
};

const syncSlice = createSlice({
  name: 'sync',
  initialState: initialSyncState,
  reducers: {
    connectivityChanged(state, action: { payload: boolean }) {
      state.online = action.payload;
    },
    writeStarted(state) {
      state.inFlight += 1;
    },
    writeSettled(state) {
      state.inFlight = Math.max(0, state.inFlight - 1);
    },
    earlierWritesSaved(state) {
      state.earlierWritesSaved = true;
    },
    serverSilenceChanged(state, action: { payload: boolean }) {
      state.serverSilent = action.payload;
    },
  },
  // The next person's earlier writes are their own, still to be confirmed.
  extraReducers: (builder) =>
    builder.addCase(sessionEnded, (state) => {
      state.earlierWritesSaved = false;
    }),
});

export const {
  connectivityChanged,
  writeStarted,
  writeSettled,
  earlierWritesSaved,
  serverSilenceChanged,
} = syncSlice.actions;
export default syncSlice.reducer;
