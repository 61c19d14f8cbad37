// `npm run bench:sweep`: a benchmark, not a test. Seeds 10,000 leftover documents with the
// Admin SDK on a throw-away Firestore emulator (unfinished uploads' chunks, deleted cards'
// comments and files, old import jobs with their parts, boards whose purge was cut short),
// next to what must stay (visible files' chunks, the entries of cards still there), then runs
// the server's sweep (functions/src/sweep) with its production paging until nothing is left,
// and prints the runs, the seconds and what each task read and removed, having checked that
// every leftover is gone and nothing else is.
//
//   npm run bench:sweep [-- --leftovers 10000]
//   Port: BENCH_FIRESTORE_EMULATOR_PORT (8279)
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { useBenchEmulators } from './bench/benchEmulators.mjs';
import { buildFunctions, startEmulators } from './emulators.mjs';

const { values: options } = parseArgs({
  options: { leftovers: { type: 'string', default: '10000' } },
});
// Per 10,000: 2,000 chunks of 500 uploads; 4,500 under 500 deleted cards (6 comments, a file
// of 2 chunks); 1,000 of 100 import jobs (1 + 9 parts); 2,500 under 5 cut-short boards.
const SCALE = Number(options.leftovers) / 10_000;
const UPLOADS = Math.round(500 * SCALE);
const CARDS = Math.round(500 * SCALE);
const JOBS = Math.round(100 * SCALE);
const BOARDS = Math.max(1, Math.round(5 * SCALE));
const BOARD_DOCS = Math.round((2500 / BOARDS) * SCALE);
const HOUR = 60 * 60 * 1000;

const { projectId } = useBenchEmulators({ authPort: 9298, firestorePort: 8279 });
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT}`;
process.env.GCLOUD_PROJECT = projectId;

const log = (message) => console.error(message);
buildFunctions();
const require = createRequire(import.meta.url);
const { db } = require('../functions/lib/functions/src/lib/admin.js');
const { sweep } = require('../functions/lib/functions/src/sweep/sweep.js');
const { Timestamp } = require('firebase-admin/firestore');

const session = await startEmulators({ persist: false, only: ['firestore'], log });
try {
  const firestore = db();
  const now = Date.now();
  const seeded = Date.now();
  const leftovers = await seed(firestore, now);
  log(
    `Seeded ${leftovers.toLocaleString('en')} leftovers in ${((Date.now() - seeded) / 1000).toFixed(1)} s.`,
  );

  const started = performance.now();
  const runs = [];
  for (;;) {
    const figures = await sweep(firestore, { now });
    runs.push(figures);
    if (!figures.more) break;
  }
  const seconds = (performance.now() - started) / 1000;
  await check(firestore);
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const read = sum(
    (run) =>
      run.orphanChunks.read +
      run.deletedCards.read +
      run.importJobs.read +
      run.tombstonedBoards.read,
  );
  console.log(
    `Sweep of ${leftovers.toLocaleString('en')} leftover documents: ${seconds.toFixed(1)} s in ` +
      `${runs.length} run(s); ${read.toLocaleString('en')} documents read by the tasks' queries; ` +
      `${sum((run) => run.orphanChunks.chunks)} chunks of ${sum((run) => run.orphanChunks.uploads)} uploads, ` +
      `${sum((run) => run.deletedCards.comments)} comments and ${sum((run) => run.deletedCards.files)} files of ` +
      `${sum((run) => run.deletedCards.cards)} deleted cards, ${sum((run) => run.importJobs.jobs)} import jobs, ` +
      `${sum((run) => run.tombstonedBoards.boards)} boards; (a)+(b) writes ${sum((run) => run.writes)}`,
  );
  const ms = (task) => `${(sum((run) => run[task].ms) / 1000).toFixed(1)} s`;
  console.log(
    `By task: chunks without metadata ${ms('orphanChunks')}, deleted cards ${ms('deletedCards')}, ` +
      `import jobs ${ms('importJobs')}, deleted boards ${ms('tombstonedBoards')}.`,
  );
  const again = performance.now();
  await sweep(firestore, { now });
  console.log(`A run with nothing new: ${((performance.now() - again) / 1000).toFixed(2)} s.`);
} finally {
  await session.stop();
}
process.exit(0);

/** The leftovers, and what must stay; resolves to how many leftovers it wrote. */
async function seed(firestore, now) {
  const old = Timestamp.fromMillis(now - 2 * HOUR);
  const writer = firestore.bulkWriter();
  let leftovers = 0;
  const left = (ref, data) => {
    leftovers += 1;
    void writer.set(ref, data);
  };
  const live = firestore.doc('boards/live');
  void writer.set(live, { ownerId: 'owner', members: {}, title: 'Live' });
  for (let u = 0; u < UPLOADS; u++) {
    const file = live
      .collection('cards')
      .doc(`card${u % 50}`)
      .collection('attachments')
      .doc(`u${u}`);
    for (let n = 0; n < 4; n++)
      left(file.collection('chunks').doc(String(n)), { data: Buffer.from('x'), createdAt: old });
  }
  for (let c = 0; c < CARDS; c++) {
    // A deleted card: its entry, its comments and a file left behind.
    const card = live.collection('cards').doc(`deleted${c}`);
    void writer.set(live.collection('activity').doc(`d${c}`), {
      kind: 'cardDelete',
      cardId: card.id,
      at: old,
    });
    for (let m = 0; m < 6; m++)
      left(card.collection('comments').doc(`m${m}`), { text: 'A comment' });
    const file = card.collection('attachments').doc('f');
    left(file, { name: 'f.txt', size: 2, chunkCount: 2 });
    for (let n = 0; n < 2; n++)
      left(file.collection('chunks').doc(String(n)), { data: Buffer.from('x'), createdAt: old });
    // A card still there, with its entry and a visible file: all of it stays.
    const kept = live.collection('cards').doc(`card${c}`);
    void writer.set(kept, { title: `Card ${c}` });
    void writer.set(live.collection('activity').doc(`k${c}`), {
      kind: 'cardAdd',
      cardId: kept.id,
      at: old,
    });
    const visible = kept.collection('attachments').doc('v');
    void writer.set(visible, { name: 'v.txt', size: 1, chunkCount: 1 });
    void writer.set(visible.collection('chunks').doc('0'), {
      data: Buffer.from('x'),
      createdAt: old,
    });
  }
  void writer.set(live.collection('meta').doc('files'), { bytes: CARDS * 3 });
  for (let j = 0; j < JOBS; j++) {
    const job = firestore.collection('imports').doc(`job${j}`);
    left(job, {
      ownerId: 'owner',
      status: 'staging',
      boardId: null,
      createdAt: Timestamp.fromMillis(now - 25 * HOUR),
    });
    for (let p = 0; p < 9; p++) left(job.collection('parts').doc(String(p)), { cards: [] });
  }
  for (let b = 0; b < BOARDS; b++) {
    void writer.set(firestore.doc(`deletedBoards/gone${b}`), { deletedAt: old, ownerId: 'owner' });
    const board = firestore.doc(`boards/gone${b}`);
    left(board, { ownerId: 'owner', members: {}, deleting: true });
    for (let d = 1; d < BOARD_DOCS; d++)
      left(board.collection('cards').doc(`c${d}`), { title: 'x' });
  }
  await writer.close();
  return leftovers;
}

/** Every leftover gone; the live board's cards, entries and visible files there. */
async function check(firestore) {
  const count = async (query) => (await query.count().get()).data().count;
  const chunks = await count(firestore.collectionGroup('chunks'));
  const comments = await count(firestore.collectionGroup('comments'));
  const jobs = await count(firestore.collection('imports'));
  const gone = await count(firestore.collectionGroup('cards').where('title', '==', 'x'));
  const total = (await firestore.doc('boards/live/meta/files').get()).get('bytes');
  if (chunks !== CARDS || comments !== 0 || jobs !== 0 || gone !== 0 || total !== CARDS) {
    throw new Error(
      `Not swept as expected: ${JSON.stringify({ chunks, comments, jobs, gone, total })}`,
    );
  }
}
