// The open board's cards as the calendar shows them: the open lists' cards that are not
// archived, by due day, and those with no date (listed beside the calendar, to drag in).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { Card } from '../../domain/types';
import { selectCardsById, selectListsById } from '../board';

const selectShownCards = createSelector([selectCardsById, selectListsById], (cards, lists) =>
  Object.values(cards)
    .filter((card) => !card.archived && lists[card.listId]?.archived === false)
    .sort((a, b) => a.title.localeCompare(b.title)),
);

/** Each day's cards, by title. */
export const selectCardsByDay = createSelector([selectShownCards], (cards) => {
  const byDay: Record<string, Card[]> = {};
  for (const card of cards) if (card.due) (byDay[card.due] ??= []).push(card);
  return byDay;
});

/** The cards with no due day, by title. */
export const selectUndatedCards = createSelector([selectShownCards], (cards) =>
  cards.filter((card) => !card.due),
);

export const selectCalendarCard = (state: RootState, cardId: string): Card | undefined =>
  state.board.cards[cardId];
