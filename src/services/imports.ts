// Writing an imported board (the batches of ./importBatches.ts). firebase/firestore is fetched
// on first use, like every other document's service.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "firestore" */ './firebase/importClient'),
);

export const writeImportBatches = client.call('writeImportBatches');
export const finishImportedBoard = client.call('finishImportedBoard');
export const deleteImportedComments = client.call('deleteImportedComments');
