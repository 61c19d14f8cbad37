// How much one import may stage on the server before anything of its board is written, and
// that a person has one open at a time: without bounds, parts sent again and again under fresh
// indexes (each up to 4 MB) would fill imports/ without end. The figures are justified in
// docs/import-export.md ("What the server stages").
import type {
  DocumentReference,
  Firestore,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ImportJob } from './job';

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
export const stillSaving =
  'Your previous import is still being saved on the server: wait until it shows on your dashboard, then try again (or in 10 minutes, if it never does).';
export const replacedMessage =
  'A newer import of yours (from another tab or window) took its place. Nothing was kept.';

/** Whether a job is the person's open import (still staging or writing, and not idle). */
export function isOpen(job: ImportJob, now: number): boolean {
  if (job.status !== 'staging' && job.status !== 'writing') return false;
  const last = (job.updatedAt ?? job.createdAt) as Timestamp | undefined;
  // A job just created holds a pending server time only in the writer's own eyes: open.
  return !last || last.toMillis() >= now - IDLE_MS;
}

/**
 * Makes room for the person's new import, in the transaction that opens it (so two starts at
 * once leave one job): one being saved refuses it (its board is on its way); one still being
 * sent is replaced, as a person starting again after closing a tab or reloading expects, and
 * marked cancelled here so no part lands in it. Returns the replaced jobs, to delete after.
 */
export async function replaceOpenImport(
  firestore: Firestore,
  transaction: Transaction,
  uid: string,
  now = Date.now(),
): Promise<{ ref: DocumentReference; job: ImportJob }[]> {
  const jobs = await transaction.get(firestore.collection('imports').where('ownerId', '==', uid));
  const open = jobs.docs
    .map((doc) => ({ ref: doc.ref, job: doc.data() as ImportJob }))
    .filter(({ job }) => isOpen(job, now));
  if (open.some(({ job }) => job.status === 'writing')) {
    throw new HttpsError('failed-precondition', stillSaving);
  }
  for (const { ref } of open) transaction.update(ref, { status: 'cancelled' });
  return open.map(({ ref, job }) => ({ ref, job: { ...job, status: 'cancelled' as const } }));
}

/** Refuses a part that would take the job past its parts or bytes (`bytes`: the part's own). */
export function checkJobRoom(job: ImportJob, index: number, bytes: number) {
  if (index >= MAX_PARTS) throw new HttpsError('invalid-argument', tooManyParts);
  const others = Object.entries(job.bytes ?? {})
    .filter(([other]) => Number(other) !== index)
    .reduce((sum, [, size]) => sum + size, 0);
  if (others + bytes > MAX_JOB_BYTES) throw new HttpsError('invalid-argument', tooManyBytes);
}
