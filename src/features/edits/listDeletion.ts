// A list's delete, finished on the server (the lists' saga starts it, undo's redo does it
// again): here, with the edits, so that both reach it without the edits depending on lists.
import { call, put } from 'redux-saga/effects';
import type { BoardList, Card } from '../../domain/types';
import * as cardsService from '../../services/cards';
import { deletedBefore, toServiceError } from '../../services/errors';
import * as listsService from '../../services/lists';
import { persist, refused } from '../sync';
import { cardCountAdjusted, cardUpserted, listUpserted } from '../board';

export const partlyDeletedMessage = (deleted: number, total: number) =>
  `We couldn’t delete the whole list (the server refused it). ${deleted} of its ${total} ` +
  `cards were deleted; the list is back with the other ${total - deleted}.`;

/** Refusals (the rules said no) are put back; anything else is finished on the next open. */
const REFUSED = new Set(['permission-denied', 'invalid-argument', 'failed-precondition']);

/** Steps 2 and 3: every card of the list on the server, in chunks, then the list. */
export function* finishListDeletion(boardId: string, list: BoardList, shown: Card[] = []) {
  let cardIds: string[];
  try {
    cardIds = yield call(cardsService.cardIdsOfList, boardId, list.id);
  } catch {
    return; // Offline: the list stays hidden, and the next open of the board finishes it.
  }
  try {
    yield call(cardsService.deleteCardsOf, boardId, cardIds);
    yield put(cardCountAdjusted(-cardIds.length));
    yield call(listsService.deleteListDocument, boardId, list.id);
  } catch (error) {
    const { code } = toServiceError(error);
    if (!REFUSED.has(code)) return; // Interrupted: finished on the next open.
    // Refused part-way: the cards deleted stay deleted; the list and the rest come back.
    const deleted = new Set(deletedBefore(error));
    yield put(cardCountAdjusted(-deleted.size));
    yield put(listUpserted({ ...list, deleting: undefined }));
    for (const card of shown) if (!deleted.has(card.id)) yield put(cardUpserted(card));
    yield call(persist, call(listsService.markListDeleting, boardId, list.id, false), {
      what: 'bring the list back',
      rollback: [],
    });
    yield put(refused(partlyDeletedMessage(deleted.size, cardIds.length)));
  }
}
