// importPart: one part of an import's cards (at most 1,000, or 4 MB), checked against the
// job's lists and labels and staged under the job, within the job's parts and bytes
// (bounds.ts). Sending a part again replaces it.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { ImportPartResult } from '../../../src/domain/importRequest';
import { db } from '../lib/admin';
import { withWarmUp } from './warmUp';
import { signedIn } from '../lib/callers';
import { LIMITS } from '../lib/limits';
import { checkJobRoom, replacedMessage } from './bounds';
import { jobOf, type ImportJob } from './job';
import { storePart } from './parts';
import { validateCards, validatePart } from './validateArchive';

/** A part for a job no longer taking parts: cancelled (or replaced), or being written. */
const notStaging = (job: ImportJob) =>
  job.status === 'cancelled'
    ? new HttpsError('cancelled', replacedMessage)
    : new HttpsError('failed-precondition', 'That import is already being written.');

export async function importPartHandler(
  request: CallableRequest<unknown>,
): Promise<ImportPartResult> {
  const uid = signedIn(request);
  const part = validatePart(request.data);
  const firestore = db();
  const { ref, job } = await jobOf(firestore, uid, part.jobId);
  if (job.status !== 'staging') throw notStaging(job);
  const before = Object.entries(job.parts)
    .filter(([index]) => Number(index) < part.index)
    .reduce((sum, [, cards]) => sum + cards, 0);
  const cards = validateCards(part.cards, job.start, before + 1);
  const bytes = Buffer.byteLength(JSON.stringify(cards));
  // Staged in a transaction that wants the job still staging: a part arriving while Cancel
  // deletes the job (importCancel marks it cancelled first) writes nothing, instead of leaving
  // its chunks under a job that is gone.
  return firestore.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as ImportJob | undefined;
    if (!current || current.ownerId !== uid) {
      throw new HttpsError('not-found', 'That import is no longer on the server: start it again.');
    }
    if (current.status !== 'staging') throw notStaging(current);
    const others = Object.entries(current.parts)
      .filter(([index]) => Number(index) !== part.index)
      .reduce((sum, [, count]) => sum + count, 0);
    if (others + cards.length > current.start.cardsTotal) {
      throw new HttpsError(
        'invalid-argument',
        `The import sent more cards than the ${current.start.cardsTotal.toLocaleString('en')} it announced.`,
      );
    }
    if (others + cards.length > LIMITS.cardsPerBoard) {
      throw new HttpsError(
        'invalid-argument',
        `A board has at most ${LIMITS.cardsPerBoard} cards.`,
      );
    }
    checkJobRoom(current, part.index, bytes);
    storePart(transaction, ref, part.index, cards);
    transaction.update(
      ref,
      new FieldPath('parts', String(part.index)),
      cards.length,
      new FieldPath('bytes', String(part.index)),
      bytes,
      'updatedAt',
      FieldValue.serverTimestamp(),
    );
    return { cardsReceived: others + cards.length };
  });
}

export const importPart = withWarmUp({ timeoutSeconds: 540, memory: '1GiB' }, importPartHandler);
