// Starts Firestore (its code, its cache on this device) ahead of the first query, for a page
// that will surely need it: a signed-in page opened directly. Firestore then opens its cache
// while Auth restores the session, instead of after it.
export async function startFirestore(): Promise<void> {
  const { firestore } = await import(/* webpackChunkName: "firestore" */ './firebase/firestore');
  firestore();
}
