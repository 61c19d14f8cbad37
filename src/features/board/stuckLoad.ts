// A board whose load the server never answers, recovered without a reload.
//
// Firestore's Listen stream can lose a target: its acknowledgement never arrives and the SDK
// drops the target's changes, so the board stays on "Loading…" for good (issue 9's trace, about
// one cold load in twelve in bench:compare). The SDK does not notice; a fresh stream does, since
// it sends every active target again. So while the board has had no answer from the server for
// what it needs on screen (its document, its lists and its cards, or a big board's first cards),
// and the browser is online, Firestore's network is restarted: after 4.5 s, then 9, 18 and
// 36 s. Each new part the server answers starts the wait afresh: a load that is answering,
// only slowly, is left alone, since a restart asks for everything again, every card of a big
// board included, and the emulator answers none of a request's queries before all of them
// (docs/performance.md).
import { call, delay, select, take } from 'redux-saga/effects';
import { restartFirestoreNetwork } from '../../services/network';
import { connectivityChanged, selectBrowserOnline } from '../sync';
import type { BoardEvent } from './openBoardChannel';

/** How long the board may go without the server's answer, online, before the first restart. */
export const STUCK_LOAD_MS = 4_500;
/** Restarts before giving up (the slow-load notice's Retry remains). */
export const STUCK_LOAD_RESTARTS = 4;

/** What the board's first screen needs from the server: its document, lists and cards. */
export type ServerPart = 'board' | 'lists' | 'cards';

/** The part of the first screen an event answers from the server, if it does. */
export function serverPartOf(event: BoardEvent): ServerPart | null {
  switch (event.source) {
    case 'board':
    case 'lists':
      return event.snapshot.fromCache ? null : event.source;
    case 'cards':
      return event.snapshot.fromCache ? null : 'cards';
    case 'firstCards':
      return event.firstCards.fromCache ? null : 'cards';
    default:
      return null;
  }
}

/** Tracks which parts the server has answered; `done` once all three have. */
export function serverAnswers() {
  const answered = new Set<ServerPart>();
  return {
    /** Notes the event; true when it is the server's first answer for its part. */
    note(event: BoardEvent): boolean {
      const part = serverPartOf(event);
      if (!part || answered.has(part)) return false;
      answered.add(part);
      return true;
    },
    get done() {
      return answered.size === 3;
    },
  };
}

/**
 * Restarts Firestore's network while the board goes unanswered online. Forked when the board
 * opens, forked afresh when the server answers a new part, cancelled once it has answered
 * every part (followBoard).
 */
export function* restartWhileUnanswered() {
  let wait = STUCK_LOAD_MS;
  for (let restarts = 0; restarts < STUCK_LOAD_RESTARTS;) {
    yield delay(wait);
    if (!((yield select(selectBrowserOnline)) as boolean)) {
      // Offline, no answer is expected: once back online, Firestore gets its own chance first.
      while (!((yield select(selectBrowserOnline)) as boolean)) {
        yield take(connectivityChanged.type);
      }
      continue;
    }
    yield call(restartFirestoreNetwork);
    restarts += 1;
    wait *= 2;
  }
}
