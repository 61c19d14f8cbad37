// The open board's live snapshots (openBoardSaga.ts follows them): how each source's changes
// land in the state, keeping what is pending and what the server confirmed in step.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Board, BoardList, Card, DocChange } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';
import type { FirstCards } from './firstCards';
import { reapplyUnsaved } from './applyToBoard';
import { initialBoardState, type BoardState } from './openBoardState';

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

/** Changes from any of the card sources, keeping `pending` and `confirmed` in step. */
function applyCardChanges(state: BoardState, changes: DocChange<Card>[]) {
  applyChanges(state.cards, state.pending, 'card', changes, state.confirmed.cards);
  reapplyUnsaved(state);
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

/** The snapshots' reducers, part of the open board's slice (openBoardSlice.ts). */
export const snapshotReducers = {
  boardSnapshotReceived(
    state: BoardState,
    action: PayloadAction<{ board: Board | null; pending: boolean; fromCache: boolean }>,
  ): BoardState | void {
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
    reapplyUnsaved(state);
    if (pending) state.pending.board = true;
    else delete state.pending.board;
    state.loaded.board = true;
    markReady(state);
  },
  listsSnapshotReceived(
    state: BoardState,
    action: PayloadAction<{ changes: DocChange<BoardList>[]; fromCache: boolean }>,
  ) {
    // A list being deleted is gone as far as the screen goes (its delete finishes later).
    const changes = action.payload.changes.map((change): DocChange<BoardList> =>
      change.type === 'upsert' && change.doc.deleting
        ? { type: 'remove', id: change.doc.id }
        : change,
    );
    applyChanges(state.lists, state.pending, 'list', changes, state.confirmed.lists);
    reapplyUnsaved(state);
    state.loaded.lists = true;
    markReady(state);
  },
  /** A big board's first step: each open list's first cards, all lists at once. */
  firstCardsReceived(state: BoardState, action: PayloadAction<FirstCards>) {
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
  boardFirstCardsReceived(state: BoardState, action: PayloadAction<DocChange<Card>[]>) {
    if (state.loaded.cards) return;
    applyCardChanges(state, action.payload);
  },
  /** A change among one list's first cards, while the rest are still on their way. */
  listFirstCardsReceived(
    state: BoardState,
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
    state: BoardState,
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
  boardNotFound(state: BoardState): BoardState {
    return { ...initialBoardState, boardId: state.boardId, status: 'notFound' };
  },
  /** Still loading, long after it opened, while the browser is online. */
  boardLoadSlow(state: BoardState) {
    if (state.status === 'loading') state.slow = true;
  },
  boardLoadFailed(state: BoardState, action: PayloadAction<ErrorNotice>) {
    state.status = 'error';
    state.slow = false;
    state.error = action.payload;
  },
};
