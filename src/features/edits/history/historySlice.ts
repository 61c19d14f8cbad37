// The open board's undo and redo stacks, for this tab only and in memory only: plain data, so
// Redux DevTools shows and time-travels them. Only this tab's own edits are recorded (by the
// edit sagas, after applying them); snapshots from elsewhere never are.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EditKind, FieldChange } from '../../../domain/edit';
import { sessionEnded } from '../../session';

export type { EditKind, FieldChange, ListWithCards } from '../../../domain/edit';
import { boardAccessLost, boardClosed, boardOpened } from '../../board';

/** One step (one gesture): what it was, for the buttons and notices, and what it changed. */
export interface HistoryEntry {
  id: string;
  kind: EditKind;
  /** "move of ‘Write brief’": read after "Undo", "Redo", "Undone:". */
  label: string;
  /** The card, list or board's name, for "Not undone: ‘Write brief’ was changed elsewhere". */
  subject: string;
  changes: FieldChange[];
}

/** The issue asks for at least 100 steps; older ones fall off the bottom. */
export const HISTORY_LIMIT = 100;

interface HistoryState {
  /** The board these steps belong to: a step is never applied to another board. */
  boardId: string | null;
  /** Oldest first; the last is the next to undo. */
  past: HistoryEntry[];
  /** Oldest first; the last is the next to redo. */
  future: HistoryEntry[];
}

export const initialHistoryState: HistoryState = { boardId: null, past: [], future: [] };

const pushBounded = (stack: HistoryEntry[], entry: HistoryEntry) => {
  stack.push(entry);
  if (stack.length > HISTORY_LIMIT) stack.splice(0, stack.length - HISTORY_LIMIT);
};

const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {
    /** A new local edit: it becomes the next undo, and what had been undone can't be redone. */
    editRecorded(state, action: PayloadAction<{ boardId: string; entry: HistoryEntry }>) {
      const { boardId, entry } = action.payload;
      // Another board's steps never mix with this one's (a store restored with a board open).
      if (state.boardId !== boardId) {
        state.boardId = boardId;
        state.past = [];
        state.future = [];
      }
      pushBounded(state.past, entry);
      state.future = [];
    },
    /**
     * The last step was undone: `redo` holds the values from the moment of the undo (only the
     * fields it put back), or is null when every field had been changed elsewhere.
     */
    stepUndone(state, action: PayloadAction<{ redo: HistoryEntry | null }>) {
      state.past.pop();
      if (action.payload.redo) pushBounded(state.future, action.payload.redo);
    },
    /** The last undone step was redone; `undo` is how to undo it again. */
    stepRedone(state, action: PayloadAction<{ undo: HistoryEntry | null }>) {
      state.future.pop();
      if (action.payload.undo) pushBounded(state.past, action.payload.undo);
    },
    /** A step whose write the server refused (the screen was put back): nothing to undo. */
    stepDropped(state, action: PayloadAction<string>) {
      state.past = state.past.filter((entry) => entry.id !== action.payload);
      state.future = state.future.filter((entry) => entry.id !== action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(boardOpened, (_state, action) => ({
        ...initialHistoryState,
        boardId: action.payload,
      }))
      .addCase(boardClosed, () => initialHistoryState)
      .addCase(boardAccessLost, () => initialHistoryState)
      .addCase(sessionEnded, () => initialHistoryState),
});

export const { editRecorded, stepUndone, stepRedone, stepDropped } = historySlice.actions;
export default historySlice.reducer;
