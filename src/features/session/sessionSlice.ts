// The signed-in session: whose data this tab is showing. It starts once a person is fully
// signed in (their first-login record written) and ends on sign-out or a change of user.
// Every slice that holds a person's data resets itself on sessionEnded (extraReducers).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface SessionState {
  /** The signed-in person whose watchers run, or null between sessions. */
  uid: string | null;
}

export const initialSessionState: SessionState = { uid: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ uid: string }>) {
      state.uid = action.payload.uid;
    },
    sessionEnded() {
      return initialSessionState;
    },
  },
  selectors: {
    selectSessionUid: (state) => state.uid,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectSessionUid } = sessionSlice.selectors;
export default sessionSlice.reducer;
