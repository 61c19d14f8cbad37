// The read-only link's page (publicLinks/{linkId} and the board's lists and cards), signed in
// or not. firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

export type { PublicViewSnapshot } from './firebase/publicViewClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/publicViewClient'),
);

export const subscribeToPublicView = client.subscription('subscribeToPublicView');
