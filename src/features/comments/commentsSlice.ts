// The comments of the card whose details are open: followed live while the details are open
// (commentsSaga.ts) and changed at once by the person's own adds, edits and deletes (the edit
// pipeline's editApplied, and editRolledBack when refused), their undos and reverts included.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Comment } from '../../domain/comment';
import type { DocChange } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import type { FieldChange } from '../../domain/edit';
import { editApplied, editRolledBack } from '../../domain/editEvents';
import { sessionEnded } from '../session';

type CommentsStatus = 'idle' | 'loading' | 'ready' | 'error';

interface CommentsState {
  /** The card whose comments these are; null while no card's details are open. */
  cardId: string | null;
  status: CommentsStatus;
  error: ErrorNotice | null;
  byId: Record<string, Comment>;
}

export const initialCommentsState: CommentsState = {
  cardId: null,
  status: 'idle',
  error: null,
  byId: {},
};

/** One side of each comment change of an edit, for the card whose comments these are. */
function showSide(state: CommentsState, changes: FieldChange[], side: 'before' | 'after') {
  for (const change of changes) {
    if (change.doc !== 'comment' || change.cardId !== state.cardId) continue;
    const comment = change[side];
    if (comment) state.byId[change.id] = comment;
    else delete state.byId[change.id];
  }
}

const commentsSlice = createSlice({
  name: 'comments',
  initialState: initialCommentsState,
  reducers: {
    /** Following a card's comments began (or began again after a failure). */
    commentsFollowStarted(state, action: PayloadAction<{ cardId: string }>) {
      if (state.cardId !== action.payload.cardId) state.byId = {};
      state.cardId = action.payload.cardId;
      state.status = 'loading';
      state.error = null;
    },
    commentsFollowStopped() {
      return initialCommentsState;
    },
    commentsSnapshotReceived(
      state,
      action: PayloadAction<{ cardId: string; changes: DocChange<Comment>[] }>,
    ) {
      if (state.cardId !== action.payload.cardId) return;
      for (const change of action.payload.changes) {
        if (change.type === 'remove') delete state.byId[change.id];
        else state.byId[change.doc.id] = change.doc;
      }
      state.status = 'ready';
    },
    commentsLoadFailed(state, action: PayloadAction<{ cardId: string; error: ErrorNotice }>) {
      if (state.cardId !== action.payload.cardId) return;
      state.status = 'error';
      state.error = action.payload.error;
    },
  },
  extraReducers: (builder) =>
    builder
      // The person's own changes (the edit pipeline's), shown at once and taken back if refused.
      .addCase(editApplied, (state, action) => showSide(state, action.payload.changes, 'after'))
      .addCase(editRolledBack, (state, action) => showSide(state, action.payload.changes, 'before'))
      .addCase(sessionEnded, () => initialCommentsState),
});

export const {
  commentsFollowStarted,
  commentsFollowStopped,
  commentsSnapshotReceived,
  commentsLoadFailed,
} = commentsSlice.actions;

export default commentsSlice.reducer;

// Requests from card details: the saga checks, applies and writes.
export const commentAddRequested = createAction<{ cardId: string; text: string }>(
  'comments/commentAddRequested',
);
export const commentEditRequested = createAction<{
  cardId: string;
  commentId: string;
  text: string;
}>('comments/commentEditRequested');
export const commentDeleteRequested = createAction<{ cardId: string; commentId: string }>(
  'comments/commentDeleteRequested',
);
/** Following the open card's comments failed: listen again. */
export const commentsRetryRequested = createAction('comments/commentsRetryRequested');
