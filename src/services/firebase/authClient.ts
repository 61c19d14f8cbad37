// Everything that touches firebase/auth. Loaded on demand (see ../auth.ts) to keep the first screen light.
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { EmulatorAccount } from '../emulatorSignIn';
import type { AuthUser, SignInResult, Unsubscribe } from '../types';
import { firebaseApp, firebaseSettings } from './app';

let authInstance: Auth | null = null;

function auth(): Auth {
  if (authInstance) return authInstance;
  const settings = firebaseSettings();
  authInstance = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    // The Google popup needs Google's servers; the emulator build signs in through a local page instead.
    ...(settings.useEmulators ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  });
  if (settings.useEmulators) {
    connectAuthEmulator(
      authInstance,
      `http://${settings.emulatorHost}:${settings.authEmulatorPort}`,
      { disableWarnings: true },
    );
  }
  return authInstance;
}

export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoURL,
  };
}

/** The unsigned Google ID token the Auth emulator accepts in place of a real one. */
function emulatorIdToken(account: EmulatorAccount): string {
  return JSON.stringify({
    sub: `emulator-${account.email.toLowerCase()}`,
    email: account.email,
    email_verified: true,
    name: account.displayName,
  });
}

/** Starts Auth (and, for Google, its popup's helper frame) before the person presses Sign in. */
export function prepare(): void {
  auth();
}

/** Signs in with Google's popup, or, in the emulator build, as the account the local chooser gave. */
export async function signIn(emulatorAccount: EmulatorAccount | null): Promise<SignInResult> {
  let credential: UserCredential;
  if (emulatorAccount) {
    credential = await signInWithCredential(
      auth(),
      GoogleAuthProvider.credential(emulatorIdToken(emulatorAccount)),
    );
  } else {
    credential = await signInWithPopup(auth(), new GoogleAuthProvider());
  }
  return {
    user: toAuthUser(credential.user),
    isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false,
  };
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth());
}

export function subscribeToAuth(
  onChange: (user: AuthUser | null) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onAuthStateChanged(auth(), (user) => onChange(user ? toAuthUser(user) : null), onError);
}
