// An import's functions are woken while the person reads the import's summary: each started
// cold (its own instance, on the emulators and in production) takes seconds, and an import
// calls three of them in a row. A warm-up call, `{ warmUp: true }` from a signed-in person,
// loads the function and answers at once, touching nothing.
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { signedIn } from '../lib/callers';

export const isWarmUp = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { warmUp?: unknown }).warmUp === true;

/** `handler` as a callable that also answers warm-up calls (the same options for both). */
export function withWarmUp<Output>(
  options: CallableOptions,
  handler: (request: CallableRequest<unknown>) => Promise<Output>,
) {
  return onCall(options, async (request: CallableRequest<unknown>) => {
    if (!isWarmUp(request.data)) return handler(request);
    signedIn(request);
    return { warm: true };
  });
}
