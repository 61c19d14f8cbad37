import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import { dueState } from '../../domain/due';
import { compareRanked } from '../../domain/ordering';
import type { BoardList, Card, Label } from '../../domain/types';
import type { CardFilter } from './openBoardSlice';

export const selectBoardState = (state: RootState) => state.board;
export const selectBoardStatus = (state: RootState) => state.board.status;
export const selectBoardError = (state: RootState) => state.board.error;
export const selectOpenBoardId = (state: RootState) => state.board.boardId;
export const selectBoard = (state: RootState) => state.board.board;
export const selectListsById = (state: RootState) => state.board.lists;
export const selectCardsById = (state: RootState) => state.board.cards;
export const selectCardFilter = (state: RootState) => state.board.filter;
export const selectShowArchived = (state: RootState) => state.board.showArchived;
export const selectBoardFromCache = (state: RootState) => state.board.fromCache;
export const selectList = (state: RootState, listId: string) => state.board.lists[listId];
export const selectCard = (state: RootState, cardId: string) => state.board.cards[cardId];
/** Whether only a list's first cards are here yet (a big board still loading; boardChannels.ts). */
export const selectIsListPartial = (state: RootState, listId: string) =>
  state.board.partialListIds.includes(listId);
/** Whether every card of the board has arrived (filters and the archive need them all). */
export const selectAllCardsLoaded = (state: RootState) => state.board.loaded.cards;
/** Documents of the open board with changes the server has not confirmed. */
export const selectPendingDocCount = (state: RootState) => Object.keys(state.board.pending).length;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** The board's open lists, in order. */
export const selectOpenLists = createSelector([selectListsById], (lists): BoardList[] =>
  Object.values(lists)
    .filter((list) => !list.archived)
    .sort(compareRanked),
);

let previousListIds: string[] = [];
/** Ids of the open lists, in order: the same array while the order does not change. */
export const selectOpenListIds = createSelector([selectOpenLists], (lists) => {
  const ids = lists.map((list) => list.id);
  if (sameIds(ids, previousListIds)) return previousListIds;
  previousListIds = ids;
  return ids;
});

export const selectArchivedLists = createSelector([selectListsById], (lists) =>
  Object.values(lists)
    .filter((list) => list.archived)
    .sort(compareRanked),
);

export const selectArchivedCards = createSelector([selectCardsById], (cards) =>
  Object.values(cards)
    .filter((card) => card.archived)
    .sort(compareRanked),
);

export const selectIsFilterActive = createSelector(
  [selectCardFilter],
  (filter) => filter.text.trim() !== '' || filter.labelIds.length > 0 || filter.due !== 'any',
);

/** Whether a card passes the board's filter. */
export function matchesFilter(card: Card, filter: CardFilter, today: Date): boolean {
  const text = filter.text.trim().toLocaleLowerCase();
  if (
    text &&
    !card.title.toLocaleLowerCase().includes(text) &&
    !card.description.toLocaleLowerCase().includes(text)
  ) {
    return false;
  }
  if (filter.labelIds.length > 0 && !card.labelIds.some((id) => filter.labelIds.includes(id))) {
    return false;
  }
  if (filter.due !== 'any' && dueState(card.due, today) !== filter.due) return false;
  return true;
}

let previousByList: Record<string, string[]> = {};
/**
 * The ids of the cards each open list shows (not archived, passing the filter), in order.
 * A list whose cards did not change keeps the very same array, so only the lists a change
 * touches render again: on a 5,000-card board a move re-renders two lists, not ten.
 */
export const selectVisibleCardIdsByList = createSelector(
  [selectCardsById, selectCardFilter],
  (cards, filter): Record<string, string[]> => {
    const today = new Date();
    const grouped: Record<string, Card[]> = {};
    for (const card of Object.values(cards)) {
      if (card.archived || !matchesFilter(card, filter, today)) continue;
      (grouped[card.listId] ??= []).push(card);
    }
    const next: Record<string, string[]> = {};
    for (const [listId, listCards] of Object.entries(grouped)) {
      const ids = listCards.sort(compareRanked).map((card) => card.id);
      const previous = previousByList[listId];
      next[listId] = previous && sameIds(previous, ids) ? previous : ids;
    }
    previousByList = next;
    return next;
  },
);

const NO_CARDS: string[] = [];
export const selectVisibleCardIds = (state: RootState, listId: string) =>
  selectVisibleCardIdsByList(state)[listId] ?? NO_CARDS;

/** Every card of a list (archived and filtered-out included), in order: for rank maths. */
export const selectCardsOfList = (state: RootState, listId: string): Card[] =>
  Object.values(state.board.cards)
    .filter((card) => card.listId === listId)
    .sort(compareRanked);

const NO_LABELS: Label[] = [];
/** The board's labels; the same empty array when there is no board (never a fresh one). */
export const selectBoardLabels = (state: RootState) => state.board.board?.labels ?? NO_LABELS;
