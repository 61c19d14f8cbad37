// importCancel: deletes the job and whatever of its board was written. While importFinish is
// writing, the job is first marked cancelled, so its last write (the board document, in a
// transaction that wants the job still writing) can no longer happen. A board already
// finished is left for the app to delete as any board ({finished: boardId}); a job already
// gone answers {finished: null}.
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import type { ImportCancelResult } from '../../../src/domain/importRequest';
import { db } from '../lib/admin';
import { signedIn } from '../lib/callers';
import { discardJob, jobRef, type ImportJob } from './job';
import { validateJobId } from './validateArchive';

export async function importCancelHandler(
  request: CallableRequest<unknown>,
): Promise<ImportCancelResult> {
  const uid = signedIn(request);
  const jobId = validateJobId(request.data);
  const firestore = db();
  const ref = jobRef(firestore, jobId);
  const job = await firestore.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as ImportJob | undefined;
    if (!current || current.ownerId !== uid || current.status === 'done') return current;
    transaction.update(ref, { status: 'cancelled' });
    return { ...current, status: 'cancelled' as const };
  });
  if (!job || job.ownerId !== uid) return { finished: null };
  if (job.status === 'done') return { finished: job.boardId };
  await discardJob(firestore, ref, job);
  return { finished: null };
}

export const importCancel = onCall({ timeoutSeconds: 540, memory: '1GiB' }, importCancelHandler);
