import { createSelector, lruMemoize } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { compareRanked } from '../../domain/rankOrder';
import { canEdit, canShare, roleOn, type Member, type Role } from '../../domain/members';
import type { BoardList, Card, Label } from '../../domain/types';
import { selectSessionUid } from '../session';
import { visibleCardIdsByList } from './visibleCards';

export const selectBoardStatus = (state: RootState) => state.board.status;
export const selectBoardError = (state: RootState) => state.board.error;
export const selectBoardLoadSlow = (state: RootState) => state.board.slow;
export const selectOpenBoardId = (state: RootState) => state.board.boardId;
export const selectBoard = (state: RootState) => state.board.board;
export const selectListsById = (state: RootState) => state.board.lists;
export const selectCardsById = (state: RootState) => state.board.cards;
export const selectCardFilter = (state: RootState) => state.board.filter;
export const selectShowArchived = (state: RootState) => state.board.showArchived;
export const selectList = (state: RootState, listId: string) => state.board.lists[listId];
export const selectCard = (state: RootState, cardId: string) => state.board.cards[cardId];
/** Whether only a list's first cards are here yet (a big board still loading; openBoardChannel.ts). */
export const selectIsListPartial = (state: RootState, listId: string) =>
  state.board.partialListIds.includes(listId);
/** Whether every card of the board has arrived (filters and the archive need them all). */
export const selectAllCardsLoaded = (state: RootState) => state.board.loaded.cards;
/** Documents of the open board with changes the server has not confirmed. */
export const selectPendingDocCount = (state: RootState) => Object.keys(state.board.pending).length;

const NO_MEMBERS: Member[] = [];
/** Everyone who can open the board, the owner first. */
export const selectBoardMembers = (state: RootState) => state.board.board?.members ?? NO_MEMBERS;
/** The signed-in person's role on the open board (null before it loads, or not a member). */
export const selectMyRole = (state: RootState): Role | null =>
  state.board.board ? roleOn(state.board.board, selectSessionUid(state)) : null;
/** Whether the signed-in person may change lists, cards, labels and comments here. */
export const selectCanEditBoard = (state: RootState) => canEdit(selectMyRole(state));
/** Whether the signed-in person owns the open board (and so may delete anyone's comment). */
export const selectIsBoardOwner = (state: RootState) => selectMyRole(state) === 'owner';
/** Whether the signed-in person may invite, change roles, remove members, delete the board. */
export const selectCanShareBoard = (state: RootState) => canShare(selectMyRole(state));

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The board's open lists, in order. */
export const selectOpenLists = createSelector([selectListsById], (lists): BoardList[] =>
  Object.values(lists)
    .filter((list) => !list.archived)
    .sort(compareRanked),
);

/** Ids of the open lists, in order. */
export const selectOpenListIds = createSelector([selectOpenLists], (lists) =>
  lists.map((list) => list.id),
);

/**
 * A selector of the open lists' ids for one view (a component, so one store) that returns the
 * very same array while the order does not change: the row renders again only when it does.
 */
export const makeSelectOpenListIds = () =>
  createSelector([selectOpenLists], (lists) => lists.map((list) => list.id), {
    memoize: lruMemoize,
    memoizeOptions: { resultEqualityCheck: sameIds },
  });

export const selectArchivedLists = createSelector([selectListsById], (lists) =>
  Object.values(lists)
    .filter((list) => list.archived)
    .sort(compareRanked),
);

/** Archived cards of the board's lists (not of one being deleted, which is gone from view). */
export const selectArchivedCards = createSelector(
  [selectCardsById, selectListsById],
  (cards, lists) =>
    Object.values(cards)
      .filter((card) => card.archived && lists[card.listId] !== undefined)
      .sort(compareRanked),
);

export const selectIsFilterActive = createSelector(
  [selectCardFilter],
  (filter) =>
    filter.text.trim() !== '' ||
    filter.labelIds.length > 0 ||
    filter.due !== 'any' ||
    filter.assignedToMe ||
    Object.keys(filter.fields ?? {}).length > 0,
);

/**
 * The ids of the cards each open list shows (not archived, passing the filter), in order:
 * worked out once per change of the cards or the filter, whichever list asks, and after a
 * change of a few cards only for the lists they left or joined (visibleCards.ts).
 */
export const selectVisibleCardIdsByList = (state: RootState): Record<string, string[]> =>
  visibleCardIdsByList(state.board.cards, state.board.filter, selectSessionUid(state));

const NO_CARDS: string[] = [];
export const selectVisibleCardIds = (state: RootState, listId: string) =>
  selectVisibleCardIdsByList(state)[listId] ?? NO_CARDS;

/**
 * A selector of one list's visible card ids for one view (a list's cards, so one store) that
 * returns the very same array while they do not change, so only the lists a change touches
 * render again: on a 5,000-card board a move re-renders two lists, not ten.
 */
export const makeSelectVisibleCardIds = () =>
  createSelector(
    [selectVisibleCardIdsByList, (_state: RootState, listId: string) => listId],
    (byList, listId) => byList[listId] ?? NO_CARDS,
    { memoize: lruMemoize, memoizeOptions: { resultEqualityCheck: sameIds } },
  );

/** Every card of a list (archived and filtered-out included), in order: for rank maths. */
export const selectCardsOfList = (state: RootState, listId: string): Card[] =>
  Object.values(state.board.cards)
    .filter((card) => card.listId === listId)
    .sort(compareRanked);

const NO_LABELS: Label[] = [];
/** The board's labels; the same empty array when there is no board (never a fresh one). */
export const selectBoardLabels = (state: RootState) => state.board.board?.labels ?? NO_LABELS;

/** A saved description that clashed with one written elsewhere, waiting for the person's choice. */
export const selectDescriptionConflict = (state: RootState) => state.board.descriptionConflict;
