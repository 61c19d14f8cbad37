// Whether the person was signed in on this device when the app last knew, kept in localStorage
// so that index.html's pre-paint script can read it before any of the app's code runs: a
// signed-in person opening `/` then never sees the prerendered landing page (for signed-out
// people) flash before their own screen. Only a hint: Auth itself decides who is signed in.

/** index.html's pre-paint script reads the same key; change both together. */
export const SESSION_HINT_KEY = 'boards:session';

/** Notes whether the person is signed in on this device now. */
export function keepSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, 'signedIn');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the landing page may show for a moment, as before.
  }
}
