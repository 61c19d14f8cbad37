// Why signing in or out failed, in words. The landing page shows these, so their catalog ships
// with the first screen (scripts/i18n.mjs SHELL); the rest of src/messages loads with the app.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { ServiceError } from '../../services/errors';
import type { ErrorNotice } from '../errors';

/** Where signing in or out failed: the popup, the first-login record, signing out, following the session. */
export type AuthStep = 'signIn' | 'record' | 'signOut' | 'session';

const closedPopup = msg`The sign-in window was closed before you finished. Sign in again when you are ready.`;

const authReasons: Record<string, MessageDescriptor> = {
  'auth/popup-closed-by-user': closedPopup,
  'auth/cancelled-popup-request': closedPopup,
  'auth/user-cancelled': msg`Sign-in was cancelled. Sign in again when you are ready.`,
  'auth/popup-blocked': msg`Your browser blocked the sign-in window. Allow pop-ups for this site, then sign in again.`,
  'auth/network-request-failed': msg`We could not reach the sign-in service. Check your internet connection, then try again.`,
  'auth/too-many-requests': msg`There were too many sign-in attempts. Wait a minute, then try again.`,
  'auth/user-disabled': msg`This account has been disabled. Contact the person who runs this app.`,
  'auth/internal-error': msg`The sign-in service had a problem. Try again in a moment.`,
  'permission-denied': msg`Your account was refused access to its data. Sign in again to retry.`,
  unavailable: msg`You seem to be offline, so we could not reach your data. Try again once you are back online.`,
  'deadline-exceeded': msg`The server took too long to answer. Try again in a moment.`,
};

const authFallbacks: Record<AuthStep, MessageDescriptor> = {
  signIn: msg`Something went wrong while signing you in. Try again.`,
  record: msg`You were signed in, but we could not set up your account, so we signed you out again. Nothing was lost; sign in again to retry.`,
  signOut: msg`We could not sign you out. Try again.`,
  session: msg`We could not check whether you are signed in. Reload the page to try again.`,
};

export function describeAuthError(error: ServiceError, step: AuthStep): ErrorNotice {
  const reasonMessage = authReasons[error.code];
  const reason = reasonMessage ? i18n._(reasonMessage) : undefined;
  if (step === 'record') {
    // The record write failed after a successful sign-in: say both what happened and why.
    return {
      code: error.code,
      text: reason
        ? i18n._(
            msg`You were signed in, but we could not set up your account, so we signed you out again. Nothing was lost; sign in again to retry. ${reason}`,
          )
        : i18n._(authFallbacks.record),
    };
  }
  return { code: error.code, text: reason ?? i18n._(authFallbacks[step]) };
}
