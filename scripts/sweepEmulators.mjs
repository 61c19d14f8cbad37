// `npm start`'s sweep: the server's sweep of what browsers leave behind (functions/src/sweep,
// compiled into functions/lib when the emulators start) run against the emulators every minute
// with the clock of now, as sweepLeftovers runs it every 15 minutes in production (the Functions
// emulator does not run scheduled functions). Started by start.mjs with FIRESTORE_EMULATOR_HOST
// and GCLOUD_PROJECT set; it says what it removed, and nothing when there was nothing.
//
//   SWEEP_EVERY_MS   how often (default 60000)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { db } = require('../functions/lib/functions/src/lib/admin.js');
const { sweep } = require('../functions/lib/functions/src/sweep/sweep.js');

const EVERY_MS = Number(process.env.SWEEP_EVERY_MS || 60_000);

function describe(figures) {
  const { orphanChunks, deletedCards, importJobs, tombstonedBoards } = figures;
  return [
    orphanChunks.uploads &&
      `${orphanChunks.chunks} chunks of ${orphanChunks.uploads} unfinished uploads`,
    deletedCards.cards &&
      `${deletedCards.comments} comments and ${deletedCards.files} files of ${deletedCards.cards} deleted cards`,
    importJobs.jobs && `${importJobs.jobs} old import jobs`,
    tombstonedBoards.boards && `what was left of ${tombstonedBoards.boards} deleted boards`,
  ].filter(Boolean);
}

async function runOnce() {
  try {
    const figures = await sweep(db(), { now: Date.now() });
    const removed = describe(figures);
    if (removed.length > 0) console.log(`[sweep] removed ${removed.join('; ')} (${figures.ms} ms)`);
  } catch (error) {
    console.error(`[sweep] failed: ${error.message}`);
  }
}

for (;;) {
  await runOnce();
  await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
}
