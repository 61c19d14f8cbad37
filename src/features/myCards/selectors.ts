import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import {
  compareAssignedCards,
  MY_CARDS_GROUPS,
  myCardsGroupOf,
  type AssignedCard,
  type MyCardsGroup,
} from '../../domain/myCards';
import { selectBoardSummaries } from '../board';
import { selectBoardOrder } from '../user';
import { initialMyCardsState, type MyCardsState } from './myCardsSlice';

/**
 * At most this many boards are followed (one listener each, and one more on the lists of each
 * board holding a card of the person's): the first ones of the dashboard's order.
 */
export const MY_CARDS_MAX_BOARDS = 100;

/** My cards' state; its initial state until the slice is injected (with the signed-in sagas). */
export const selectMyCardsState = (state: RootState): MyCardsState =>
  state.myCards ?? initialMyCardsState;

export const selectMyCardsOpen = (state: RootState) => selectMyCardsState(state).open;

/** The saga runs (its slice is injected): the page may say it is open. */
export const selectMyCardsStarted = (state: RootState) => state.myCards !== undefined;

/**
 * The boards My cards reads: the person's (the rules let only members read a board's cards),
 * in the dashboard's order, not being deleted, the first MY_CARDS_MAX_BOARDS.
 */
export const selectMyCardsBoardIds = createSelector(
  [selectBoardOrder, selectBoardSummaries],
  (order, summaries) =>
    order.filter((id) => summaries[id] && !summaries[id].deleting).slice(0, MY_CARDS_MAX_BOARDS),
);

/** The person has more boards than My cards reads. */
export const selectMyCardsCapped = createSelector(
  [selectBoardOrder, selectBoardSummaries],
  (order, summaries) =>
    order.filter((id) => summaries[id] && !summaries[id].deleting).length > MY_CARDS_MAX_BOARDS,
);

/** Some board has not answered yet (neither from the cache nor the server). */
export const selectMyCardsLoading = createSelector(
  [selectMyCardsBoardIds, (state: RootState) => selectMyCardsState(state).boards],
  (boardIds, boards) => boardIds.some((id) => !boards[id]),
);

export interface MyCardItem extends AssignedCard {
  boardTitle: string;
  listTitle: string;
}

export interface MyCardsSection {
  group: MyCardsGroup;
  cards: MyCardItem[];
}

/** The person's cards, archived ones left out, in their groups (empty groups too) at `now`. */
export const selectMyCardSections = createSelector(
  [
    selectMyCardsBoardIds,
    selectBoardSummaries,
    (state: RootState) => selectMyCardsState(state).boards,
    (_state: RootState, now: number) => now,
  ],
  (boardIds, summaries, boards, now): MyCardsSection[] => {
    const items = boardIds.flatMap((boardId) => {
      const board = boards[boardId];
      if (!board) return [];
      return board.cards
        .filter((card) => !card.archived)
        .map((card) => ({
          ...card,
          boardTitle: summaries[boardId]?.title ?? '',
          listTitle: board.listTitles[card.listId] ?? '',
        }));
    });
    items.sort(compareAssignedCards);
    return MY_CARDS_GROUPS.map((group) => ({
      group,
      cards: items.filter((card) => myCardsGroupOf(card, now) === group),
    }));
  },
);
