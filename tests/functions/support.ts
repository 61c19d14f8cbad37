// Shared set-up for the server side's tests: a callable function's handler called as the
// Functions emulator calls it (a CallableRequest with the caller's auth, or none), and the
// Admin SDK's Firestore on the emulator (FIRESTORE_EMULATOR_HOST) to seed and read back.
// Jest runs the files in parallel on one emulator project, so every test uses fresh random ids
// (newTestId) instead of clearing the database.
import { randomUUID } from 'node:crypto';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../../functions/src/lib/admin';

export { db };

/** A fresh id, so parallel test files never meet. */
export const newTestId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The request a callable function receives from `uid` (signed out when null). */
export function requestAs<T>(uid: string | null, data: T): CallableRequest<T> {
  return {
    data,
    rawRequest: {} as CallableRequest<T>['rawRequest'],
    acceptsStreaming: false,
    auth: uid
      ? {
          uid,
          token: { uid, sub: uid } as unknown as NonNullable<CallableRequest<T>['auth']>['token'],
          rawToken: 'test-token',
        }
      : undefined,
  } as CallableRequest<T>;
}

/**
 * Calls `handler` and resolves to the HttpsError's code it threw (`permission-denied`,
 * `invalid-argument`, …), or fails when it did not throw one.
 */
export async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded.');
}
