// (c) Import jobs older than a day (imports/{jobId}, with their staged parts): a job is done in
// minutes, so one this old was left by a tab closed mid-import (or is finished and kept for
// nothing). discardJob also deletes a board the job began writing but never finished.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { discardJob, type ImportJob } from '../import/job';
import { pagesSinceLastRun, type Paging } from './cursor';

export interface StaleImportFigures {
  jobs: number;
  read: number;
  more: boolean;
}

export async function sweepStaleImports(
  firestore: Firestore,
  before: number,
  paging: Paging,
): Promise<StaleImportFigures> {
  let jobs = 0;
  const stale = firestore
    .collection('imports')
    .where('createdAt', '<', Timestamp.fromMillis(before));
  const work = async (docs: QueryDocumentSnapshot[]) => {
    for (const job of docs) {
      await discardJob(firestore, job.ref, job.data() as ImportJob);
      jobs += 1;
    }
  };
  const { read, more } = await pagesSinceLastRun(
    firestore,
    'staleImports',
    stale,
    'createdAt',
    paging,
    work,
  );
  return { jobs, read, more };
}
