// A list's work-in-progress limit where cards arrive (issue 32 §4): every add, move or copy
// into a list asks here first. Over the limit the person is told; a strict list refuses. The
// rules cannot count a list's cards, so this is the app keeping a team agreement, not security.
import { msg } from '@lingui/core/macro';
import { createSelector } from '@reduxjs/toolkit';
import { put, select } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import type { BoardList, Card } from '../../domain/types';
import { countsTowardLimit, wipAfter } from '../../domain/wipLimit';
import { noticeShown } from '../notices';
import { selectCardsById, selectList } from '../board';
import { refused } from '../sync';
import { i18n } from '../../i18n';

/** Each list's open cards, counted once per change of the cards (every header reads it). */
export const selectWipCounts = createSelector(
  [selectCardsById],
  (cards: Record<string, Card>): Record<string, number> => {
    const counts: Record<string, number> = {};
    for (const card of Object.values(cards)) {
      if (countsTowardLimit(card)) counts[card.listId] = (counts[card.listId] ?? 0) + 1;
    }
    return counts;
  },
);

/** The cards a list's limit counts now (those this tab holds). */
export const selectWipCount = (state: RootState, listId: string) =>
  selectWipCounts(state)[listId] ?? 0;

/**
 * Whether `card` (null: a new one) may go into list `listId`: false when the list is strict
 * and would go over its limit (the person is told why); true otherwise, with a word when the
 * list goes over. Keeps to its own list: a move within it changes no count.
 */
export function* roomInList(
  listId: string,
  card: Card | null,
  what: 'add' | 'move' | 'copy',
  keptText?: string,
) {
  const list: BoardList | undefined = yield select(selectList, listId);
  if (!list) return true;
  const counted: number = yield select(selectWipCount, listId);
  const arriving = card === null || (card.listId !== listId && countsTowardLimit(card));
  const fill = wipAfter(list, counted, arriving ? 1 : 0);
  const { title } = list;
  const { after } = fill;
  // Only read when over it, so there is one.
  const limit = fill.limit ?? 0;
  if (fill.refused) {
    // One whole sentence per gesture, so each language words the ending its own way.
    const sentence = {
      add: msg`“${title}” is at its limit of ${limit} cards and the limit is strict: the card was not added.`,
      move: msg`“${title}” is at its limit of ${limit} cards and the limit is strict: the card was not moved there.`,
      copy: msg`“${title}” is at its limit of ${limit} cards and the limit is strict: the card was not copied there.`,
    }[what];
    yield put(refused(i18n._(sentence), keptText));
    return false;
  }
  if (fill.over && arriving) {
    yield put(
      noticeShown({
        tone: 'info',
        text: i18n._(msg`“${title}” is over its limit: ${after} / ${limit} cards.`),
      }),
    );
  }
  return true;
}
