// Another board a card is moved or copied to, read once. firebase/firestore is fetched on
// first use.
import { lazyClient } from './lazyClient';

export type { MoveTarget } from './firebase/moveTargetsClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/moveTargetsClient'),
);

export const readMoveTarget = client.call('readMoveTarget');
export const endCardRank = client.call('endCardRank');
export const listCardCount = client.call('listCardCount');
