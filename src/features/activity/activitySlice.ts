// The open board's activity: its newest entries while the Activity panel is open (a page of 50
// more at a time, optionally one person's), the entries of the card whose details are open,
// and the cards other people changed since this person's last visit. Followed by ./sagas.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActivityEntry } from '../../domain/activity';
import type { DocChange } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import { sessionEnded } from '../session';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

interface EntriesState {
  status: LoadStatus;
  error: ErrorNotice | null;
  byId: Record<string, ActivityEntry>;
}

export interface ActivityState {
  /** The board these are about; null while no board is open. */
  boardId: string | null;
  panelOpen: boolean;
  /** Pages of the feed asked for (ACTIVITY_PAGE_SIZE entries each). */
  pages: number;
  /** Only this member's entries, or everyone's (null). */
  authorId: string | null;
  feed: EntriesState;
  /** The card whose details are open, and its entries. */
  card: EntriesState & { cardId: string | null };
  /** Cards other people changed since this person last opened the board. */
  sinceLastVisit: string[];
}

const noEntries: EntriesState = { status: 'idle', error: null, byId: {} };

export const initialActivityState: ActivityState = {
  boardId: null,
  panelOpen: false,
  pages: 1,
  authorId: null,
  feed: noEntries,
  card: { ...noEntries, cardId: null },
  sinceLastVisit: [],
};

function apply(byId: Record<string, ActivityEntry>, changes: DocChange<ActivityEntry>[]) {
  for (const change of changes) {
    if (change.type === 'remove') delete byId[change.id];
    else byId[change.doc.id] = change.doc;
  }
}

const activitySlice = createSlice({
  name: 'activity',
  initialState: initialActivityState,
  reducers: {
    /** Another board opened (or none): nothing of the last one is kept. */
    activityBoardChanged(_state, action: PayloadAction<{ boardId: string | null }>) {
      return { ...initialActivityState, boardId: action.payload.boardId };
    },
    activityPanelOpened(state) {
      state.panelOpen = true;
    },
    activityPanelClosed(state) {
      state.panelOpen = false;
      state.pages = 1;
      state.feed = noEntries;
    },
    activityMoreRequested(state) {
      state.pages += 1;
    },
    activityAuthorFiltered(state, action: PayloadAction<{ authorId: string | null }>) {
      state.authorId = action.payload.authorId;
      state.pages = 1;
      // Another person's entries are another query: drop this one's at once.
      state.feed = { ...noEntries, status: 'loading' };
    },
    activityFollowStarted(state) {
      state.feed.status = state.feed.status === 'ready' ? 'ready' : 'loading';
      state.feed.error = null;
    },
    activitySnapshotReceived(
      state,
      action: PayloadAction<{ changes: DocChange<ActivityEntry>[] }>,
    ) {
      apply(state.feed.byId, action.payload.changes);
      state.feed.status = 'ready';
    },
    activityLoadFailed(state, action: PayloadAction<{ error: ErrorNotice }>) {
      state.feed.status = 'error';
      state.feed.error = action.payload.error;
    },

    cardActivityFollowStarted(state, action: PayloadAction<{ cardId: string }>) {
      if (state.card.cardId !== action.payload.cardId) state.card.byId = {};
      state.card.cardId = action.payload.cardId;
      state.card.status = 'loading';
      state.card.error = null;
    },
    cardActivityFollowStopped(state) {
      state.card = initialActivityState.card;
    },
    cardActivitySnapshotReceived(
      state,
      action: PayloadAction<{ cardId: string; changes: DocChange<ActivityEntry>[] }>,
    ) {
      if (state.card.cardId !== action.payload.cardId) return;
      apply(state.card.byId, action.payload.changes);
      state.card.status = 'ready';
    },
    cardActivityLoadFailed(state, action: PayloadAction<{ cardId: string; error: ErrorNotice }>) {
      if (state.card.cardId !== action.payload.cardId) return;
      state.card.status = 'error';
      state.card.error = action.payload.error;
    },

    sinceLastVisitFound(state, action: PayloadAction<{ boardId: string; cardIds: string[] }>) {
      if (state.boardId === action.payload.boardId) state.sinceLastVisit = action.payload.cardIds;
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialActivityState),
});

export const {
  activityBoardChanged,
  activityPanelOpened,
  activityPanelClosed,
  activityMoreRequested,
  activityAuthorFiltered,
  activityFollowStarted,
  activitySnapshotReceived,
  activityLoadFailed,
  cardActivityFollowStarted,
  cardActivityFollowStopped,
  cardActivitySnapshotReceived,
  cardActivityLoadFailed,
  sinceLastVisitFound,
} = activitySlice.actions;

export { activitySlice };
export default activitySlice.reducer;

/** Following the feed failed: listen again. */
export const activityRetryRequested = createAction('activity/activityRetryRequested');
/** Following the open card's entries failed: listen again. */
export const cardActivityRetryRequested = createAction('activity/cardActivityRetryRequested');
/** Revert: undo what an entry's edit did (handled by the edit pipeline, features/edits). */
export const activityRevertRequested = createAction<{ entryId: string }>(
  'activity/activityRevertRequested',
);

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    activity: ActivityState;
  }
}
