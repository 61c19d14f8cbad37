// Firestore, ahead of its first use.

/**
 * Fetches Firestore's code for a page that will surely need it: a signed-in page opened
 * directly. It downloads and compiles while Auth restores the session.
 */
export async function loadFirestore(): Promise<void> {
  await import(/* webpackChunkName: "firestore" */ './firebase/firestore');
}

/**
 * Starts Firestore for the person Auth has just restored: its cache on this device opens (in
 * IndexedDB, off the main thread) while the page renders for them, rather than after, when the
 * first listener asks for it. Nothing is read or sent yet.
 */
export async function startFirestore(): Promise<void> {
  const { firestore } = await import(/* webpackChunkName: "firestore" */ './firebase/firestore');
  firestore();
}
