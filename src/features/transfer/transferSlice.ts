// The import's state, as the dialog shows it: which step it is at, what the file holds, how
// far the writing has come, and how it ended. Plain data only: the file itself travels in the
// chosen action's `meta.arg` (see importFileChosen), the plan stays in the saga.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArchiveCounts, ArchiveSystem } from '../../domain/boardArchive';
import { modalClosed } from '../modal';
import type { ImportNotice } from './importNotice';
import { sessionEnded } from '../session';

export type ImportPhase =
  /** Nothing chosen yet: the file picker and the drop zone. */
  | 'choosing'
  | 'reading'
  /** The file could not be imported (not JSON, another shape, over the limits): `error` says why. */
  | 'unreadable'
  /** The same source board was imported before: open that copy, or import another. */
  | 'duplicate'
  /** What the file holds, before the person confirms. */
  | 'summary'
  /** Confirmed: the server's importer has not answered its first call yet (it may start cold). */
  | 'starting'
  /** The cards go to the server, part by part (`progress` counts those it holds). */
  | 'writing'
  /** Every part is in: the server writes the board whole. */
  | 'saving'
  /** Cancel asked for: the server deletes the job and whatever of the board it wrote. */
  | 'cancelling'
  | 'done'
  | 'cancelled'
  /** A write was refused (or the connection was missing): `error` says why; nothing is left. */
  | 'failed';

/** What the file holds, for the summary and the final message. */
export interface ImportSummary {
  title: string;
  source: ArchiveSystem;
  counts: ArchiveCounts;
  /** Kinds with their values, worded when shown (noticeWords.ts). */
  notices: ImportNotice[];
}

export interface ImportProgress {
  cardsDone: number;
  cardsTotal: number;
}

export interface TransferState {
  phase: ImportPhase;
  fileName: string | null;
  summary: ImportSummary | null;
  /**
   * The new board's name, proposed from the file's (importName.ts: dated when the person has a
   * board of that name already), as confirmed.
   */
  name: string;
  /** The board imported from the same source before (phase 'duplicate'). */
  duplicateOf: { boardId: string; title: string } | null;
  progress: ImportProgress;
  error: string | null;
  /** The board made (phase 'done'). */
  boardId: string | null;
}

export const initialTransferState: TransferState = {
  phase: 'choosing',
  fileName: null,
  summary: null,
  name: '',
  duplicateOf: null,
  progress: { cardsDone: 0, cardsTotal: 0 },
  error: null,
  boardId: null,
};

/** Phases the dialog may not simply close in: the board is half-written. */
export const isWritingPhase = (phase: ImportPhase) =>
  phase === 'starting' || phase === 'writing' || phase === 'saving' || phase === 'cancelling';

const transferSlice = createSlice({
  name: 'transfer',
  initialState: initialTransferState,
  reducers: {
    /**
     * A file picked or dropped. The File is the saga's argument, not state: it rides in
     * `meta.arg`, where RTK's serializability check expects a request's argument (as async
     * thunks keep theirs) and skips it, so no store option is added to the first screen.
     */
    importFileChosen: {
      reducer(state, action: PayloadAction<{ fileName: string }, string, { arg: File }>) {
        if (isWritingPhase(state.phase)) return;
        return { ...initialTransferState, phase: 'reading', fileName: action.payload.fileName };
      },
      prepare(file: File) {
        return { payload: { fileName: file.name }, meta: { arg: file } };
      },
    },
    importFileUnreadable(state, action: PayloadAction<string>) {
      state.phase = 'unreadable';
      state.error = action.payload;
    },
    importPlanned(
      state,
      action: PayloadAction<{
        summary: ImportSummary;
        duplicateOf: TransferState['duplicateOf'];
        name?: string;
      }>,
    ) {
      state.summary = action.payload.summary;
      state.name = action.payload.name ?? action.payload.summary.title;
      state.duplicateOf = action.payload.duplicateOf;
      state.phase = action.payload.duplicateOf ? 'duplicate' : 'summary';
    },
    importCopyChosen(state) {
      if (state.phase === 'duplicate') state.phase = 'summary';
    },
    /** "Open ‘X’" on the duplicate question: the saga goes there (the dialog closes). */
    importOpenExistingChosen(state, action: PayloadAction<string>) {
      state.boardId = action.payload;
    },
    /** Import, with the name as the person left it (checked; none: the one proposed). */
    importConfirmed: {
      reducer(state, action: PayloadAction<{ name?: string }>) {
        if (action.payload.name !== undefined) state.name = action.payload.name;
      },
      prepare(name?: string) {
        return { payload: name === undefined ? {} : { name } };
      },
    },
    /** Refused before anything was written (offline, the session gone). */
    importRefused(state, action: PayloadAction<string>) {
      state.phase = 'failed';
      state.error = action.payload;
    },
    importWriteStarted(state, action: PayloadAction<{ cardsTotal: number }>) {
      state.phase = 'starting';
      state.boardId = null;
      state.progress = { cardsDone: 0, cardsTotal: action.payload.cardsTotal };
      state.error = null;
    },
    /** The server opened the job: its importer is up, the cards go now. */
    importJobOpened(state) {
      if (state.phase === 'starting') state.phase = 'writing';
    },
    importProgressed(state, action: PayloadAction<number>) {
      state.progress.cardsDone = action.payload;
    },
    /** Every card is on the server, which now writes the board. */
    importSaving(state) {
      if (state.phase === 'writing') state.phase = 'saving';
    },
    importCancelRequested(state) {
      if (state.phase === 'starting' || state.phase === 'writing' || state.phase === 'saving')
        state.phase = 'cancelling';
    },
    importFinished(state, action: PayloadAction<string>) {
      state.phase = 'done';
      state.boardId = action.payload;
    },
    importCancelled(state) {
      state.phase = 'cancelled';
      state.boardId = null;
    },
    importFailed(state, action: PayloadAction<string>) {
      state.phase = 'failed';
      state.error = action.payload;
      state.boardId = null;
    },
    /** "Open board" at the end: the saga goes there and the dialog closes. */
    importedBoardOpened() {},
  },
  extraReducers: (builder) =>
    builder
      // Closing the dialog forgets the import, unless it is still writing (the dialog asks to
      // cancel first; a close from elsewhere leaves the progress to come back to).
      .addCase(modalClosed, (state) => (isWritingPhase(state.phase) ? state : initialTransferState))
      .addCase(sessionEnded, () => initialTransferState),
});

export const {
  importFileChosen,
  importFileUnreadable,
  importPlanned,
  importCopyChosen,
  importOpenExistingChosen,
  importConfirmed,
  importRefused,
  importWriteStarted,
  importJobOpened,
  importProgressed,
  importSaving,
  importCancelRequested,
  importFinished,
  importCancelled,
  importFailed,
  importedBoardOpened,
} = transferSlice.actions;

export { transferSlice };
export default transferSlice.reducer;

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices {
    transfer: TransferState;
  }
}
