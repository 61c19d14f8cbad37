import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the browser is online, and how many writes this tab has sent that the server has
 * not confirmed yet. (Writes left over from before a reload are counted from the open board's
 * snapshots instead: see selectWaitingChanges.)
 */
interface SyncState {
  online: boolean;
  inFlight: number;
}

export const initialSyncState: SyncState = { online: true, inFlight: 0 };

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
  },
});

export const { connectivityChanged, writeStarted, writeSettled } = syncSlice.actions;
export default syncSlice.reducer;
