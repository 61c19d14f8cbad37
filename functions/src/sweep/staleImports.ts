// (c) Import jobs older than a day (imports/{jobId}, with their staged parts): a job is done in
// minutes, so one this old was left by a tab closed mid-import (or is finished and kept for
// nothing). discardJob also deletes a board the job began writing but never finished.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { discardJob, type ImportJob } from '../import/job';
import { AT_ONCE, pagesSinceLastRun, type Paging } from './cursor';
import { eachAtOnce } from './parallel';

export interface StaleImportFigures {
  jobs: number;
  read: number;
  more: boolean;
  ms: number;
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
    await eachAtOnce(docs, AT_ONCE, async (job) => {
      await discardJob(firestore, job.ref, job.data() as ImportJob);
      jobs += 1;
    });
  };
  const paged = await pagesSinceLastRun(
    firestore,
    'staleImports',
    stale,
    'createdAt',
    paging,
    work,
  );
  return { jobs, ...paged };
}
