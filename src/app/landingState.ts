// The state the signed-out landing page is prerendered with at build time and hydrated from.
import { initialAuthState } from '../features/auth';
import type { RootState } from './rootReducer';

/**
 * Presumed signed out: the page is only hydrated when index.html's pre-paint script found no
 * session hint (services/sessionHint.ts), so the sign-in button paints with the HTML instead of
 * "Checking whether you are signed in…". Auth still has the last word: a session it restores
 * turns the panel into "Signed in as …" (watchAuthState).
 */
export function landingPreloadedState(): Partial<RootState> {
  return { auth: { ...initialAuthState, status: 'signedOut' } };
}
