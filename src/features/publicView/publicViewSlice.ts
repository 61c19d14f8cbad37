// What the read-only link's page shows: the board's public projection, its lists and cards, or
// that the link no longer opens it. Injected by its saga (the first screen never carries it).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicBoard } from '../../domain/publicBoard';
import type { BoardList, Card } from '../../domain/types';
import { publicViewOpened } from './events';

export interface PublicViewState {
  linkId: string | null;
  /** loading: nothing yet; live: following; gone: the link was refused (turned off, mistyped). */
  status: 'loading' | 'live' | 'gone';
  /** The page had shown the board before it was refused: it was shared, and no longer is. */
  wasLive: boolean;
  board: PublicBoard | null;
  lists: BoardList[];
  cards: Card[];
}

export const initialPublicViewState: PublicViewState = {
  linkId: null,
  status: 'loading',
  wasLive: false,
  board: null,
  lists: [],
  cards: [],
};

export const publicViewSlice = createSlice({
  name: 'publicView',
  initialState: initialPublicViewState,
  reducers: {
    publicViewChanged(
      state,
      { payload }: PayloadAction<{ board: PublicBoard; lists: BoardList[]; cards: Card[] }>,
    ) {
      state.status = 'live';
      state.wasLive = true;
      state.board = payload.board;
      state.lists = payload.lists;
      state.cards = payload.cards;
    },
    publicViewRefused(state) {
      // Nothing of the board stays on screen once the owner has stopped sharing it.
      return {
        ...initialPublicViewState,
        linkId: state.linkId,
        status: 'gone',
        wasLive: state.wasLive,
      };
    },
  },
  extraReducers: (builder) =>
    builder.addCase(publicViewOpened, (_state, { payload }) => ({
      ...initialPublicViewState,
      linkId: payload.linkId,
    })),
});

export const { publicViewChanged, publicViewRefused } = publicViewSlice.actions;

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    publicView: PublicViewState;
  }
}

type WithPublicView = { publicView?: PublicViewState };

export const selectPublicView = (state: WithPublicView): PublicViewState =>
  state.publicView ?? initialPublicViewState;
