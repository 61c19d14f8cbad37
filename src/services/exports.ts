// Reading a whole board for "Export". firebase/firestore is fetched on first use.
import { lazyClient } from './lazyClient';

export type { BoardContents } from './firebase/exportClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/exportClient'),
);

export const readBoardContents = client.call('readBoardContents');
