// dueTick: what falls due, every 15 minutes: the due reminders (sendDueReminders) and the next
// cards of repeating ones (recurring/runRecurrences).
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { runRecurrences } from '../recurring/runRecurrences';
import { sendDueReminders } from './sendDueReminders';

export const dueTick = onSchedule(
  { schedule: 'every 15 minutes', timeoutSeconds: 300 },
  async () => {
    const now = Date.now();
    logger.info('Due reminders', await sendDueReminders(db(), { now }));
    logger.info('Repeated cards', await runRecurrences(db(), { now }));
  },
);
