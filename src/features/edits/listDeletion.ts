// A list's delete, finished on the server (the lists' saga starts it, undo's redo does it
// again): here, with the edits, so that both reach it without the edits depending on lists.
import { msg } from '@lingui/core/macro';
import { call, put } from 'redux-saga/effects';
import type { BoardList, Card } from '../../domain/types';
import { i18n } from '../../i18n';
import { toServiceError } from '../../services/errors';
import * as listsService from '../../services/lists';
import * as purgeService from '../../services/purge';
import { persist, refused } from '../sync';
import { cardCountAdjusted, cardUpserted, listUpserted } from '../board';

export const listNotDeletedMessage = (reason: string) =>
  i18n._(msg`We couldn’t delete the list: ${reason} It’s back, with its cards.`);

/** The server said no before deleting anything: the list (and the cards shown) come back. */
const REFUSED = new Set(['permission-denied', 'invalid-argument', 'unauthenticated']);

/**
 * Steps 2 and 3, on the server (purgeList): every card the server has for the list, with
 * their comments, then the list. Offline, interrupted, or on a project without functions, the
 * list stays hidden and the next open of the board finishes it. "failed-precondition" means
 * the list is no longer being deleted (an undo brought it back meanwhile): nothing to do.
 */
export function* finishListDeletion(boardId: string, list: BoardList, shown: Card[] = []) {
  try {
    const deleted: number = yield call(purgeService.purgeList, boardId, list.id);
    yield put(cardCountAdjusted(-deleted));
  } catch (error) {
    const { code, message } = toServiceError(error);
    if (!REFUSED.has(code)) return;
    yield put(listUpserted({ ...list, deleting: undefined }));
    for (const card of shown) yield put(cardUpserted(card));
    yield call(persist, call(listsService.markListDeleting, boardId, list.id, false), {
      what: msg`bring the list back`,
      rollback: [],
    });
    yield put(refused(listNotDeletedMessage(message)));
  }
}
