// Importing a board on the server (./importParts.ts makes what is sent). firebase/functions is
// fetched on first use, like every other service's client.
import { lazyClient } from './lazyClient';

const client = lazyClient(
  () => import(/* webpackChunkName: "functions" */ './firebase/importJobsClient'),
);

export const startImport = client.call('startImport');
export const sendImportPart = client.call('sendImportPart');
export const finishImport = client.call('finishImport');
export const cancelImport = client.call('cancelImport');
export const warmUpImporter = client.call('warmUpImporter');
