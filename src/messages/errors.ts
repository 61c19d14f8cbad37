// What a person reads when something fails, by what failed. Shared by every feature (it
// imports no feature), so a board that fails to load says "board", not "account".
// Codes come from the Firebase SDKs (see src/services/errors.ts). The words are made in the
// current language when the failure is described (docs/i18n.md).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';
import type { ServiceError } from '../services/errors';

/** A failure as shown on screen: the code for debugging, the text for people. */
export interface ErrorNotice {
  code: string;
  text: string;
}

// --- Signing in and out ----------------------------------------------------------------------

/** Where signing in or out failed: the popup, the first-login record, signing out, following the session. */
export type AuthStep = 'signIn' | 'record' | 'signOut' | 'session';

const closedPopup = msg`The sign-in window was closed before you finished. Sign in again when you are ready.`;

const authReasons: Record<string, MessageDescriptor> = {
  'auth/popup-closed-by-user': closedPopup,
  'auth/cancelled-popup-request': closedPopup,
  'auth/user-cancelled': msg`Sign-in was cancelled. Sign in again when you are ready.`,
  'auth/popup-blocked': msg`Your browser blocked the sign-in window. Allow pop-ups for this site, then sign in again.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your internet connection, then try again.`,
  'auth/too-many-requests': msg`There were too many sign-in attempts. Wait a minute, then try again.`,
  'auth/user-disabled': msg`This account has been disabled. Contact the person who runs this app.`,
  'auth/internal-error': msg`The sign-in service had a problem. Try again in a moment.`,
  'permission-denied': msg`Your account was refused access to its data. Sign in again to retry.`,
  unavailable: msg`You seem to be offline, so we could not reach your data. Try again once you are back online.`,
  'deadline-exceeded': msg`The server took too long to answer. Try again in a moment.`,
};

const authFallbacks: Record<AuthStep, MessageDescriptor> = {
  signIn: msg`Something went wrong while signing you in. Try again.`,
  record: msg`You were signed in, but we could not set up your account, so we signed you out again. Nothing was lost; sign in again to retry.`,
  signOut: msg`We could not sign you out. Try again.`,
  session: msg`We could not check whether you are signed in. Reload the page to try again.`,
};

export function describeAuthError(error: ServiceError, step: AuthStep): ErrorNotice {
  const reasonMessage = authReasons[error.code];
  const reason = reasonMessage ? i18n._(reasonMessage) : undefined;
  if (step === 'record') {
    // The record write failed after a successful sign-in: say both what happened and why.
    return {
      code: error.code,
      text: reason
        ? i18n._(
            msg`You were signed in, but we could not set up your account, so we signed you out again. Nothing was lost; sign in again to retry. ${reason}`,
          )
        : i18n._(authFallbacks.record),
    };
  }
  return { code: error.code, text: reason ?? i18n._(authFallbacks[step]) };
}

// --- Loading -----------------------------------------------------------------------------------

/** What a live subscription was following when it failed. */
export type LoadSubject = 'account' | 'boards' | 'board' | 'comments' | 'activity' | 'files';

const loadSubjects: Record<LoadSubject, MessageDescriptor> = {
  account: msg`your account data`,
  boards: msg`your boards`,
  board: msg`this board`,
  comments: msg`the comments`,
  activity: msg`the activity`,
  files: msg`the card’s files`,
};

const loadReasons: Record<string, MessageDescriptor> = {
  'permission-denied': msg`you were refused access`,
  unavailable: msg`you seem to be offline`,
  'deadline-exceeded': msg`the server took too long to answer`,
  unauthenticated: msg`you are signed out`,
};

/** "We could not load this board (you seem to be offline). Try again." */
export function describeLoadError(error: ServiceError, subject: LoadSubject): ErrorNotice {
  const reasonMessage = loadReasons[error.code];
  const what = i18n._(loadSubjects[subject]);
  if (!reasonMessage)
    return { code: error.code, text: i18n._(msg`We could not load ${what}. Try again.`) };
  const reason = i18n._(reasonMessage);
  return { code: error.code, text: i18n._(msg`We could not load ${what} (${reason}). Try again.`) };
}

// --- Saving ------------------------------------------------------------------------------------

const refused = msg`the server refused it`;
const writeReasons: Record<string, MessageDescriptor> = {
  'permission-denied': refused,
  'invalid-argument': refused,
  'failed-precondition': refused,
  'resource-exhausted': msg`the server is over its limits right now`,
  unauthenticated: msg`you are signed out`,
  'not-found': msg`it no longer exists`,
  unavailable: msg`the server could not be reached`,
  'deadline-exceeded': msg`the server took too long to answer`,
};

/**
 * "We couldn’t rename the board (the server refused it). The change was undone." `what` is
 * already in the current language (the caller's own message, e.g. "rename the board").
 */
export function describeWriteError(error: ServiceError, what: string): string {
  const reasonMessage = writeReasons[error.code];
  if (!reasonMessage) return i18n._(msg`We couldn’t ${what}. The change was undone.`);
  const reason = i18n._(reasonMessage);
  return i18n._(msg`We couldn’t ${what} (${reason}). The change was undone.`);
}

// --- Our own mistakes --------------------------------------------------------------------------

const unexpectedStep = msg`Something went wrong. Try again, and reload the page if it keeps happening.`;
const unexpectedStopped = msg`Something went wrong, and part of the app stopped. Reload the page to start it again.`;

/**
 * What a person reads when a saga throws what nobody expected (a bug, not a refused write), in
 * the language shown when it is read.
 */
export const unexpectedFailureText = {
  /** One step failed; the next one runs afresh. */
  get step(): string {
    return i18n._(unexpectedStep);
  },
  /** Something that follows live data stopped for good; only a reload starts it again. */
  get stopped(): string {
    return i18n._(unexpectedStopped);
  },
};
