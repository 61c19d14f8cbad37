// The cards the table shows: the board's filter applied, open lists only, in board order
// (list by list, then each list's order), as the board view shows them.
import { createSelector } from '@reduxjs/toolkit';
import { selectCardsById, selectOpenLists, selectVisibleCardIdsByList } from '../board';
import type { Card } from '../../domain/types';

export const selectTableCards = createSelector(
  [selectOpenLists, selectVisibleCardIdsByList, selectCardsById],
  (lists, byList, cards): Card[] =>
    lists.flatMap((list) => (byList[list.id] ?? []).map((id) => cards[id]!).filter(Boolean)),
);

/** Each open list's place on the board, for sorting by list. */
export const selectListOrder = createSelector([selectOpenLists], (lists) =>
  Object.fromEntries(lists.map((list, index) => [list.id, index])),
);
