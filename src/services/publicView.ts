// The read-only link's page (what the server shows of the board, and its lists and cards),
// signed in or not. Firebase's code is fetched on first use.
import { lazyClient } from './lazyClient';

export type { PublicViewSnapshot } from './firebase/publicViewClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "public-view-client" */ './firebase/publicViewClient'),
);

export const subscribeToPublicView = client.subscription('subscribeToPublicView');
