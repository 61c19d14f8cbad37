// The dashboard's data: every board this person owns (title, colour), live. The order and
// the stars live in the user record (../user/userSlice.ts), which handles the same events.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ColorKey } from '../../domain/palette';
import type { BoardSummary } from '../../domain/types';
import type { ErrorNotice } from '../auth/authErrors';

export type BoardsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface BoardsState {
  summaries: Record<string, BoardSummary>;
  status: BoardsStatus;
  error: ErrorNotice | null;
  /** The dashboard's filter-by-name text. */
  filter: string;
}

export const initialBoardsState: BoardsState = {
  summaries: {},
  status: 'idle',
  error: null,
  filter: '',
};

const boardsSlice = createSlice({
  name: 'boards',
  initialState: initialBoardsState,
  reducers: {
    boardSummariesWatchStarted(state) {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    boardSummariesChanged(state, action: PayloadAction<BoardSummary[]>) {
      state.summaries = Object.fromEntries(action.payload.map((board) => [board.id, board]));
      state.status = 'ready';
      state.error = null;
    },
    boardSummariesFailed(state, action: PayloadAction<ErrorNotice>) {
      state.status = 'error';
      state.error = action.payload;
    },
    boardSummariesRetryRequested(state) {
      state.error = null;
    },
    boardSummariesWatchStopped() {
      return initialBoardsState;
    },
    dashboardFilterChanged(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },

    // --- Requests from the screen (handled by boardsSaga) ---
    boardCreateRequested(_state, _action: PayloadAction<{ title: string; color: ColorKey }>) {},
    boardRenameRequested(_state, _action: PayloadAction<{ boardId: string; title: string }>) {},
    boardColorChangeRequested(
      _state,
      _action: PayloadAction<{ boardId: string; color: ColorKey }>,
    ) {},
    boardDeleteRequested(_state, _action: PayloadAction<{ boardId: string }>) {},
    boardStarToggled(_state, _action: PayloadAction<{ boardId: string }>) {},
    /** Move a board to `toIndex` of the person's full board order. */
    boardMoveRequested(_state, _action: PayloadAction<{ boardId: string; toIndex: number }>) {},

    // --- Local changes the saga applies at once (and undoes when the write fails) ---
    boardSummaryUpserted(state, action: PayloadAction<BoardSummary>) {
      state.summaries[action.payload.id] = action.payload;
    },
    boardSummaryRemoved(state, action: PayloadAction<string>) {
      delete state.summaries[action.payload];
    },
  },
});

export const {
  boardSummariesWatchStarted,
  boardSummariesChanged,
  boardSummariesFailed,
  boardSummariesRetryRequested,
  boardSummariesWatchStopped,
  dashboardFilterChanged,
  boardCreateRequested,
  boardRenameRequested,
  boardColorChangeRequested,
  boardDeleteRequested,
  boardStarToggled,
  boardMoveRequested,
  boardSummaryUpserted,
  boardSummaryRemoved,
} = boardsSlice.actions;

export default boardsSlice.reducer;
