// Follows the open board live: opened when the board page mounts, cancelled when it unmounts
// or another board opens. A refused read (not this person's board) shows as "not found".
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { EventChannel, Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import type { BoardSummary } from '../../domain/types';
import { selectBoardSummaries, selectCreatedHere } from './boardsSelectors';
import { selectBoardStatus, selectMyRole, selectOpenBoardId } from './openBoardSelectors';
import { roleOn, type Role } from '../../domain/members';
import type { BoardSnapshot } from '../../services/types';
import { selectSessionUid } from '../session';
import { markOnce } from '../../services/timeline';
import { describeLoadError } from '../../messages/errors';
import { i18n } from '../../i18n';
import { noticeShown } from '../notices';
import { connectivityChanged, selectBrowserOnline } from '../sync';
import { createBoardChannel, type BoardEvent } from './openBoardChannel';
import { restartWhileUnanswered, serverAnswers } from './stuckLoad';
import {
  boardAccessLost,
  boardClosed,
  boardLoadFailed,
  boardNotFound,
  boardOpened,
  boardLoadSlow,
  boardRetryRequested,
  boardSnapshotReceived,
  cardsSnapshotReceived,
  boardFirstCardsReceived,
  firstCardsReceived,
  listFirstCardsReceived,
  listsSnapshotReceived,
} from './openBoardSlice';

/** Whether an event's data came from this device's cache only (for the load's timeline). */
const fromCacheOf = (event: BoardEvent) =>
  'snapshot' in event
    ? event.snapshot.fromCache
    : 'firstCards' in event && event.firstCards.fromCache;

/** Told once per board open when a list or card the app cannot read was left out. */
const malformedNotice = msg`Some of this board’s lists or cards could not be read and are hidden. Nothing else is affected.`;

/** The lists or cards an event left out because their schema refused them. */
const malformedIdsOf = (event: BoardEvent): string[] =>
  'snapshot' in event && 'malformedIds' in event.snapshot
    ? (event.snapshot.malformedIds ?? [])
    : [];

/** How many times a refused board that this person does own is listened to again. */
const NEW_BOARD_RETRIES = 6;

/**
 * Whether the board is this person's as far as this device knows: created here and not yet
 * on the server, or in their own list of boards. The server refuses to follow a board it does
 * not have yet (the rules read its owner), so right after creating one, a refusal means
 * "not yet", not "not yours".
 */
function* isKnownHere(boardId: string) {
  const pending: boolean = yield select((state: RootState) => state.board.pending.board === true);
  const summaries: Record<string, BoardSummary> = yield select(selectBoardSummaries);
  return pending || Boolean(summaries[boardId] && !summaries[boardId].deleting);
}

/**
 * Whether the server's copy of the open board no longer lists the signed-in person (removed
 * while it was open). A snapshot with this tab's own pending writes is not the server's word.
 */
function* noLongerListsMe(snapshot: BoardSnapshot) {
  const uid: string | null = yield select(selectSessionUid);
  const status: string = yield select(selectBoardStatus);
  if (!uid || status !== 'ready' || snapshot.pending || !snapshot.board) return false;
  return roleOn(snapshot.board, uid) === null;
}

/**
 * Whether the board's owner has deleted it: the server's copy is marked `deleting` (the
 * delete's first batch, before the server purges it). This tab's own delete (pending) has
 * already left the board page.
 */
const wasDeletedElsewhere = (snapshot: BoardSnapshot) =>
  !snapshot.pending && snapshot.board?.deleting === true;

/**
 * Whether the open board was shown to this person as an editor or viewer: then a refusal means
 * they were removed. (An owner's refusal is a new board not on the server yet, or deleted.)
 */
function* wasSharedWithMe() {
  const status: string = yield select(selectBoardStatus);
  const role: Role | null = yield select(selectMyRole);
  return status === 'ready' && (role === 'editor' || role === 'viewer');
}

/** How long a board may stay loading, online, before the page says so and offers a retry. */
export const SLOW_LOAD_MS = 10_000;

/** Returns once the open board is no longer loading (ready, not found or failed). */
function* untilSettled() {
  while (((yield select(selectBoardStatus)) as string) === 'loading') yield take('*');
}

/**
 * Says so when the board is still loading SLOW_LOAD_MS after it opened (or after a retry)
 * while online, rather than "Loading…" forever. Offline, a slow load is expected (the sync
 * indicator says why), so the clock's verdict waits until the browser is back online.
 */
export function* noticeSlowLoad() {
  while (true) {
    const { timedOut } = yield race({ settled: call(untilSettled), timedOut: delay(SLOW_LOAD_MS) });
    if (timedOut) {
      while (!((yield select(selectBrowserOnline)) as boolean))
        yield take(connectivityChanged.type);
      yield put(boardLoadSlow());
    }
    // Each retry (after a failure, or of a slow load) is timed afresh.
    yield take(boardRetryRequested.type);
  }
}

/** Follows one board until cancelled; after an error, or a retry of a slow load, listens again. */
export function* followBoard(boardId: string) {
  const slowLoad: Task = yield fork(noticeSlowLoad);
  let stuckLoad: Task = yield fork(restartWhileUnanswered);
  const answers = serverAnswers();
  const createdHereIds: string[] = yield select(selectCreatedHere);
  const createdHere = createdHereIds.includes(boardId);
  if (createdHere) {
    // Just created in this tab: it has no lists or cards, so there is nothing to wait for
    // (the server's first answer can take a moment, and offline it never comes).
    yield put(listsSnapshotReceived({ changes: [], fromCache: true }));
    yield put(cardsSnapshotReceived({ changes: [], fromCache: true }));
  }
  let refusals = 0;
  // Every later snapshot (and a retry's) names the same documents again: one notice is enough.
  let toldMalformed = false;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a performance mark's name, not on screen
  yield call(markOnce, 'board: following');
  while (true) {
    const channel: EventChannel<BoardEvent> = yield call(createBoardChannel, boardId, {
      createdHere,
    });
    let outcome: 'failed' | 'refusedForNow' | 'retried' = 'failed';
    try {
      while (true) {
        const next: { event?: BoardEvent; retried?: unknown } = yield race({
          event: take(channel),
          retried: take(boardRetryRequested.type),
        });
        // A slow load retried: the slice has started afresh, so listen afresh.
        if (next.retried) {
          if (((yield select(selectBoardStatus)) as string) !== 'loading') continue;
          outcome = 'retried';
          break;
        }
        const event = next.event!;
        if (answers.note(event) && stuckLoad.isRunning()) {
          yield cancel(stuckLoad);
          // Answering, if slowly: the wait for the rest starts now (stuckLoad.ts).
          if (!answers.done) stuckLoad = yield fork(restartWhileUnanswered);
        }
        yield call(markOnce, `board: ${event.source}${fromCacheOf(event) ? ' (cache)' : ''}`);
        if (!toldMalformed && malformedIdsOf(event).length > 0) {
          toldMalformed = true;
          yield put(noticeShown({ tone: 'info', text: i18n._(malformedNotice) }));
        }
        if (event.source === 'board') {
          if (wasDeletedElsewhere(event.snapshot)) {
            // Its owner deleted it (another tab, device or person): say so rather than "not
            // found" or, once the server has purged it, "no longer have access".
            yield put(boardAccessLost({ boardId, deleted: true }));
            yield cancel([slowLoad, stuckLoad]);
            return;
          }
          if ((yield call(noLongerListsMe, event.snapshot)) as boolean) {
            yield put(boardAccessLost({ boardId }));
            yield cancel([slowLoad, stuckLoad]);
            return;
          }
          yield put(boardSnapshotReceived(event.snapshot));
        } else if (event.source === 'lists') yield put(listsSnapshotReceived(event.snapshot));
        else if (event.source === 'firstCards') yield put(firstCardsReceived(event.firstCards));
        else if (event.source === 'boardFirstCards') {
          yield put(boardFirstCardsReceived(event.changes));
        } else if (event.source === 'listFirstCards') {
          yield put(
            listFirstCardsReceived({ listId: event.listId, changes: event.snapshot.changes }),
          );
        } else if (event.source === 'cards') yield put(cardsSnapshotReceived(event.snapshot));
        else if (event.error.code === 'permission-denied') {
          if ((yield call(wasSharedWithMe)) as boolean) {
            // Removed while it was open: the rules no longer let this person read it.
            yield put(boardAccessLost({ boardId }));
            yield cancel([slowLoad, stuckLoad]);
            return;
          }
          const known: boolean = yield call(isKnownHere, boardId);
          if (known && refusals < NEW_BOARD_RETRIES) {
            outcome = 'refusedForNow';
            break;
          }
          // Someone else's board (or one deleted meanwhile): the rules refuse it.
          yield put(boardNotFound());
          yield cancel([slowLoad, stuckLoad]); // Nothing more to load or retry: the follow ends here.
          return;
        } else {
          yield put(boardLoadFailed(describeLoadError(event.error, 'board')));
          break;
        }
      }
    } finally {
      channel.close();
    }
    if (outcome === 'refusedForNow') {
      refusals += 1;
      yield delay(250 * 2 ** refusals); // 0.5 s, 1 s, 2 s, … while the create reaches the server.
      continue;
    }
    if (outcome === 'retried') continue;
    yield take(boardRetryRequested.type);
  }
}

/** One board followed at a time: the one the board page has open. */
export function* watchOpenBoard() {
  let follower: Task | null = null;
  // These sagas load with the session (features/boards/index.ts): a board page that mounted
  // first has already said which board it opened.
  const openedId: string | null = yield select(selectOpenBoardId);
  const status: string = yield select(selectBoardStatus);
  if (openedId && status === 'loading') follower = yield fork(followBoard, openedId);
  while (true) {
    const action: PayloadAction<string> | PayloadAction<undefined> = yield take([
      boardOpened.type,
      boardClosed.type,
    ]);
    if (follower) yield cancel(follower);
    follower = null;
    if (action.type === boardOpened.type && action.payload) {
      follower = yield fork(followBoard, action.payload);
    }
  }
}
