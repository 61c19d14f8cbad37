// What a person reads when signing in or out goes wrong. Codes come from the Firebase SDKs.
import type { ServiceError } from '../services/errors';

/** A failure as shown on screen: the code for debugging, the text for people. */
export interface ErrorNotice {
  code: string;
  text: string;
}

/** Where it failed: signing in, writing the first-login record, signing out, following the session, loading the record. */
export type AuthStep = 'signIn' | 'record' | 'signOut' | 'session' | 'load';

const byCode: Record<string, string> = {
  'auth/popup-closed-by-user':
    'The sign-in window was closed before you finished. Sign in again when you are ready.',
  'auth/cancelled-popup-request':
    'The sign-in window was closed before you finished. Sign in again when you are ready.',
  'auth/user-cancelled': 'Sign-in was cancelled. Sign in again when you are ready.',
  'auth/popup-blocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, then sign in again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection, then try again.',
  'auth/too-many-requests': 'There were too many sign-in attempts. Wait a minute, then try again.',
  'auth/user-disabled': 'This account has been disabled. Contact the person who runs this app.',
  'auth/internal-error': 'The sign-in service had a problem. Try again in a moment.',
  'permission-denied': 'Your account was refused access to its data. Sign in again to retry.',
  unavailable:
    'You seem to be offline, so we could not reach your data. Try again once you are back online.',
  'deadline-exceeded': 'The server took too long to answer. Try again in a moment.',
};

const fallbackByStep: Record<AuthStep, string> = {
  signIn: 'Something went wrong while signing you in. Try again.',
  record:
    'You were signed in, but we could not set up your account, so we signed you out again. Nothing was lost; sign in again to retry.',
  signOut: 'We could not sign you out. Try again.',
  session: 'We could not check whether you are signed in. Reload the page to try again.',
  load: 'We could not load your account data. Try again.',
};

export function describeAuthError(error: ServiceError, step: AuthStep): ErrorNotice {
  if (step === 'record') {
    // The record write failed after a successful sign-in: say both what happened and why.
    const reason = byCode[error.code];
    return {
      code: error.code,
      text: reason ? `${fallbackByStep.record} ${reason}` : fallbackByStep.record,
    };
  }
  return { code: error.code, text: byCode[error.code] ?? fallbackByStep[step] };
}
