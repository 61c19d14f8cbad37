// The dashboard's data: every board this person owns (title, colour), live. The order and
// the stars live in the user record (features/user), which handles the same events.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { editApplied, editRolledBack } from '../../domain/editEvents';
import type { ColorKey } from '../../domain/palette';
import type { BoardSummary } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import type { BoardSummariesSnapshot } from '../../services/types';
import { sessionEnded } from '../session';
import { personalEditApplied, personalEditRolledBack } from '../user';

const pickLook = ({ title, color }: Partial<BoardSummary>) => ({
  ...(title !== undefined ? { title } : {}),
  ...(color !== undefined ? { color } : {}),
});

type BoardsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface BoardsState {
  summaries: Record<string, BoardSummary>;
  status: BoardsStatus;
  error: ErrorNotice | null;
  /** The dashboard's filter-by-name text. */
  filter: string;
  /** Boards created in this tab: known to start empty, so they open without waiting. */
  createdHere: string[];
  /**
   * Each board's summary as the server last confirmed it (no pending local writes): what a
   * refused rename or recolour rolls back to, so another tab's change made meanwhile stays.
   */
  confirmed: Record<string, BoardSummary>;
}

export const initialBoardsState: BoardsState = {
  summaries: {},
  status: 'idle',
  error: null,
  filter: '',
  createdHere: [],
  confirmed: {},
};

const boardsSlice = createSlice({
  name: 'boards',
  initialState: initialBoardsState,
  reducers: {
    boardSummariesWatchStarted(state) {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    boardSummariesChanged(state, action: PayloadAction<BoardSummariesSnapshot>) {
      const { summaries, pendingIds } = action.payload;
      state.summaries = Object.fromEntries(summaries.map((board) => [board.id, board]));
      // A board still pending keeps its older confirmed copy; one no longer listed has none.
      state.confirmed = Object.fromEntries(
        summaries
          .map((board) => [
            board.id,
            pendingIds.includes(board.id) ? state.confirmed[board.id] : board,
          ])
          .filter((entry): entry is [string, BoardSummary] => entry[1] !== undefined),
      );
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
    dashboardFilterChanged(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },

    // --- Local changes the saga applies at once (and undoes when the write fails) ---
    /** A board created here: shown at once, and known to have no lists or cards yet. */
    boardCreateStarted(state, action: PayloadAction<BoardSummary>) {
      state.summaries[action.payload.id] = action.payload;
      state.createdHere.push(action.payload.id);
    },
    boardSummaryUpserted(state, action: PayloadAction<BoardSummary>) {
      state.summaries[action.payload.id] = action.payload;
    },
    boardSummaryRemoved(state, action: PayloadAction<string>) {
      delete state.summaries[action.payload];
      state.createdHere = state.createdHere.filter((id) => id !== action.payload);
    },
  },
  // Signed out or another user signed in: forget this person's boards.
  extraReducers: (builder) =>
    builder
      // A board's name and colour, renamed or recoloured on its page or its tile.
      .addCase(editApplied, (state, action) => {
        for (const change of action.payload.changes) {
          const summary = state.summaries[change.id];
          if (change.doc === 'board' && summary) Object.assign(summary, pickLook(change.after));
        }
      })
      .addCase(editRolledBack, (state, action) => {
        for (const change of action.payload.changes) {
          const summary = state.summaries[change.id];
          if (change.doc !== 'board' || !summary) continue;
          const confirmed = state.confirmed[change.id];
          const { title, color } = pickLook(change.before);
          if (title !== undefined) summary.title = confirmed?.title ?? title;
          if (color !== undefined) summary.color = confirmed?.color ?? color;
        }
      })
      // A board created here (known to start empty, so it opens without waiting), or marked
      // deleting; a refusal takes either back.
      .addCase(personalEditApplied, (state, { payload: { change } }) => {
        if (change.doc === 'boardCreate') {
          const { id, after, owner } = change;
          const { title, color } = after;
          state.summaries[id] = {
            id,
            ownerId: owner.uid,
            title,
            color,
            deleting: false,
            importedFrom: null,
          };
          state.createdHere.push(id);
        }
        const summary = change.doc === 'boardDelete' ? state.summaries[change.id] : undefined;
        if (summary) summary.deleting = true;
      })
      .addCase(personalEditRolledBack, (state, { payload: { change } }) => {
        if (change.doc === 'boardCreate') {
          delete state.summaries[change.id];
          state.createdHere = state.createdHere.filter((id) => id !== change.id);
        }
        if (change.doc === 'boardDelete' && change.before) {
          state.summaries[change.id] = change.before;
        }
      })
      .addCase(sessionEnded, () => initialBoardsState),
});

export const {
  boardSummariesWatchStarted,
  boardSummariesChanged,
  boardSummariesFailed,
  boardSummariesRetryRequested,
  dashboardFilterChanged,
  boardCreateStarted,
  boardSummaryUpserted,
  boardSummaryRemoved,
} = boardsSlice.actions;

export default boardsSlice.reducer;

// Requests from the screen: no state of their own; the saga validates, applies and writes.
export const boardCreateRequested = createAction<{ title: string; color: ColorKey }>(
  'boards/boardCreateRequested',
);
export const boardRenameRequested = createAction<{ boardId: string; title: string }>(
  'boards/boardRenameRequested',
);
export const boardColorChangeRequested = createAction<{ boardId: string; color: ColorKey }>(
  'boards/boardColorChangeRequested',
);
export const boardDeleteRequested = createAction<{ boardId: string }>(
  'boards/boardDeleteRequested',
);
export const boardStarToggled = createAction<{ boardId: string }>('boards/boardStarToggled');
/** Move a board to `toIndex` of the person's full board order. */
export const boardMoveRequested = createAction<{ boardId: string; toIndex: number }>(
  'boards/boardMoveRequested',
);
