import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { compareNewestFirst } from '../../domain/comment';

export const selectCommentsCardId = (state: RootState) => state.comments.cardId;
export const selectCommentsStatus = (state: RootState) => state.comments.status;
export const selectCommentsError = (state: RootState) => state.comments.error;
const selectCommentsById = (state: RootState) => state.comments.byId;

/** The open card's comments, newest first. */
export const selectComments = createSelector([selectCommentsById], (byId) =>
  Object.values(byId).sort(compareNewestFirst),
);
