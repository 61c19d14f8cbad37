// "Changed since your last visit": when a board opens, the person's previous visit is read,
// this one recorded (one write per opening, one more on leaving), and the cards other people
// changed in between are marked on the board. Leaving by closing the tab (or another address)
// is noted on the device too (visitMemory.ts): the server's write may not get out in time.
import { eventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { RootState } from '../../../app/rootReducer';
import type { ActivityEntry } from '../../../domain/activity';
import * as activityService from '../../../services/activity';
import { rememberedVisit, rememberVisit, subscribeToPageHide } from '../../../services/visitMemory';
import { selectSessionUid } from '../../session';
import { activityBoardChanged, sinceLastVisitFound } from '../activitySlice';

/** What the activity feature needs of the boards feature, which imports this one. */
export interface ActivitySagaDeps {
  /** The open board's id, or null. */
  selectBoardId: (state: RootState) => string | null;
  /** The actions after which another board (or none) may be open. */
  boardChanged: string[];
}

/** The cards that people other than `uid` changed in `entries`, once each. */
export const cardsChangedByOthers = (entries: ActivityEntry[], uid: string): string[] => [
  ...new Set(
    entries.flatMap((entry) => (entry.authorId !== uid && entry.cardId ? [entry.cardId] : [])),
  ),
];

/** The visit recorded on the server, and noted on the device (the later of the two counts). */
function* recordVisit(uid: string, boardId: string) {
  yield call(rememberVisit, uid, boardId);
  try {
    yield call(activityService.recordVisit, uid, boardId);
  } catch {
    // Not recorded: the next visit marks a few more cards, which is all this costs.
  }
}

/** While the board is open: the page being left ends the visit (noted on the device at once). */
function* endVisitOnPageHide(uid: string, boardId: string) {
  const hidden = eventChannel<true>((emit) => subscribeToPageHide(() => emit(true)));
  try {
    while (true) {
      yield take(hidden);
      yield fork(recordVisit, uid, boardId);
    }
  } finally {
    hidden.close();
  }
}

/** The later of the server's last visit and this device's, or null for a first visit. */
function latest(server: number | null, device: number | null): number | null {
  if (server === null) return device;
  return device === null ? server : Math.max(server, device);
}

export function* visitBoard(boardId: string) {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  yield fork(endVisitOnPageHide, uid, boardId);
  let lastVisit: number | null;
  try {
    const server: number | null = yield call(activityService.readLastVisit, uid, boardId);
    lastVisit = latest(server, (yield call(rememberedVisit, uid, boardId)) as number | null);
  } catch {
    // Unknown (offline, nothing cached): keep the earlier visit, so nothing goes unmarked.
    return;
  }
  // Not waited for: offline, the write waits for the network while the board is used.
  yield fork(recordVisit, uid, boardId);
  if (lastVisit === null) return;
  try {
    const entries: ActivityEntry[] = yield call(
      activityService.readActivitySince,
      boardId,
      lastVisit,
    );
    yield put(sinceLastVisitFound({ boardId, cardIds: cardsChangedByOthers(entries, uid) }));
  } catch {
    // The markers are a hint: without them the board works as before.
  }
}

/** Resets the activity when another board opens, and runs visitBoard for each opening. */
export function* watchBoardVisits(deps: ActivitySagaDeps) {
  let visited: string | null = null;
  let task: Task | null = null;
  while (true) {
    let boardId: string | null = yield select(deps.selectBoardId);
    if (visited && boardId === null) {
      // Closed: left, or unmounted and mounted again in the same turn (React's StrictMode, a
      // route re-rendered). Only a close no opening follows at once ends the visit; otherwise
      // the remount would record a visit and then read it back as the last one, and mark nothing.
      const { reopened } = yield race({ reopened: take(deps.boardChanged), later: delay(0) });
      if (reopened) boardId = yield select(deps.selectBoardId);
    }
    if (boardId !== visited) {
      if (task) yield cancel(task);
      task = null;
      // Leaving counts as a visit too: what changed while the person was looking is not news.
      const uid: string | null = yield select(selectSessionUid);
      if (visited && uid) yield fork(recordVisit, uid, visited);
      visited = boardId;
      yield put(activityBoardChanged({ boardId }));
      if (boardId) task = yield fork(visitBoard, boardId);
    }
    yield take(deps.boardChanged);
  }
}
