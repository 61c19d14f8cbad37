// What the person reads when an import is refused, stops or cannot confirm its cancel: words
// made when shown, in the person's language (the server's own words, in English, as they are).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { ServiceError } from '../../services/errors';

export const offlineMessage = msg`Importing needs a connection. Nothing was written: try again once you are back online.`;

// Each reason finishes "Importing stopped because …": a clause of its own in German ("weil der
// Server nicht erreichbar war"), so not the same message as src/messages' reasons in brackets.
const stopReasons: Record<string, MessageDescriptor> = {
  'permission-denied': msg({ message: 'the server refused the board', context: 'after because' }),
  'invalid-argument': msg({
    message: 'the server refused part of the board',
    context: 'after because',
  }),
  'failed-precondition': msg({ message: 'the server refused the board', context: 'after because' }),
  'resource-exhausted': msg({
    message: 'the server is over its limits right now',
    context: 'after because',
  }),
  unauthenticated: msg({ message: 'you were signed out', context: 'after because' }),
  'not-found': msg({ message: 'the import was no longer on the server', context: 'after because' }),
  unavailable: msg({ message: 'the server could not be reached', context: 'after because' }),
  'deadline-exceeded': msg({
    message: 'the server took too long to answer',
    context: 'after because',
  }),
  aborted: msg({ message: 'the server could not write the board', context: 'after because' }),
  cancelled: msg({ message: 'the import was cancelled or replaced', context: 'after because' }),
  internal: msg({ message: 'the server could not write the board', context: 'after because' }),
};

// The server's own words (functions/, in English) may already say so.
// eslint-disable-next-line lingui/no-unlocalized-strings -- matched in the server's English, not shown
const serverSaysNothingKept = 'Nothing was kept';

/** "Importing stopped because the server refused part of the board." */
export const stoppedMessage = (error: ServiceError) => {
  const reason = i18n._(stopReasons[error.code] ?? msg`a write failed`);
  return i18n._(msg`Importing stopped because ${reason}.`);
};

/**
 * What the person is told when the server refused or failed: why, then the server's own plain
 * words when it gave some (not a bare code), and that nothing was kept.
 */
export function refusalMessage(error: ServiceError) {
  const words = error.message && !/^[a-z-]+$/.test(error.message) ? error.message : '';
  const kept = words.includes(serverSaysNothingKept) ? '' : i18n._(msg`Nothing was kept.`);
  // Whole sentences side by side, each in the person's language but the server's own.
  return [stoppedMessage(error), words, kept].filter(Boolean).join(' ');
}

export const cancelNotConfirmed = msg`The import was cancelled, but the server could not be reached to confirm nothing was kept: if the board shows on your dashboard, delete it.`;
