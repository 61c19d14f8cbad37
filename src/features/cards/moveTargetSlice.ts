// The board a card is being moved or copied to, when it is not the open one: read once when the
// Move or Copy dialog picks it (moveCopySaga.ts), and forgotten when the dialog closes. Injected
// with the boards' sagas, so the first screen never carries it.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { Board } from '../../domain/board';
import type { BoardList } from '../../domain/list';
import { sessionEnded } from '../session';
import { modalClosed } from '../modal';

export interface MoveTargetState {
  boardId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  board: Board | null;
  lists: BoardList[];
}

export const initialMoveTargetState: MoveTargetState = {
  boardId: null,
  status: 'idle',
  board: null,
  lists: [],
};

/** The dialog chose another board: read its lists and labels. */
export const moveTargetRequested = createAction<{ boardId: string }>('moveTarget/requested');

const moveTargetSlice = createSlice({
  name: 'moveTarget',
  initialState: initialMoveTargetState,
  reducers: {
    moveTargetLoaded(
      state,
      action: PayloadAction<{ boardId: string; board: Board | null; lists: BoardList[] }>,
    ) {
      const { boardId, board, lists } = action.payload;
      if (state.boardId !== boardId) return;
      state.status = board ? 'ready' : 'failed';
      state.board = board;
      state.lists = lists;
    },
    moveTargetFailed(state, action: PayloadAction<{ boardId: string }>) {
      if (state.boardId === action.payload.boardId) state.status = 'failed';
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(moveTargetRequested, (_state, action) => ({
        ...initialMoveTargetState,
        boardId: action.payload.boardId,
        status: 'loading',
      }))
      .addCase(modalClosed, () => initialMoveTargetState)
      .addCase(sessionEnded, () => initialMoveTargetState),
});

export const { moveTargetLoaded, moveTargetFailed } = moveTargetSlice.actions;
export { moveTargetSlice };

export const selectMoveTarget = (state: RootState) => state.moveTarget ?? initialMoveTargetState;

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    moveTarget: MoveTargetState;
  }
}
