// What My cards shows (docs/features.md): per board followed, the cards assigned to the
// person and the names of the board's lists. Injected with the signed-in sagas
// (./myCardsSaga.ts), so the first screen never carries it. Kept when the page closes, so
// that it shows at once when opened again (its listeners then bring it up to date).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssignedCard } from '../../domain/myCards';
import { sessionEnded } from '../session';

export interface AssignedBoardState {
  cards: AssignedCard[];
  listTitles: Record<string, string>;
  /** From this device's cache only, so far (offline, or before the server answers). */
  fromCache: boolean;
}

export interface MyCardsState {
  /** The page is open: its boards are followed. */
  open: boolean;
  boards: Record<string, AssignedBoardState>;
}

export const initialMyCardsState: MyCardsState = { open: false, boards: {} };

const myCardsSlice = createSlice({
  name: 'myCards',
  initialState: initialMyCardsState,
  reducers: {
    /** The saga is here and the slice injected (it appears with an action). */
    myCardsSagaStarted() {},
    myCardsOpened(state) {
      state.open = true;
    },
    myCardsClosed(state) {
      state.open = false;
    },
    assignedCardsChanged(
      state,
      action: PayloadAction<{
        boardId: string;
        cards: AssignedCard[];
        listTitles: Record<string, string> | null;
        fromCache: boolean;
      }>,
    ) {
      const { boardId, cards, listTitles, fromCache } = action.payload;
      const before = state.boards[boardId];
      state.boards[boardId] = {
        cards,
        // Until the lists arrive, the names known before stand.
        listTitles: listTitles ?? before?.listTitles ?? {},
        fromCache,
      };
    },
    /** The board can no longer be read (the person left or lost it): none of its cards show. */
    assignedCardsDropped(state, action: PayloadAction<{ boardId: string }>) {
      delete state.boards[action.payload.boardId];
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialMyCardsState),
});

export const {
  myCardsSagaStarted,
  myCardsOpened,
  myCardsClosed,
  assignedCardsChanged,
  assignedCardsDropped,
} = myCardsSlice.actions;
export { myCardsSlice };

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    myCards: MyCardsState;
  }
}
