// The open board: its document, lists and cards, kept live from Firestore snapshots
// (sagas/openBoardSaga.ts) and changed at once by the edits the saga applies before writing.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DueState } from '../../domain/due';
import type {
  Board,
  BoardList,
  Card,
  CardDetailsPatch,
  DocChange,
  Label,
} from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import { sessionEnded } from '../session';
import type { FirstCards } from './firstCards';
import { applyChanges as applyEdit, rollBackChanges } from './applyToBoard';
import { editApplied, editRolledBack } from './editActions';

/** notFound: missing, or not this person's (the rules refuse it): both look the same. */
type BoardStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

export type DueFilter = 'any' | Exclude<DueState, 'later'>;

export interface CardFilter {
  text: string;
  labelIds: string[];
  due: DueFilter;
  /** Only the cards assigned to the signed-in person. */
  assignedToMe: boolean;
}

interface BoardState {
  boardId: string | null;
  status: BoardStatus;
  /** Still loading well after it opened while online (sagas/openBoardSaga.ts): say so, offer a retry. */
  slow: boolean;
  error: ErrorNotice | null;
  board: Board | null;
  lists: Record<string, BoardList>;
  cards: Record<string, Card>;
  /**
   * Which live sources have delivered their first snapshot. `firstCards`: each open list's
   * first cards (a big board's first step, see channels/openBoardChannel.ts); `cards`: every card.
   */
  loaded: { board: boolean; lists: boolean; firstCards: boolean; cards: boolean };
  /** Lists of which only the first cards are here yet (until every card has arrived). */
  partialListIds: string[];
  /** The last snapshot came from the cache only (offline, or not yet confirmed). */
  fromCache: boolean;
  /** Documents with local changes the server has not confirmed: "board", "list:id", "card:id". */
  pending: Record<string, true>;
  filter: CardFilter;
  /** Showing the archived lists and cards instead of the board. */
  showArchived: boolean;
  /** A description saved over text changed elsewhere while it was edited: both, to choose. */
  descriptionConflict: DescriptionConflict | null;
  /**
   * Each document as the server last confirmed it (snapshots without pending local writes):
   * what a refused write's fields roll back to, so a change another tab made meanwhile stays.
   */
  confirmed: Confirmed;
}

interface Confirmed {
  board: Board | null;
  lists: Record<string, BoardList>;
  cards: Record<string, Card>;
}

const noneConfirmed: Confirmed = { board: null, lists: {}, cards: {} };

export interface DescriptionConflict {
  cardId: string;
  /** What this person saved (nothing written yet). */
  mine: string;
  /** What the card says now, written elsewhere while the editor was open. */
  theirs: string;
}

const initialCardFilter: CardFilter = { text: '', labelIds: [], due: 'any', assignedToMe: false };

export const initialBoardState: BoardState = {
  boardId: null,
  status: 'idle',
  slow: false,
  error: null,
  board: null,
  lists: {},
  cards: {},
  loaded: { board: false, lists: false, firstCards: false, cards: false },
  partialListIds: [],
  fromCache: false,
  pending: {},
  filter: initialCardFilter,
  showArchived: false,
  descriptionConflict: null,
  confirmed: noneConfirmed,
};

function applyChanges<T extends { id: string }>(
  entities: Record<string, T>,
  pending: Record<string, true>,
  prefix: string,
  changes: DocChange<T>[],
  confirmed: Record<string, T>,
) {
  for (const change of changes) {
    if (change.type === 'remove') {
      delete entities[change.id];
      delete pending[`${prefix}:${change.id}`];
      delete confirmed[change.id];
    } else {
      entities[change.doc.id] = change.doc;
      if (change.pending) pending[`${prefix}:${change.doc.id}`] = true;
      else {
        delete pending[`${prefix}:${change.doc.id}`];
        confirmed[change.doc.id] = change.doc;
      }
    }
  }
}

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

/** Changes from any of the card sources, keeping `pending` and `confirmed` in step. */
function applyCardChanges(state: BoardState, changes: DocChange<Card>[]) {
  applyChanges(state.cards, state.pending, 'card', changes, state.confirmed.cards);
}

function markReady(state: BoardState) {
  if (
    state.status === 'loading' &&
    state.loaded.board &&
    state.loaded.lists &&
    (state.loaded.cards || state.loaded.firstCards)
  ) {
    state.status = 'ready';
    state.slow = false;
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
     * The open board no longer lets this person in (they were removed from it): nothing of
     * it stays on screen (sagas/sharingSaga.ts says so and goes to the dashboard).
     */
    boardAccessLost: {
      reducer(state) {
        return { ...initialBoardState, boardId: state.boardId, status: 'notFound' as const };
      },
      prepare: (payload: { boardId: string }) => ({ payload }),
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

    // --- Live snapshots (sagas/openBoardSaga.ts) ---
    boardSnapshotReceived(
      state,
      action: PayloadAction<{ board: Board | null; pending: boolean; fromCache: boolean }>,
    ) {
      const { board, pending, fromCache } = action.payload;
      // Missing from the cache only (offline, or the server slow to answer) proves nothing:
      // wait for the server, or for the refusal that says the board is not this person's.
      if (!board && fromCache) return;
      if (!board || board.deleting) {
        // Gone, or being deleted: never show a half-deleted board as usable.
        return { ...initialBoardState, boardId: state.boardId, status: 'notFound' };
      }
      state.board = board;
      state.fromCache = fromCache;
      if (!pending) state.confirmed.board = board;
      if (pending) state.pending.board = true;
      else delete state.pending.board;
      state.loaded.board = true;
      markReady(state);
    },
    listsSnapshotReceived(
      state,
      action: PayloadAction<{ changes: DocChange<BoardList>[]; fromCache: boolean }>,
    ) {
      // A list being deleted is gone as far as the screen goes (its delete finishes later).
      const changes = action.payload.changes.map((change): DocChange<BoardList> =>
        change.type === 'upsert' && change.doc.deleting
          ? { type: 'remove', id: change.doc.id }
          : change,
      );
      applyChanges(state.lists, state.pending, 'list', changes, state.confirmed.lists);
      state.loaded.lists = true;
      markReady(state);
    },
    /** A big board's first step: each open list's first cards, all lists at once. */
    firstCardsReceived(state, action: PayloadAction<FirstCards>) {
      if (state.loaded.cards) return;
      applyCardChanges(state, action.payload.changes);
      state.partialListIds = action.payload.partialListIds;
      state.loaded.firstCards = true;
      markReady(state);
    },
    /**
     * Cards that changed among the board's first cards (board-wide query), while the rest are
     * still on their way. Upserts only: a card that left that query may only have been pushed
     * past its limit; every card's snapshot settles what is really gone.
     */
    boardFirstCardsReceived(state, action: PayloadAction<DocChange<Card>[]>) {
      if (state.loaded.cards) return;
      applyCardChanges(state, action.payload);
    },
    /** A change among one list's first cards, while the rest are still on their way. */
    listFirstCardsReceived(
      state,
      action: PayloadAction<{ listId: string; changes: DocChange<Card>[] }>,
    ) {
      if (state.loaded.cards) return;
      const { listId, changes } = action.payload;
      // Leaving a list's first cards is not leaving the board: a card that went to another
      // list stays (that list, or every card, brings its news), and so does one archived here
      // (the query holds open cards only; the archive shows it); one still in this list goes.
      const left = changes.filter((change) => {
        if (change.type === 'upsert') return true;
        const known = state.cards[change.id];
        return known?.listId === listId && !known.archived;
      });
      applyCardChanges(state, left);
    },
    cardsSnapshotReceived(
      state,
      action: PayloadAction<{ changes: DocChange<Card>[]; fromCache: boolean }>,
    ) {
      if (!state.loaded.cards && state.loaded.firstCards) {
        // Every card, after the first ones: this snapshot is the whole set, so it replaces
        // them (one removed meanwhile from beyond a list's first cards is simply not in it).
        state.cards = {};
        state.confirmed.cards = {};
        for (const key of Object.keys(state.pending)) {
          if (key.startsWith('card:')) delete state.pending[key];
        }
        state.partialListIds = [];
      }
      applyCardChanges(state, action.payload.changes);
      state.loaded.cards = true;
      markReady(state);
    },
    /** Refused by the rules (someone else's board) or missing. */
    boardNotFound(state) {
      return { ...initialBoardState, boardId: state.boardId, status: 'notFound' };
    },
    /** Still loading, long after it opened, while the browser is online. */
    boardLoadSlow(state) {
      if (state.status === 'loading') state.slow = true;
    },
    boardLoadFailed(state, action: PayloadAction<ErrorNotice>) {
      state.status = 'error';
      state.slow = false;
      state.error = action.payload;
    },

    descriptionConflictFound(state, action: PayloadAction<DescriptionConflict>) {
      state.descriptionConflict = action.payload;
    },

    // --- Local changes applied at once, and undone when the write fails ---
    boardPatched(
      state,
      action: PayloadAction<Partial<Pick<Board, 'title' | 'color' | 'labels' | 'members'>>>,
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
        if (state.board?.id === action.payload.boardId) {
          applyEdit(state, action.payload.changes, 'after');
        }
      })
      .addCase(editRolledBack, (state, action) => {
        if (state.board?.id === action.payload.boardId) {
          rollBackChanges(state, action.payload.changes);
        }
      })
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

// Requests from the screen: no state of their own; the saga validates, applies and writes.
export const boardLabelsChangeRequested = createAction<{ labels: Label[] }>(
  'board/boardLabelsChangeRequested',
);
export const listAddRequested = createAction<{ title: string }>('board/listAddRequested');
export const listRenameRequested = createAction<{ listId: string; title: string }>(
  'board/listRenameRequested',
);
/** `toIndex` among the board's open lists. */
export const listMoveRequested = createAction<{ listId: string; toIndex: number }>(
  'board/listMoveRequested',
);
export const listArchiveRequested = createAction<{ listId: string; archived: boolean }>(
  'board/listArchiveRequested',
);
export const listDeleteRequested = createAction<{ listId: string }>('board/listDeleteRequested');
export const cardAddRequested = createAction<{ listId: string; title: string }>(
  'board/cardAddRequested',
);
export const cardRenameRequested = createAction<{ cardId: string; title: string }>(
  'board/cardRenameRequested',
);
/** `toIndex` among the cards shown in the target list (the filter applied). */
export const cardMoveRequested = createAction<{
  cardId: string;
  toListId: string;
  toIndex: number;
}>('board/cardMoveRequested');
/**
 * Description, labels, due date and its Done, checklist, archived. `descriptionBase`: the description the
 * editor opened with, so a save over text changed elsewhere meanwhile asks instead of writing.
 */
export const cardUpdateRequested = createAction<{
  cardId: string;
  patch: CardDetailsPatch;
  descriptionBase?: string;
}>('board/cardUpdateRequested');
/** Assign one member to a card, or unassign them. */
export const cardAssigneeToggled = createAction<{ cardId: string; uid: string; assigned: boolean }>(
  'board/cardAssigneeToggled',
);
export const cardDeleteRequested = createAction<{ cardId: string }>('board/cardDeleteRequested');
