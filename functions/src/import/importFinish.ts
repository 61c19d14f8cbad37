// importFinish: writes the job's board whole (writeBoard) and answers with its id. If the
// writing fails, what it wrote is deleted and the person is told nothing was kept; if the
// import was cancelled meanwhile, the same, with "cancelled". Sent again for a finished job,
// it answers with the board it made.
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { discardJob, jobOf, type ImportJob } from './job';
import { importerOf } from './importer';
import { readParts } from './parts';
import { ImportCancelled, writeBoard } from './writeBoard';
import { validateJobId } from './validateArchive';

const notKept = 'Nothing was kept: try again.';

export async function importFinishHandler(
  request: CallableRequest<unknown>,
): Promise<{ boardId: string }> {
  const importer = await importerOf(request);
  const jobId = validateJobId(request.data);
  const firestore = db();
  const { ref } = await jobOf(firestore, importer.uid, jobId);
  const boardId = firestore.collection('boards').doc().id;
  const job = await firestore.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as ImportJob | undefined;
    if (!current) {
      throw new HttpsError('not-found', 'That import is no longer on the server: start it again.');
    }
    if (current.status !== 'staging') return current;
    const received = Object.values(current.parts).reduce((sum, cards) => sum + cards, 0);
    if (received !== current.start.cardsTotal) {
      throw new HttpsError(
        'failed-precondition',
        `Only ${received.toLocaleString('en')} of the board’s ${current.start.cardsTotal.toLocaleString('en')} cards reached the server. ${notKept}`,
      );
    }
    transaction.update(ref, { status: 'writing', boardId });
    return { ...current, status: 'writing' as const, boardId };
  });
  if (job.status === 'done') return { boardId: job.boardId! };
  if (job.boardId !== boardId) {
    throw new HttpsError('failed-precondition', 'That import is already being written.');
  }
  try {
    await writeBoard(firestore, ref, job, await readParts(ref), importer);
  } catch (error) {
    await discardJob(firestore, ref, job).catch(() => undefined);
    if (error instanceof ImportCancelled) {
      throw new HttpsError('cancelled', 'The import was cancelled: nothing was kept.');
    }
    if (error instanceof HttpsError) {
      throw new HttpsError(error.code, `${error.message} ${notKept}`);
    }
    throw new HttpsError('aborted', `Writing failed midway. ${notKept}`);
  }
  await firestore.recursiveDelete(ref.collection('parts')).catch(() => undefined);
  return { boardId };
}

export const importFinish = onCall({ timeoutSeconds: 540, memory: '1GiB' }, importFinishHandler);
