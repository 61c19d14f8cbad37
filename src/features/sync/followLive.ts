// Following a live subscription with a retry. Firestore ends a listen that fails (refused,
// offline for too long) for good, so after an error the saga waits for the person to ask
// again and then subscribes afresh.
import type { Action } from '@reduxjs/toolkit';
import type { EventChannel } from 'redux-saga';
import { put, take, type CallEffect } from 'redux-saga/effects';
import type { ServiceError } from '../../services/errors';

type Failure = { error: ServiceError };

export interface LiveFollow<Event extends object> {
  /** Opens the subscription as a channel, e.g. `call(createUserRecordChannel, uid)`. */
  subscribe: CallEffect<EventChannel<Event | Failure>>;
  /** Put before each subscription (the first and every retry). */
  started: Action;
  /** The action for each event that is not a failure. */
  received: (event: Event) => Action;
  /** The action for a failure, which ends this subscription. */
  failed: (error: ServiceError) => Action;
  /** The action type that asks for another subscription after a failure. */
  retryRequested: string;
}

/** Follows a subscription until cancelled, putting what it says; retries when asked. */
export function* followLive<Event extends object>(follow: LiveFollow<Event>) {
  while (true) {
    yield put(follow.started);
    const channel: EventChannel<Event | Failure> = yield follow.subscribe;
    try {
      while (true) {
        const event: Event | Failure = yield take(channel);
        if ('error' in event) {
          yield put(follow.failed(event.error));
          break;
        }
        yield put(follow.received(event));
      }
    } finally {
      channel.close();
    }
    yield take(follow.retryRequested);
  }
}
