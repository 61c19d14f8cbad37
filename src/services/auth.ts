// The sign-in service the sagas call. firebase/auth is fetched on first use, after the first paint.
import { subscribeWhenLoaded } from './lazySubscription';
import type { AuthUser, SignInResult, Unsubscribe } from './types';

const loadAuthClient = () =>
  import(/* webpackChunkName: "firebase-auth" */ './firebase/authClient');

/** Signs in through the identity provider's popup (or the emulator's local chooser). */
export async function signIn(): Promise<SignInResult> {
  return (await loadAuthClient()).signIn();
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
