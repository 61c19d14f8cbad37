// dueTick: what falls due, every 15 minutes: the due reminders (sendDueReminders). A thin
// wrapper, so other work on the same clock is one more line here.
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { sendDueReminders } from './sendDueReminders';

export const dueTick = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300 },
  async () => {
    const now = Date.now();
    logger.info('Due reminders', await sendDueReminders(db(), { now }));
  },
);
