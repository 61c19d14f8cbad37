// Sagas that outlive their own mistakes. redux-saga ends a watcher, and everything attached to
// it up to the nearest spawn, when one of its workers throws: one bug in renaming a card would
// silently stop every edit, live board and notice of the signed-in session. Every watcher in
// src uses these helpers instead (eslint.config.js forbids redux-saga's own takeEvery,
// takeLatest and takeLeading elsewhere): a worker's error is logged in development and told to
// the person, and the watcher goes on to the next action.
//
// It lives in app/ beside hooks.ts and, like it, imports no feature, so that every feature can
// use it, auth included: auth sits below notices (notices → session → auth), so calling into
// notices from here would be an import cycle. The notice is an event (sagaFailed) that the
// notices slice turns into a message instead.
import { createAction, nanoid, type Action } from '@reduxjs/toolkit';
import {
  call,
  put,
  takeEvery,
  takeLatest,
  takeLeading,
  type ActionPattern,
  type ForkEffect,
} from 'redux-saga/effects';

export interface SagaFailure {
  /** The saga's function name, for whoever reads Redux DevTools. */
  saga: string;
  message: string;
  /** True when the saga will not run again until the page is reloaded. */
  stopped: boolean;
}

/** A saga threw what nobody expected; the notices slice shows it as "Something went wrong." */
export const sagaFailed = createAction('app/sagaFailed', (failure: SagaFailure) => ({
  payload: { ...failure, id: nanoid() },
}));

const nameOf = (saga: (...args: never[]) => unknown) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers (the console), not on screen
  saga.name || 'an anonymous saga';

function* reportFailure(saga: string, error: unknown, stopped: boolean) {
  if (process.env.NODE_ENV !== 'production') {
    console.error(`The saga ${saga} failed${stopped ? ' and stopped' : ''}:`, error);
  }
  const message = error instanceof Error ? error.message : String(error);
  yield put(sagaFailed({ saga, message, stopped }));
}

/**
 * The worker, whose error is reported instead of ending the watcher that runs it. Cancelling
 * it (takeLatest's next action, sign-out) still reaches the worker's own `finally`.
 */
export function guarded<Args extends unknown[]>(worker: (...args: Args) => unknown) {
  const saga = nameOf(worker);
  return function* guardedWorker(...args: Args) {
    try {
      const result: unknown = yield call(worker, ...args);
      return result;
    } catch (error) {
      yield call(reportFailure, saga, error, false);
      return undefined;
    }
  };
}

/** redux-saga's helper of the same name, with a guarded worker. */
interface SafeTakeHelper {
  <A extends Action>(pattern: ActionPattern<A>, worker: (action: A) => unknown): ForkEffect<never>;
}

const safe =
  (helper: typeof takeEvery): SafeTakeHelper =>
  (pattern: ActionPattern, worker: (action: never) => unknown) =>
    helper(pattern, guarded(worker as (action: Action) => unknown));

// Pure: a helper no saga uses stays out of the bundle.
export const takeEverySafe = /* @__PURE__ */ safe(takeEvery);
export const takeLatestSafe = /* @__PURE__ */ safe(takeLatest);
export const takeLeadingSafe = /* @__PURE__ */ safe(takeLeading);

/**
 * How many times a long-running saga is started again after it throws. Once gets past a
 * passing fault (one odd snapshot, a service that threw once); more would let a saga that
 * fails on every start loop, re-subscribing and telling the person each time.
 */
export const RESTARTS = 1;

/**
 * Runs a long-running saga (a channel loop, a feature's watchers) so that its crash is
 * reported and the saga started again (RESTARTS times) instead of taking down the sagas
 * beside it. Use it as `call(supervised, saga, ...args)` under `all`, or with fork or spawn.
 */
export function* supervised(saga: (...args: never[]) => unknown, ...args: unknown[]) {
  for (let restarts = 0; ; restarts += 1) {
    try {
      // Loosely typed: redux-saga's call and spawn cannot infer a generic saga's arguments.
      const result: unknown = yield call(saga as (...args: unknown[]) => unknown, ...args);
      return result;
    } catch (error) {
      const stopped = restarts >= RESTARTS;
      yield call(reportFailure, nameOf(saga), error, stopped);
      if (stopped) return undefined;
    }
  }
}
