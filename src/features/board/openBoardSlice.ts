// The open board: its document, lists and cards, kept live from Firestore snapshots
// (openBoardSaga.ts, reduced in liveSnapshots.ts) and changed at once by the edits the saga
// applies before writing; with the screen's own filter and view.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { editApplied, editRolledBack, editSettled } from '../../domain/editEvents';
import type { Board, BoardList, Card } from '../../domain/types';
import { sessionEnded } from '../session';
import { personalEditApplied, personalEditRolledBack } from '../user';
import { applyPersonalChange } from './applyPersonal';
import { applyChanges as applyEdit, reappliable, rollBackChanges } from './applyToBoard';
import { snapshotReducers } from './liveSnapshots';
import {
  initialBoardState,
  initialCardFilter,
  noneConfirmed,
  type CardFilter,
  type DescriptionConflict,
} from './openBoardState';

export {
  initialBoardState,
  type CardFilter,
  type DescriptionConflict,
  type DueFilter,
} from './openBoardState';

/** `fields` of `target` put back as the server last confirmed them, else as `fallback` has them. */
function restoreFields<T extends object>(
  target: T | undefined | null,
  confirmed: T | undefined | null,
  fallback: Partial<T>,
) {
  if (!target) return;
  for (const field of Object.keys(fallback) as (keyof T)[]) {
    target[field] = confirmed ? confirmed[field] : (fallback[field] as T[keyof T]);
  }
}

/** The person chose one of two clashing descriptions (the saga writes it if the card differs). */
export const descriptionChosen = createAction<{ cardId: string; text: string }>(
  'board/descriptionChosen',
);

const boardSlice = createSlice({
  name: 'board',
  initialState: initialBoardState,
  reducers: {
    // --- The screen ---
    /** The board page mounted with this id (watchOpenBoard starts following it). */
    boardOpened(_state, action: PayloadAction<string>) {
      return { ...initialBoardState, boardId: action.payload, status: 'loading' };
    },
    /** The board page unmounted (watchOpenBoard stops following it). */
    boardClosed() {
      return initialBoardState;
    },
    /**
     * The open board no longer lets this person in: they were removed from it, or (`deleted`)
     * its owner deleted it. Nothing of it stays on screen (sharing/membershipSaga.ts says
     * which and goes to the dashboard).
     */
    boardAccessLost: {
      reducer(state, action: PayloadAction<{ boardId: string; deleted?: boolean }>) {
        const status = action.payload.deleted ? ('deleted' as const) : ('notFound' as const);
        return { ...initialBoardState, boardId: state.boardId, status };
      },
      prepare: (payload: { boardId: string; deleted?: boolean }) => ({ payload }),
    },
    /** Try again after a failed load, or a load that is taking too long (it listens afresh). */
    boardRetryRequested(state) {
      if (state.status !== 'error' && !state.slow) return;
      // A new subscription's first snapshot lists what exists, never what was deleted while
      // the old one was down: start the collections afresh.
      state.status = 'loading';
      state.slow = false;
      state.error = null;
      state.loaded = { board: false, lists: false, firstCards: false, cards: false };
      state.partialListIds = [];
      state.lists = {};
      state.cards = {};
      state.pending = {};
      state.confirmed = noneConfirmed;
    },
    cardFilterChanged(state, action: PayloadAction<Partial<CardFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
    },
    cardFilterCleared(state) {
      state.filter = initialCardFilter;
    },
    archivedViewToggled(state) {
      state.showArchived = !state.showArchived;
    },

    // --- Live snapshots (liveSnapshots.ts) ---
    ...snapshotReducers,

    descriptionConflictFound(state, action: PayloadAction<DescriptionConflict>) {
      state.descriptionConflict = action.payload;
    },

    // --- Local changes applied at once, and undone when the write fails ---
    boardPatched(
      state,
      action: PayloadAction<
        Partial<Pick<Board, 'title' | 'color' | 'labels' | 'members' | 'watcherIds' | 'mutedBy'>>
      >,
    ) {
      if (state.board) Object.assign(state.board, action.payload);
    },
    /**
     * A refused write's fields put back to the newest value this tab knows: the server's last
     * confirmed one (another tab's change made meanwhile included), else `fallback`, the value
     * from before the write (a document the server has not confirmed yet).
     */
    boardFieldsRolledBack(
      state,
      action: PayloadAction<Partial<Pick<Board, 'title' | 'color' | 'labels' | 'members'>>>,
    ) {
      restoreFields(state.board, state.confirmed.board, action.payload);
    },
    listUpserted(state, action: PayloadAction<BoardList>) {
      state.lists[action.payload.id] = action.payload;
    },
    /** Some fields of a list (a rollback puts back only what the refused edit changed). */
    listPatched(state, action: PayloadAction<{ id: string; patch: Partial<BoardList> }>) {
      const list = state.lists[action.payload.id];
      if (list) Object.assign(list, action.payload.patch);
    },
    cardUpserted(state, action: PayloadAction<Card>) {
      state.cards[action.payload.id] = action.payload;
    },
    /** Some fields of a card (a rollback puts back only what the refused edit changed). */
    cardPatched(state, action: PayloadAction<{ id: string; patch: Partial<Card> }>) {
      const card = state.cards[action.payload.id];
      if (card) Object.assign(card, action.payload.patch);
    },
    /** The card count up or down by `delta` (relative, so rollbacks do not undo other edits). */
    cardCountAdjusted(state, action: PayloadAction<number>) {
      if (state.board) state.board.cardCount = Math.max(0, state.board.cardCount + action.payload);
    },
    cardsRemoved(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) delete state.cards[id];
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(editApplied, (state, action) => {
        const { boardId, changes, editId } = action.payload;
        if (state.board?.id !== boardId) return;
        applyEdit(state, changes, 'after');
        const kept = reappliable(changes);
        if (editId && kept.length > 0) state.unsaved.push({ id: editId, changes: kept });
      })
      .addCase(editRolledBack, (state, action) => {
        const { boardId, changes, editId } = action.payload;
        if (state.board?.id !== boardId) return;
        state.unsaved = state.unsaved.filter((edit) => edit.id !== editId);
        rollBackChanges(state, changes);
      })
      .addCase(editSettled, (state, action) => {
        if (state.board?.id !== action.payload.boardId) return;
        state.unsaved = state.unsaved.filter((edit) => edit.id !== action.payload.editId);
      })
      .addCase(personalEditApplied, (state, { payload }) =>
        applyPersonalChange(state, payload.uid, payload.change, 'after'),
      )
      .addCase(personalEditRolledBack, (state, { payload }) =>
        applyPersonalChange(state, payload.uid, payload.change, 'before'),
      )
      .addCase(descriptionChosen, (state) => {
        state.descriptionConflict = null;
      })
      .addCase(sessionEnded, () => initialBoardState),
});

export const {
  boardOpened,
  boardClosed,
  boardAccessLost,
  boardRetryRequested,
  cardFilterChanged,
  cardFilterCleared,
  archivedViewToggled,
  descriptionConflictFound,
  boardSnapshotReceived,
  listsSnapshotReceived,
  firstCardsReceived,
  boardFirstCardsReceived,
  listFirstCardsReceived,
  cardsSnapshotReceived,
  boardNotFound,
  boardLoadSlow,
  boardLoadFailed,
  boardPatched,
  boardFieldsRolledBack,
  listUpserted,
  listPatched,
  cardUpserted,
  cardPatched,
  cardCountAdjusted,
  cardsRemoved,
} = boardSlice.actions;

export default boardSlice.reducer;
