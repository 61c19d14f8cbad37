// The comments of the card whose details are open: followed live while the details are open
// (commentsSaga.ts) and changed at once by the person's own adds, edits and deletes.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Comment } from '../../domain/comment';
import type { DocChange } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
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

    // --- The person's own changes, applied at once and undone when the write is refused ---
    /** A comment shown (added, or put back after a refused delete). */
    commentUpserted(state, action: PayloadAction<{ cardId: string; comment: Comment }>) {
      if (state.cardId !== action.payload.cardId) return;
      state.byId[action.payload.comment.id] = action.payload.comment;
    },
    commentTextChanged(
      state,
      action: PayloadAction<{ cardId: string; commentId: string; text: string }>,
    ) {
      const comment =
        state.cardId === action.payload.cardId && state.byId[action.payload.commentId];
      if (comment) comment.text = action.payload.text;
    },
    commentRemoved(state, action: PayloadAction<{ cardId: string; commentId: string }>) {
      if (state.cardId !== action.payload.cardId) return;
      delete state.byId[action.payload.commentId];
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialCommentsState),
});

export const {
  commentsFollowStarted,
  commentsFollowStopped,
  commentsSnapshotReceived,
  commentsLoadFailed,
  commentUpserted,
  commentTextChanged,
  commentRemoved,
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
