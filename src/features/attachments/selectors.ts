import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { initialAttachmentsState, type AttachmentsState } from './attachmentsSlice';

/** The files' state; its initial state until the slice is injected (with the boards' sagas). */
export const selectAttachmentsState = (state: RootState): AttachmentsState =>
  state.attachments ?? initialAttachmentsState;

export const selectAttachmentsStatus = (state: RootState) => selectAttachmentsState(state).status;
export const selectAttachmentsError = (state: RootState) => selectAttachmentsState(state).error;
export const selectAttachment = (state: RootState, id: string) =>
  selectAttachmentsState(state).byId[id];
export const selectIsDownloading = (state: RootState, id: string) =>
  !!selectAttachmentsState(state).downloading[id];

/** The open card's files, oldest first (one waiting to upload: last). */
export const selectAttachments = createSelector(
  [(state: RootState) => selectAttachmentsState(state).byId],
  (byId) =>
    Object.values(byId).sort(
      (a, b) => (a.createdAt ?? Infinity) - (b.createdAt ?? Infinity) || a.id.localeCompare(b.id),
    ),
);

/** Uploads under way for `cardId` whose file is not listed yet. */
export const selectUploadsOf = createSelector(
  [
    (state: RootState) => selectAttachmentsState(state).uploads,
    (state: RootState) => selectAttachmentsState(state).byId,
    (_state: RootState, cardId: string) => cardId,
  ],
  (uploads, byId, cardId) =>
    Object.values(uploads).filter((upload) => upload.cardId === cardId && !byId[upload.id]),
);
