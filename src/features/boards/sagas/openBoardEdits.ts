// What the list, card and label sagas share: rollbacks of only what an edit changed, and
// waiting for every card of a list before an edit that needs them all.
import { race, select, take } from 'redux-saga/effects';
import type { Card } from '../../../domain/types';
import { selectCardsOfList, selectIsListPartial } from '../openBoardSelectors';
import { boardClosed, boardOpened, cardsSnapshotReceived } from '../openBoardSlice';

/** The values `patch` replaces, so a rollback undoes this edit and nothing made since. */
export function previousValues<T extends object>(current: T, patch: Partial<T>): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) previous[key] = current[key];
  return previous;
}

/**
 * Every card of a list, once they are all here: a big board shows each list's first cards
 * before the rest (channels/openBoardChannel.ts), and adding at the end or deleting the list
 * needs them all. Null if the person leaves the board meanwhile.
 */
export function* everyCardOf(listId: string) {
  while ((yield select(selectIsListPartial, listId)) as boolean) {
    const { left } = yield race({
      arrived: take(cardsSnapshotReceived.type),
      left: take([boardOpened.type, boardClosed.type]),
    });
    if (left) return null;
  }
  const cards: Card[] = yield select(selectCardsOfList, listId);
  return cards;
}
