import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserRecord } from '../../domain/user';
import type { UserRecordSnapshot } from '../../services/types';
import type { ErrorNotice } from '../../messages/errors';
import { withId } from '../../domain/personalEdit';
import { sessionEnded } from '../session';
import { personalEditApplied, personalEditRolledBack } from './personalEditActions';

/** loading: waiting for the first snapshot; missing: the document does not exist (yet). */
type UserRecordStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

interface UserState {
  uid: string | null;
  record: UserRecord | null;
  status: UserRecordStatus;
  /** The last snapshot came from the local cache only: offline, or not yet confirmed by the server. */
  fromCache: boolean;
  error: ErrorNotice | null;
  /** The record as the server last confirmed it: what a refused change rolls back to. */
  confirmed: UserRecord | null;
}

export const initialUserState: UserState = {
  uid: null,
  record: null,
  status: 'idle',
  fromCache: false,
  error: null,
  confirmed: null,
};

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    userRecordWatchStarted(state, action: PayloadAction<string>) {
      if (state.uid !== action.payload) {
        state.record = null;
        state.confirmed = null;
        state.fromCache = false;
      }
      state.uid = action.payload;
      state.status = state.record ? 'ready' : 'loading';
      state.error = null;
    },
    userRecordChanged(state, action: PayloadAction<UserRecordSnapshot>) {
      state.record = action.payload.record;
      if (!action.payload.pending) state.confirmed = action.payload.record;
      state.fromCache = action.payload.fromCache;
      state.status = action.payload.record ? 'ready' : 'missing';
      state.error = null;
    },
    /** The live subscription stopped with an error; the last known record stays on screen. */
    userRecordFailed(state, action: PayloadAction<ErrorNotice>) {
      state.status = 'error';
      state.error = action.payload;
    },
    userRecordRetryRequested(state) {
      state.error = null;
    },
    /** The board order, changed here at once (create, delete, reorder) or restored on failure. */
    userBoardOrderChanged(state, action: PayloadAction<string[]>) {
      if (state.record) state.record.boards = action.payload;
    },
    /** The starred boards, changed here at once or restored on failure. */
    userStarredChanged(state, action: PayloadAction<string[]>) {
      if (state.record) state.record.starred = action.payload;
    },
    /**
     * A refused change of the order undone: to the server's last confirmed order (a board
     * another tab added meanwhile stays), else to `fallback`, the order before the change.
     */
    userBoardOrderRolledBack(state, action: PayloadAction<string[]>) {
      if (state.record) state.record.boards = state.confirmed?.boards ?? action.payload;
    },
    /** A refused star or unstar undone, the same way. */
    userStarredRolledBack(state, action: PayloadAction<string[]>) {
      if (state.record) state.record.starred = state.confirmed?.starred ?? action.payload;
    },
  },
  // Signed out or another user signed in: forget this user's record.
  extraReducers: (builder) =>
    builder
      .addCase(personalEditApplied, (state, { payload: { change } }) => {
        if (!state.record) return;
        if (change.doc === 'star') {
          state.record.starred = withId(state.record.starred, change.id, change.after);
        }
        if (change.doc === 'boardPlace') state.record.boards = change.after;
        if (change.doc === 'dueReminderLead') state.record.dueReminderLead = change.after;
        const joins = change.doc === 'join' || change.doc === 'boardCreate';
        if (joins && !state.record.boards.includes(change.id)) state.record.boards.push(change.id);
        if (change.doc === 'boardDelete') {
          state.record.boards = state.record.boards.filter((id) => id !== change.id);
          state.record.starred = state.record.starred.filter((id) => id !== change.id);
        }
      })
      // As userStarredRolledBack and userBoardOrderRolledBack: the server's last word wins.
      .addCase(personalEditRolledBack, (state, { payload: { change } }) => {
        if (!state.record) return;
        if (change.doc === 'star') {
          state.record.starred =
            state.confirmed?.starred ?? withId(state.record.starred, change.id, change.before);
        }
        if (change.doc === 'boardPlace') {
          state.record.boards = state.confirmed?.boards ?? change.before;
        }
        if (change.doc === 'dueReminderLead') {
          state.record.dueReminderLead = state.confirmed
            ? state.confirmed.dueReminderLead
            : change.before;
        }
        if (change.doc === 'join' || change.doc === 'boardCreate') {
          state.record.boards =
            state.confirmed?.boards ?? state.record.boards.filter((id) => id !== change.id);
        }
        if (change.doc === 'boardDelete') {
          state.record.boards = state.confirmed?.boards ?? change.order;
          state.record.starred = state.confirmed?.starred ?? change.starred;
        }
      })
      .addCase(sessionEnded, () => initialUserState),
});

export const {
  userRecordWatchStarted,
  userRecordChanged,
  userRecordFailed,
  userRecordRetryRequested,
  userBoardOrderChanged,
  userStarredChanged,
  userBoardOrderRolledBack,
  userStarredRolledBack,
} = userSlice.actions;

export default userSlice.reducer;
