// What a person reads when an export fails, by what failed. Codes come from the Firebase SDK
// (see src/services/errors.ts); "chunk" is the export's own code failing to load.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n';
import type { ServiceError } from '../services/errors';

const offline = msg`Export needs the network, so that the file holds everything on the board and not only what this device has loaded. Try again once you are back online.`;

/**
 * Export refuses offline: a file built from this device's cache could miss cards and comments.
 * In the language shown now.
 */
export const exportOfflineText = (): string => i18n._(offline);

/**
 * The English source of exportOfflineText, for tests and for code not converted yet.
 * @deprecated On screen, use exportOfflineText(), which speaks the person's language.
 */
export const exportOfflineMessage =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- `offline`'s English, which features/transfer still shows until it calls exportOfflineText() (production builds keep only ids)
  'Export needs the network, so that the file holds everything on the board and not only what this device has loaded. Try again once you are back online.';

const reasons: Record<string, MessageDescriptor> = {
  unavailable: offline,
  'permission-denied': msg`We couldn’t export this board: you no longer have access to it.`,
  'not-found': msg`We couldn’t export this board: it no longer exists.`,
  unauthenticated: msg`We couldn’t export this board: you are signed out. Sign in and try again.`,
  'deadline-exceeded': msg`We couldn’t export this board: the server took too long to answer. Try again in a moment.`,
  chunk: msg`We couldn’t export this board: part of the app didn’t load. Check your connection and try again.`,
};

export const describeExportError = (error: ServiceError): string =>
  i18n._(reasons[error.code] ?? msg`We couldn’t export this board. Try again.`);
