// What the person reads when an import is refused, stops or cannot confirm its cancel: words
// made when shown, in the person's language (the server's own words, in English, as they are).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { ServiceError } from '../../services/errors';

export const offlineMessage = msg`Importing needs a connection. Nothing was written: try again once you are back online.`;

const stopReasons: Record<string, MessageDescriptor> = {
  'permission-denied': msg`the server refused the board`,
  'invalid-argument': msg`the server refused part of the board`,
  'failed-precondition': msg`the server refused the board`,
  'resource-exhausted': msg`the server is over its limits right now`,
  unauthenticated: msg`you were signed out`,
  'not-found': msg`the import was no longer on the server`,
  unavailable: msg`the server could not be reached`,
  'deadline-exceeded': msg`the server took too long to answer`,
  aborted: msg`the server could not write the board`,
  cancelled: msg`the import was cancelled or replaced`,
  internal: msg`the server could not write the board`,
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
