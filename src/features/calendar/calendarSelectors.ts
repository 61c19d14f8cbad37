// The open board's cards as the calendar shows them: the board's filter applied (as the board
// and the table apply it), open lists only, archived cards left out; each single-day card by its
// day, each start–due card as a bar (calendarBars), and those with no date (listed beside the
// calendar, to drag in).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { Card } from '../../domain/types';
import { selectCardsById, selectOpenLists, selectVisibleCardIdsByList } from '../board';
import { dayOfCard, isBar } from './calendarBars';

const selectShownCards = createSelector(
  [selectOpenLists, selectVisibleCardIdsByList, selectCardsById],
  (lists, byList, cards): Card[] =>
    lists
      .flatMap((list) => (byList[list.id] ?? []).map((id) => cards[id]!).filter(Boolean))
      .sort((a, b) => a.title.localeCompare(b.title)),
);

/** Each day's single-day cards (a due, a start, or both on that day), by title. */
export const selectCardsByDay = createSelector([selectShownCards], (cards) => {
  const byDay: Record<string, Card[]> = {};
  for (const card of cards) {
    const day = dayOfCard(card);
    if (day && !isBar(card)) (byDay[day] ??= []).push(card);
  }
  return byDay;
});

/** The cards that run from a start day to a later due day, by title. */
export const selectBarCards = createSelector([selectShownCards], (cards) => cards.filter(isBar));

/** The cards with no date at all, by title. */
export const selectUndatedCards = createSelector([selectShownCards], (cards) =>
  cards.filter((card) => !card.due && !card.start),
);

export const selectCalendarCard = (state: RootState, cardId: string): Card | undefined =>
  state.board.cards[cardId];
