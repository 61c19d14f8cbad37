// recurTick: the next cards of repeating cards (runRecurrences.ts), every 15 minutes. Kept apart
// until it joins the due reminders' scheduled function.
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { runRecurrences } from './runRecurrences';

export const recurTick = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300 },
  async () => {
    const figures = await runRecurrences(db(), { now: Date.now() });
    logger.info('Repeated cards', figures);
  },
);
