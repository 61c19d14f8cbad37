// Fetches Firestore's code ahead of its first use, for a page that will surely need it: a
// signed-in page opened directly. It downloads and compiles while Auth restores the session.
export async function loadFirestore(): Promise<void> {
  await import(/* webpackChunkName: "firestore" */ './firebase/firestore');
}
