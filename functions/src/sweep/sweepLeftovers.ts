// sweepLeftovers: the sweep (sweep.ts) every 15 minutes. A run reads at most 10,000 documents
// per task; whatever is left waits for the next run.
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { sweep } from './sweep';

export const sweepLeftovers = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 540, memory: '1GiB' },
  async () => {
    const figures = await sweep(db(), { now: Date.now() });
    logger.info('Swept leftovers', figures);
  },
);
