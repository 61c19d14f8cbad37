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

// --- Signing in and out: words the first screen can show, so they ship with it (firstScreen/) --

export { describeAuthError, type AuthStep } from './firstScreen/authErrors';

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
 * What a write did, for "We couldn’t {what}.": its message (``msg`rename the board` ``), worded
 * when the sentence is made, or (from callers that word it themselves) already in the current
 * language. A message is plain data (id and values), so it can be kept for a later session.
 */
export type What = string | MessageDescriptor;

export const wordWhat = (what: What): string => (typeof what === 'string' ? what : i18n._(what));

/** "We couldn’t rename the board (the server refused it). The change was undone." */
export function describeWriteError(error: ServiceError, asked: What): string {
  const what = wordWhat(asked);
  const reasonMessage = writeReasons[error.code];
  if (!reasonMessage) return i18n._(msg`We couldn’t ${what}. The change was undone.`);
  const reason = i18n._(reasonMessage);
  return i18n._(msg`We couldn’t ${what} (${reason}). The change was undone.`);
}

// --- Our own mistakes --------------------------------------------------------------------------

export { unexpectedFailureText } from './firstScreen/unexpectedFailure';
