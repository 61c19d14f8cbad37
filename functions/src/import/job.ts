// An import job, imports/{jobId}: what importStart checked, the parts as they arrive
// (imports/{jobId}/parts/*), and how far the writing has come. Only the server reads or
// writes it (firestore.rules denies every client); a job is its caller's alone.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { isOpen } from './bounds';
import type { ImportStartInput } from '../../../src/domain/importRequest';

export type JobStatus =
  /** Parts arriving. Nothing of the board is written yet. */
  | 'staging'
  /** importFinish is writing boards/{boardId}; the board document comes last. */
  | 'writing'
  /** The board is whole and on its owner's dashboard. */
  | 'done'
  /** Cancelled while being written: importFinish deletes what it wrote and stops. */
  | 'cancelled';

export interface ImportJob {
  ownerId: string;
  status: JobStatus;
  start: ImportStartInput;
  /** Cards received, by part index. */
  parts: Record<string, number>;
  /** Bytes of JSON staged, by part index (absent on jobs from before bounds.ts). */
  bytes?: Record<string, number>;
  /** Set once the writing starts. */
  boardId: string | null;
  createdAt: Timestamp;
  /** When a part last arrived or the writing began (bounds.ts: an idle job is not open). */
  updatedAt?: Timestamp;
}

/** A job left this long (the tab closed before it was sent whole) is deleted. */
export const STALE_MS = 60 * 60 * 1000;

export const jobRef = (firestore: Firestore, jobId: string) =>
  firestore.collection('imports').doc(jobId);

/** The caller's job `jobId`; someone else's and a missing one get the same answer. */
export async function jobOf(
  firestore: Firestore,
  uid: string,
  jobId: string,
): Promise<{ ref: DocumentReference; job: ImportJob }> {
  const ref = jobRef(firestore, jobId);
  const snapshot = await ref.get();
  const job = snapshot.data() as ImportJob | undefined;
  if (!job || job.ownerId !== uid) {
    throw new HttpsError('not-found', 'That import is no longer on the server: start it again.');
  }
  return { ref, job };
}

/**
 * Deletes a job and anything it wrote of a board that never became whole (the board document
 * is the last write, so a board without it is the job's alone).
 */
export async function discardJob(firestore: Firestore, ref: DocumentReference, job: ImportJob) {
  if (job.boardId && job.status !== 'done') {
    const board = firestore.doc(`boards/${job.boardId}`);
    if (!(await board.get()).exists) await firestore.recursiveDelete(board);
  }
  await firestore.recursiveDelete(ref);
}

/**
 * The caller's jobs older than STALE_MS, or left staging or writing and idle (a closed tab's),
 * deleted with what they wrote.
 */
export async function discardStaleJobs(firestore: Firestore, uid: string, now = Date.now()) {
  const jobs = await firestore.collection('imports').where('ownerId', '==', uid).get();
  const stale = (job: ImportJob) =>
    (job.createdAt?.toMillis() ?? 0) < now - STALE_MS ||
    (['staging', 'writing'].includes(job.status) && !isOpen(job, now));
  await Promise.all(
    jobs.docs
      .filter((doc) => stale(doc.data() as ImportJob))
      .map((doc) => discardJob(firestore, doc.ref, doc.data() as ImportJob)),
  );
}

export const newJob = (uid: string, start: ImportStartInput) => ({
  ownerId: uid,
  status: 'staging' as JobStatus,
  start,
  parts: {},
  bytes: {},
  boardId: null,
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
});
