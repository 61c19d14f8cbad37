// What a person reads when something fails, by what failed. Shared by every feature (it
// imports no feature), so a board that fails to load says "board", not "account".
// Codes come from the Firebase SDKs (see src/services/errors.ts).
import type { ServiceError } from '../services/errors';

/** A failure as shown on screen: the code for debugging, the text for people. */
export interface ErrorNotice {
  code: string;
  text: string;
}

// --- Signing in and out ----------------------------------------------------------------------

/** Where signing in or out failed: the popup, the first-login record, signing out, following the session. */
export type AuthStep = 'signIn' | 'record' | 'signOut' | 'session';

const closedPopup =
  'The sign-in window was closed before you finished. Sign in again when you are ready.';

const authReasons: Record<string, string> = {
  'auth/popup-closed-by-user': closedPopup,
  'auth/cancelled-popup-request': closedPopup,
  'auth/user-cancelled': 'Sign-in was cancelled. Sign in again when you are ready.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, then sign in again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection, then try again.',
  'auth/too-many-requests': 'There were too many sign-in attempts. Wait a minute, then try again.',
  'auth/user-disabled': 'This account has been disabled. Contact the person who runs this app.',
  'auth/internal-error': 'The sign-in service had a problem. Try again in a moment.',
  'permission-denied': 'Your account was refused access to its data. Sign in again to retry.',
  unavailable:
    'You seem to be offline, so we could not reach your data. Try again once you are back online.',
  'deadline-exceeded': 'The server took too long to answer. Try again in a moment.',
};

const authFallbacks: Record<AuthStep, string> = {
  signIn: 'Something went wrong while signing you in. Try again.',
  record:
    'You were signed in, but we could not set up your account, so we signed you out again. Nothing was lost; sign in again to retry.',
  signOut: 'We could not sign you out. Try again.',
  session: 'We could not check whether you are signed in. Reload the page to try again.',
};

export function describeAuthError(error: ServiceError, step: AuthStep): ErrorNotice {
  const reason = authReasons[error.code];
  if (step === 'record') {
    // The record write failed after a successful sign-in: say both what happened and why.
    return {
      code: error.code,
      text: reason ? `${authFallbacks.record} ${reason}` : authFallbacks.record,
    };
  }
  return { code: error.code, text: reason ?? authFallbacks[step] };
}

// --- Loading -----------------------------------------------------------------------------------

/** What a live subscription was following when it failed. */
export type LoadSubject = 'account' | 'boards' | 'board' | 'comments' | 'activity' | 'files';

const loadSubjects: Record<LoadSubject, string> = {
  account: 'your account data',
  boards: 'your boards',
  board: 'this board',
  comments: 'the comments',
  activity: 'the activity',
  files: 'the card’s files',
};

const loadReasons: Record<string, string> = {
  'permission-denied': 'you were refused access',
  unavailable: 'you seem to be offline',
  'deadline-exceeded': 'the server took too long to answer',
  unauthenticated: 'you are signed out',
};

/** "We could not load this board (you seem to be offline). Try again." */
export function describeLoadError(error: ServiceError, subject: LoadSubject): ErrorNotice {
  const reason = loadReasons[error.code];
  return {
    code: error.code,
    text: `We could not load ${loadSubjects[subject]}${reason ? ` (${reason})` : ''}. Try again.`,
  };
}

// --- Saving ------------------------------------------------------------------------------------

const writeReasons: Record<string, string> = {
  'permission-denied': 'the server refused it',
  'invalid-argument': 'the server refused it',
  'failed-precondition': 'the server refused it',
  'resource-exhausted': 'the server is over its limits right now',
  unauthenticated: 'you are signed out',
  'not-found': 'it no longer exists',
  unavailable: 'the server could not be reached',
  'deadline-exceeded': 'the server took too long to answer',
};

/** "We couldn’t rename the board (the server refused it). The change was undone." */
export function describeWriteError(error: ServiceError, what: string): string {
  const reason = writeReasons[error.code];
  return `We couldn’t ${what}${reason ? ` (${reason})` : ''}. The change was undone.`;
}

// --- Our own mistakes --------------------------------------------------------------------------

/** What a person reads when a saga throws what nobody expected (a bug, not a refused write). */
export const unexpectedFailureText = {
  /** One step failed; the next one runs afresh. */
  step: 'Something went wrong. Try again, and reload the page if it keeps happening.',
  /** Something that follows live data stopped for good; only a reload starts it again. */
  stopped: 'Something went wrong, and part of the app stopped. Reload the page to start it again.',
};
