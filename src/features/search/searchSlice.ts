// What the Search dialog shows (docs/search.md): what is typed, the cards found for it, and how
// many of the person's boards the index holds yet. Injected with the signed-in sagas
// (./searchSaga.ts), so the first screen never carries it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchHit } from '../../domain/search';
import { sessionEnded } from '../session';

export interface SearchState {
  query: string;
  hits: SearchHit[];
  /** The query `hits` answer (the one typed may be a keystroke ahead). */
  answered: string;
  /** The boards being read for this opening of Search, and those whose cards are indexed. */
  boardIds: string[];
  indexedBoardIds: string[];
}

export const initialSearchState: SearchState = {
  query: '',
  hits: [],
  answered: '',
  boardIds: [],
  indexedBoardIds: [],
};

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    /** Search opened: its boards are read again; what was typed last time is cleared. */
    searchStarted(_state, action: PayloadAction<{ boardIds: string[] }>) {
      return { ...initialSearchState, boardIds: action.payload.boardIds };
    },
    /** A board the dashboard's list gained while Search was open (e.g. it loaded late). */
    searchBoardAdded(state, action: PayloadAction<{ boardId: string }>) {
      if (!state.boardIds.includes(action.payload.boardId)) {
        state.boardIds.push(action.payload.boardId);
      }
    },
    searchQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      if (action.payload.trim() === '') {
        state.hits = [];
        state.answered = action.payload;
      }
    },
    searchHitsFound(state, action: PayloadAction<{ query: string; hits: SearchHit[] }>) {
      if (action.payload.query !== state.query) return; // an answer to an older keystroke
      state.hits = action.payload.hits;
      state.answered = action.payload.query;
    },
    searchBoardIndexed(state, action: PayloadAction<{ boardId: string }>) {
      if (!state.indexedBoardIds.includes(action.payload.boardId)) {
        state.indexedBoardIds.push(action.payload.boardId);
      }
    },
    /** The board could not be read (the person lost it): it is not searched, nor waited for. */
    searchBoardDropped(state, action: PayloadAction<{ boardId: string }>) {
      const { boardId } = action.payload;
      state.boardIds = state.boardIds.filter((id) => id !== boardId);
      state.indexedBoardIds = state.indexedBoardIds.filter((id) => id !== boardId);
      state.hits = state.hits.filter((hit) => hit.boardId !== boardId);
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialSearchState),
});

export const {
  searchStarted,
  searchBoardAdded,
  searchQueryChanged,
  searchHitsFound,
  searchBoardIndexed,
  searchBoardDropped,
} = searchSlice.actions;
export { searchSlice };

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    search: SearchState;
  }
}
