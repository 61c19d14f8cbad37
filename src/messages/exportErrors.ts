// What a person reads when an export fails, by what failed. Codes come from the Firebase SDK
// (see src/services/errors.ts); "chunk" is the export's own code failing to load.
import type { ServiceError } from '../services/errors';

/** Export refuses offline: a file built from this device's cache could miss cards and comments. */
export const exportOfflineMessage =
  'Export needs the network, so that the file holds everything on the board and not only what this device has loaded. Try again once you are back online.';

const reasons: Record<string, string> = {
  unavailable: exportOfflineMessage,
  'permission-denied': 'We couldn’t export this board: you no longer have access to it.',
  'not-found': 'We couldn’t export this board: it no longer exists.',
  unauthenticated: 'We couldn’t export this board: you are signed out. Sign in and try again.',
  'deadline-exceeded':
    'We couldn’t export this board: the server took too long to answer. Try again in a moment.',
  chunk:
    'We couldn’t export this board: part of the app didn’t load. Check your connection and try again.',
};

export const describeExportError = (error: ServiceError): string =>
  reasons[error.code] ?? 'We couldn’t export this board. Try again.';
