// importFinish: writes the job's board whole (writeBoard) and answers with its id. If the
// writing fails, what it wrote is deleted and the person is told nothing was kept; if the
// import was cancelled meanwhile, the same, with "cancelled". Sent again for a finished job,
// it answers with the board it made.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { ImportFinishResult } from '../../../src/domain/importRequest';
import { db } from '../lib/admin';
import { withWarmUp } from './warmUp';
import { discardJob, jobOf, type ImportJob } from './job';
import { importerOf } from './importer';
import { readParts } from './parts';
import { ImportCancelled, writeBoard, type WriteTimings } from './writeBoard';
import { validateJobId } from './validateArchive';

const notKept = 'Nothing was kept: try again.';

export async function importFinishHandler(
  request: CallableRequest<unknown>,
): Promise<ImportFinishResult> {
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
    transaction.update(ref, {
      status: 'writing',
      boardId,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { ...current, status: 'writing' as const, boardId };
  });
  if (job.status === 'done') return { boardId: job.boardId! };
  if (job.boardId !== boardId) {
    throw new HttpsError('failed-precondition', 'That import is already being written.');
  }
  const started = Date.now();
  let cards = 0;
  let readPartsMs = 0;
  let timings: WriteTimings;
  try {
    const parts = await readParts(ref);
    cards = parts.length;
    readPartsMs = Date.now() - started;
    timings = await writeBoard(firestore, ref, job, parts, importer);
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
  const written = Date.now();
  await firestore.recursiveDelete(ref.collection('parts')).catch(() => undefined);
  // Where the time went (bench:import reads this line).
  logger.info('importFinish wrote the board', {
    cards,
    ...timings,
    readPartsMs,
    cleanUpMs: Date.now() - written,
  });
  return { boardId };
}

export const importFinish = withWarmUp(
  { timeoutSeconds: 540, memory: '1GiB' },
  importFinishHandler,
);
