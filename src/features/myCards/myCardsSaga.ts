// My cards (docs/features.md): while the page is open, each of the person's boards (the first
// MY_CARDS_MAX_BOARDS) is followed for the cards assigned to them, the cache answering first
// (and offline), the server after; a board the person gains is followed as it arrives, one
// they lose is dropped.
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import type { rootReducer as RootReducer } from '../../app/rootReducer';
import { subscribeToAssignedCards } from '../../services/myCards';
import type { AssignedCardsSnapshot } from '../../services/types';
import { selectSessionUid } from '../session';
import {
  assignedCardsChanged,
  assignedCardsDropped,
  myCardsClosed,
  myCardsOpened,
  myCardsSagaStarted,
  myCardsSlice,
} from './myCardsSlice';
import { selectMyCardsBoardIds } from './selectors';

type AssignedCardsEvent = AssignedCardsSnapshot | { error: unknown };

/** One board's cards assigned to the person; only its latest state waits to be shown. */
export const assignedCardsChannel = (
  boardId: string,
  uid: string,
): EventChannel<AssignedCardsEvent> =>
  eventChannel<AssignedCardsEvent>(
    (emit) =>
      subscribeToAssignedCards(
        boardId,
        uid,
        (snapshot) => emit(snapshot),
        (error) => emit({ error }),
      ),
    buffers.sliding(1),
  );

export function* followAssignedCards(boardId: string, uid: string) {
  const channel: EventChannel<AssignedCardsEvent> = yield call(assignedCardsChannel, boardId, uid);
  try {
    while (true) {
      const event: AssignedCardsEvent = yield take(channel);
      if ('error' in event) {
        // Refused (the person lost the board) or unreadable: none of its cards show.
        yield put(assignedCardsDropped({ boardId }));
        return;
      }
      yield put(assignedCardsChanged({ boardId, ...event }));
    }
  } finally {
    channel.close();
  }
}

/** From the page opening until it closes. */
export function* followMyCards() {
  const uid: string | null = yield select(selectSessionUid);
  if (!uid) return;
  const followed = new Map<string, Task>();
  while (true) {
    const boardIds: string[] = yield select(selectMyCardsBoardIds);
    for (const [boardId, task] of followed) {
      if (boardIds.includes(boardId)) continue;
      yield cancel(task);
      followed.delete(boardId);
      yield put(assignedCardsDropped({ boardId }));
    }
    for (const boardId of boardIds.filter((id) => !followed.has(id))) {
      followed.set(boardId, yield fork(followAssignedCards, boardId, uid));
    }
    // The person's boards change with the dashboard's list, on any of its actions.
    yield take('*');
  }
}

/** My cards for a signed-in person: its listeners run only while the page is open. */
export function* myCardsSaga() {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(myCardsSlice);
  // A page opened before this saga ran says so again once it sees the slice.
  yield put(myCardsSagaStarted());
  while (true) {
    yield take(myCardsOpened.type);
    yield race({ open: call(followMyCards), closed: take(myCardsClosed.type) });
  }
}
