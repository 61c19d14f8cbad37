// How much one import may stage on the server before anything of its board is written, and
// how many a person may have open: without bounds, parts sent again and again under fresh
// indexes (each up to 4 MB) would fill imports/ without end. The figures are justified in
// docs/import-export.md ("What the server stages").
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ImportJob } from './job';

/** At most this many cards in one importPart call. */
export const CARDS_PER_PART = 1_000;
/** At most this much JSON in one importPart call (a single larger card goes alone). */
export const PART_BYTES = 4_000_000;
/** Parts of one import: the app's parts (1,000 cards or 2 MB) of the largest file are under 75. */
export const MAX_PARTS = 100;
/** Staged JSON of one import, in bytes: the largest file the app reads (planImport.ts). */
export const MAX_JOB_BYTES = 64 * 1024 * 1024;
/** Comments of one card: Trello exports at most 1,000 actions of a board, comments included. */
export const COMMENTS_PER_CARD = 1_000;
/**
 * A job staging or writing with no part, and no write begun, for this long is one whose tab
 * closed (a part takes seconds; importFinish stops at 9 minutes): it no longer holds the
 * person's one open import.
 */
export const IDLE_MS = 10 * 60 * 1000;

const mb = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024)).toLocaleString('en')} MB`;

export const tooManyParts = `An import is sent in at most ${MAX_PARTS} parts; this board needs more. Nothing was kept.`;
export const tooManyBytes = `An import can bring at most ${mb(MAX_JOB_BYTES)} of cards; this board holds more. Nothing was kept.`;
export const alreadyRunning =
  'Another import of yours is still running (in another tab or window): wait for it to finish, or cancel it there, then try again. If that tab was closed, try again in 10 minutes.';

/** Whether a job is the person's open import (still staging or writing, and not idle). */
export function isOpen(job: ImportJob, now: number): boolean {
  if (job.status !== 'staging' && job.status !== 'writing') return false;
  const last = (job.updatedAt ?? job.createdAt) as Timestamp | undefined;
  // A job just created holds a pending server time only in the writer's own eyes: open.
  return !last || last.toMillis() >= now - IDLE_MS;
}

/** Refuses the new import when the person has one open (read in `transaction`, so two can't both open). */
export async function refuseSecondImport(
  firestore: Firestore,
  transaction: Transaction,
  uid: string,
  now = Date.now(),
) {
  const jobs = await transaction.get(firestore.collection('imports').where('ownerId', '==', uid));
  if (jobs.docs.some((doc) => isOpen(doc.data() as ImportJob, now))) {
    throw new HttpsError('failed-precondition', alreadyRunning);
  }
}

/** Refuses a part that would take the job past its parts or bytes (`bytes`: the part's own). */
export function checkJobRoom(job: ImportJob, index: number, bytes: number) {
  if (index >= MAX_PARTS) throw new HttpsError('invalid-argument', tooManyParts);
  const others = Object.entries(job.bytes ?? {})
    .filter(([other]) => Number(other) !== index)
    .reduce((sum, [, size]) => sum + size, 0);
  if (others + bytes > MAX_JOB_BYTES) throw new HttpsError('invalid-argument', tooManyBytes);
}
