// A card this tab deleted keeps its comments on the server while this tab can still undo the
// delete (undo brings the card back as it was, comments included). Once it can't, the server is
// asked to delete them (purgeCardComments): when the delete's step leaves the history past its
// 100 steps, and when the board page is left or the page itself is (the history dies with it).
// A step that leaves because it was undone or refused brought the card back: nothing is asked.
// A call that fails (offline) is asked again the next time a board is left; a refusal because
// the card exists, or the person may no longer delete it, is silent and final.
import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, race, select, take } from 'redux-saga/effects';
import type { RootState } from '../../../app/rootReducer';
import { waitForQueuedWrites } from '../../../services/pendingWrites';
import * as purgeService from '../../../services/purge';
import { subscribeToPageHide } from '../../../services/visitMemory';
import { sessionEnded } from '../../session';
import { boardAccessLost, boardClosed, boardOpened } from '../../board';
import { editRecorded, stepDropped, stepRedone, stepUndone } from './historySlice';

/** Card id → board id. */
type CardBoards = Map<string, string>;

/** The cards whose delete this tab can still undo: a step in its past that removed them. */
export function selectUndoableCardDeletes(state: RootState): CardBoards {
  const { boardId, past } = state.history;
  const deleted: CardBoards = new Map();
  if (!boardId) return deleted;
  for (const entry of past) {
    for (const change of entry.changes) {
      if (change.doc === 'cardPresence' && change.before && !change.after) {
        deleted.set(change.id, boardId);
      }
    }
  }
  return deleted;
}

/** How long a purge waits for this tab's own writes (the card's delete) to reach the server. */
export const DELETE_LANDING_MS = 10_000;

/** Refusals that asking again will not change: the card exists, or the board or role is gone. */
const FINAL_REFUSALS = [
  'failed-precondition',
  'permission-denied',
  'not-found',
  'invalid-argument',
];

const codeOf = (error: unknown) =>
  typeof error === 'object' && error && 'code' in error ? String(error.code) : '';

/** Asks the server once for one card's comments; forgets it unless the call should be retried. */
function* purgeComments(cardId: string, boardId: string, waiting: CardBoards, leaving: boolean) {
  if (!leaving) {
    // The delete's own batch first: the server refuses while it still has the card.
    yield race({ landed: call(waitForQueuedWrites), late: delay(DELETE_LANDING_MS) });
  }
  try {
    yield call(purgeService.purgeCardComments, boardId, cardId);
    waiting.delete(cardId);
  } catch (error) {
    if (FINAL_REFUSALS.includes(codeOf(error))) waiting.delete(cardId);
    // Otherwise (offline, no functions) it stays waiting, for the next board left.
  }
}

/** Emits when the page is being left (closed, reloaded, another address). */
export const pageHideChannel = () =>
  eventChannel<true>((emit) => subscribeToPageHide(() => emit(true)));

const WATCHED = [
  editRecorded.type,
  stepRedone.type,
  stepUndone.type,
  stepDropped.type,
  boardOpened.type,
  boardClosed.type,
  boardAccessLost.type,
  sessionEnded.type,
];

/** Steps that put the card back when they take its delete off the history. */
const RESTORING: string[] = [stepUndone.type, stepDropped.type];

/** Ends of the board page (or of the page): every delete still undoable can't be any more. */
const LEAVING: string[] = [boardOpened.type, boardClosed.type];

export function* deletedCardCommentsSaga() {
  const waiting: CardBoards = new Map();
  const asking = new Set<string>();
  let undoable: CardBoards = yield select(selectUndoableCardDeletes);
  const hidden: EventChannel<true> = yield call(pageHideChannel);

  function* ask(cardId: string, boardId: string, leaving: boolean) {
    asking.add(cardId);
    try {
      yield call(purgeComments, cardId, boardId, waiting, leaving);
    } finally {
      asking.delete(cardId);
    }
  }

  while (true) {
    const next: { hide?: true; action?: PayloadAction<{ boardId?: string }> } = yield race({
      hide: take(hidden),
      action: take(WATCHED),
    });
    const type = next.action?.type;
    const now: CardBoards = yield select(selectUndoableCardDeletes);
    if (type === sessionEnded.type || type === boardAccessLost.type) {
      // Signed out, or the board is no longer theirs (deleted: its own purge takes every
      // comment; removed: they may not ask).
      const lost = type === boardAccessLost.type ? next.action?.payload.boardId : undefined;
      for (const [cardId, boardId] of waiting)
        if (!lost || boardId === lost) waiting.delete(cardId);
      undoable = now;
      continue;
    }
    const fresh: CardBoards = new Map();
    if (!type || !RESTORING.includes(type)) {
      for (const [cardId, boardId] of undoable) if (!now.has(cardId)) fresh.set(cardId, boardId);
    }
    // The page going away takes this tab's history with it.
    if (next.hide) for (const [cardId, boardId] of now) fresh.set(cardId, boardId);
    for (const [cardId, boardId] of fresh) waiting.set(cardId, boardId);
    undoable = now;
    // Newly out of reach now; those left from before (offline) when a board is left.
    const leaving = Boolean(next.hide) || (type !== undefined && LEAVING.includes(type));
    for (const [cardId, boardId] of leaving ? [...waiting] : [...fresh]) {
      if (!asking.has(cardId)) yield fork(ask, cardId, boardId, Boolean(next.hide));
    }
  }
}
