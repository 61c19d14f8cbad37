// The sign-in service the sagas call. firebase/auth is fetched on first use: at startup only
// when this device may hold a session (storedSession.ts), otherwise when the person moves
// towards "Sign in" or presses it.
import { readFirebaseSettings } from '../config/env';
import { chooseEmulatorAccount } from './emulatorSignIn';
import { subscribeWhenLoaded } from './lazySubscription';
import type { AuthUser, SignInResult, Unsubscribe } from './types';

const loadAuthClient = () =>
  import(/* webpackChunkName: "firebase-auth" */ './firebase/authClient');

/**
 * Loads and starts Auth ahead of a sign-in, so that the provider's popup opens at once when
 * the person presses the button (browsers block popups opened long after the press).
 */
export async function prepareSignIn(): Promise<void> {
  (await loadAuthClient()).prepare();
}

/** Signs in through the identity provider's popup (or the emulator's local chooser). */
export async function signIn(): Promise<SignInResult> {
  const client = loadAuthClient();
  if (readFirebaseSettings().useEmulators) {
    // The local chooser opens within the press, while Auth's code may still be on its way.
    client.catch(() => undefined); // Reported below, once the chooser has answered.
    const account = await chooseEmulatorAccount();
    return (await client).signIn(account);
  }
  return (await client).signIn(null);
}

export async function signOut(): Promise<void> {
  return (await loadAuthClient()).signOut();
}

/** Follows the signed-in user; calls onChange with null when signed out. */
export function subscribeToAuth(
  onChange: (user: AuthUser | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenLoaded(
    loadAuthClient,
    (client) => client.subscribeToAuth(onChange, onError),
    onError,
  );
}
