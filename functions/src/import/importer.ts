// The caller of an import: signed in, with a user record (created at first sign-in; a board
// is listed there), named as the app names a board's owner (src/features/user selectMe).
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { signedIn } from '../lib/callers';
import type { Importer } from './writeBoard';

const MAX_NAME = 100;

export async function importerOf(request: CallableRequest<unknown>): Promise<Importer> {
  const uid = signedIn(request);
  const token: Record<string, unknown> = request.auth?.token ?? {};
  const email = typeof token.email === 'string' ? token.email.trim().toLowerCase() : '';
  const name = typeof token.name === 'string' && token.name ? token.name : email;
  if (!(await db().doc(`users/${uid}`).get()).exists) {
    throw new HttpsError('failed-precondition', 'Your account’s record is missing: sign in again.');
  }
  return { uid, name: name.slice(0, MAX_NAME), email };
}
