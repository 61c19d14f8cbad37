// What a person reads when a change could not be saved. Codes come from Firestore.
import type { ServiceError } from '../services/errors';

const reasons: Record<string, string> = {
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
  const reason = reasons[error.code];
  return `We couldn’t ${what}${reason ? ` (${reason})` : ''}. The change was undone.`;
}
