// The open board's template cards (issue 32 §2), which "Add a card → From template" offers.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/rootReducer';
import type { Card } from '../../domain/types';

const selectCards = (state: RootState) => state.board.cards;

/** The board's open template cards, by title. */
export const selectTemplateCards = createSelector([selectCards], (cards): Card[] =>
  Object.values(cards)
    .filter((card) => card.template && !card.archived)
    .sort((a, b) => a.title.localeCompare(b.title)),
);
