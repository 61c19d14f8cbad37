// `npm start`'s due run: the server's dueTick (functions/src/due: the due reminders, and the next
// cards of repeating ones from functions/src/recurring; compiled into
// functions/lib when the emulators start) run against the emulators every minute with the clock
// of now, as it runs every 15 minutes in production (the Functions emulator does not run
// scheduled functions). Started by start.mjs with FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT and
// METADATA_SERVER_DETECTION=none set; it says how many reminders it wrote, and nothing when none.
//
//   DUE_EVERY_MS   how often (default 60000)
//   --once         one run, then exit (the e2e tests call it so, as the schedule would)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { db } = require('../functions/lib/functions/src/lib/admin.js');
const { sendDueReminders } = require('../functions/lib/functions/src/due/sendDueReminders.js');
const { runRecurrences } = require('../functions/lib/functions/src/recurring/runRecurrences.js');

const EVERY_MS = Number(process.env.DUE_EVERY_MS || 60_000);

async function runOnce() {
  try {
    const figures = await sendDueReminders(db(), { now: Date.now() });
    if (figures.told > 0) {
      console.log(
        `[due] wrote ${figures.told} reminders for ${figures.cards} cards (${figures.ms} ms)`,
      );
    }
  } catch (error) {
    console.error(`[due] failed: ${error.message}`);
  }
  try {
    const { created, ms } = await runRecurrences(db(), { now: Date.now() });
    if (created > 0) console.log(`[recur] made ${created} next cards of repeating ones (${ms} ms)`);
  } catch (error) {
    console.error(`[recur] failed: ${error.message}`);
  }
}

if (process.argv.includes('--once')) {
  await runOnce();
  process.exit(0);
}
for (;;) {
  await runOnce();
  await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
}
