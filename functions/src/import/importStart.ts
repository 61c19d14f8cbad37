// importStart: checks the board an import will make (its title, labels, lists, how many
// cards) and opens a job for it, imports/{jobId}; the cards follow with importPart. The
// caller's jobs left from a closed tab (older than an hour, or idle) are deleted first, and a
// person has one import open at a time: a new one replaces one still being sent, and waits
// for one being saved (bounds.ts).
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { ImportStartResult } from '../../../src/domain/importRequest';
import { db } from '../lib/admin';
import { withWarmUp } from './warmUp';
import { replaceOpenImport } from './bounds';
import { discardJob, discardStaleJobs, newJob } from './job';
import { importerOf } from './importer';
import { validateStart } from './validateArchive';

export async function importStartHandler(
  request: CallableRequest<unknown>,
): Promise<ImportStartResult> {
  const { uid } = await importerOf(request);
  const start = validateStart(request.data);
  const firestore = db();
  await discardStaleJobs(firestore, uid);
  const ref = firestore.collection('imports').doc();
  const replaced = await firestore.runTransaction(async (transaction) => {
    const older = await replaceOpenImport(firestore, transaction, uid);
    transaction.create(ref, newJob(uid, start));
    return older;
  });
  await Promise.all(replaced.map(({ ref: old, job }) => discardJob(firestore, old, job)));
  return { jobId: ref.id };
}

export const importStart = withWarmUp({ timeoutSeconds: 540, memory: '1GiB' }, importStartHandler);
