// The files of the card whose details are open (followed live while they are), and the uploads
// under way on this tab, whatever card they are for. Plain data only: a picked File travels in
// the request's `meta.arg` (as the import's does), and its bytes stay in the saga. Loaded with
// the boards' sagas and injected into the root reducer then (attachmentsSaga.ts).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Attachment } from '../../domain/attachment';
import type { DocChange } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import type { FieldChange } from '../../domain/edit';
import { editApplied, editRolledBack } from '../../domain/editEvents';
import { sessionEnded } from '../session';

/** A file on the card as the list shows it: `pending` while the server doesn't have it yet. */
export type ShownAttachment = Attachment & { pending: boolean };

export interface Upload {
  /** The attachment's id, made on the device. */
  id: string;
  cardId: string;
  name: string;
  size: number;
  chunkCount: number;
  /** Chunks the server has. */
  chunksSaved: number;
  /** 'sending': chunks go one by one; 'waiting': offline, everything is queued on the device. */
  phase: 'sending' | 'waiting';
}

export interface AttachmentsState {
  /** The card whose files these are; null while no card's details are open. */
  cardId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: ErrorNotice | null;
  byId: Record<string, ShownAttachment>;
  uploads: Record<string, Upload>;
  /** Attachments being read for a download. */
  downloading: Record<string, true>;
}

export const initialAttachmentsState: AttachmentsState = {
  cardId: null,
  status: 'idle',
  error: null,
  byId: {},
  uploads: {},
  downloading: {},
};

/** One side of each file change of an edit, for the card whose files these are. */
function showSide(state: AttachmentsState, changes: FieldChange[], side: 'before' | 'after') {
  for (const change of changes) {
    if (change.doc !== 'attachment' || change.cardId !== state.cardId) continue;
    const file = change[side];
    // Shown as waiting until a snapshot says the server has it.
    if (file) state.byId[change.id] = { ...file, pending: side === 'after' };
    else delete state.byId[change.id];
  }
}

const attachmentsSlice = createSlice({
  name: 'attachments',
  initialState: initialAttachmentsState,
  reducers: {
    attachmentsFollowStarted(state, action: PayloadAction<{ cardId: string }>) {
      if (state.cardId !== action.payload.cardId) state.byId = {};
      state.cardId = action.payload.cardId;
      state.status = 'loading';
      state.error = null;
    },
    attachmentsFollowStopped(state) {
      state.cardId = null;
      state.status = 'idle';
      state.error = null;
      state.byId = {};
    },
    attachmentsSnapshotReceived(
      state,
      action: PayloadAction<{ cardId: string; changes: DocChange<Attachment>[] }>,
    ) {
      if (state.cardId !== action.payload.cardId) return;
      for (const change of action.payload.changes) {
        if (change.type === 'remove') delete state.byId[change.id];
        else state.byId[change.doc.id] = { ...change.doc, pending: change.pending };
      }
      state.status = 'ready';
    },
    attachmentsLoadFailed(state, action: PayloadAction<{ cardId: string; error: ErrorNotice }>) {
      if (state.cardId !== action.payload.cardId) return;
      state.status = 'error';
      state.error = action.payload.error;
    },
    uploadStarted(state, action: PayloadAction<Upload>) {
      state.uploads[action.payload.id] = action.payload;
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; chunksSaved: number }>) {
      const upload = state.uploads[action.payload.id];
      if (upload) upload.chunksSaved = action.payload.chunksSaved;
    },
    /** Offline: the rest is queued on the device and goes when it is back. */
    uploadWaiting(state, action: PayloadAction<{ id: string }>) {
      const upload = state.uploads[action.payload.id];
      if (upload) upload.phase = 'waiting';
    },
    /** Saved, cancelled or refused: the upload's row goes (the file's own item stays if saved). */
    uploadEnded(state, action: PayloadAction<{ id: string }>) {
      delete state.uploads[action.payload.id];
    },
    downloadStarted(state, action: PayloadAction<{ id: string }>) {
      state.downloading[action.payload.id] = true;
    },
    downloadEnded(state, action: PayloadAction<{ id: string }>) {
      delete state.downloading[action.payload.id];
    },
  },
  extraReducers: (builder) =>
    builder
      // A file added or deleted by this tab (the edit pipeline's), shown at once, and put back
      // if the server refuses.
      .addCase(editApplied, (state, action) => showSide(state, action.payload.changes, 'after'))
      .addCase(editRolledBack, (state, action) => showSide(state, action.payload.changes, 'before'))
      .addCase(sessionEnded, () => initialAttachmentsState),
});

export { attachmentsSlice };
export const {
  attachmentsFollowStarted,
  attachmentsFollowStopped,
  attachmentsSnapshotReceived,
  attachmentsLoadFailed,
  uploadStarted,
  uploadProgressed,
  uploadWaiting,
  uploadEnded,
  downloadStarted,
  downloadEnded,
} = attachmentsSlice.actions;

// --- Requests from card details and tiles: the saga checks, applies and writes ---

/** Files picked, dropped or pasted onto a card. The Files ride in `meta.arg`, never in state. */
export const filesAttachRequested = createAction(
  'attachments/filesAttachRequested',
  (cardId: string, files: File[]) => ({
    payload: { cardId, names: files.map((file) => file.name) },
    meta: { arg: files },
  }),
);
export const uploadCancelRequested = createAction<{ id: string }>(
  'attachments/uploadCancelRequested',
);
export const attachmentDeleteRequested = createAction<{ cardId: string; attachmentId: string }>(
  'attachments/attachmentDeleteRequested',
);
export const attachmentDownloadRequested = createAction<{ cardId: string; attachmentId: string }>(
  'attachments/attachmentDownloadRequested',
);
/** Make an image the card's cover (attachmentId), or remove the cover (null). */
export const coverChangeRequested = createAction<{ cardId: string; attachmentId: string | null }>(
  'attachments/coverChangeRequested',
);
export const attachmentsRetryRequested = createAction('attachments/attachmentsRetryRequested');

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    attachments: AttachmentsState;
  }
}
