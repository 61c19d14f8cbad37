// `npm run bench:board`: a benchmark, not a test. Seeds a board of 5,000 cards in 10 lists into
// throw-away emulators, serves the PRODUCTION build, and measures in Chromium: first full render
// (cold: from the server; warm: reload, from the persistent cache), the cold first render's
// ratio to a 50-card board's (alternating, medians of one run), a keyboard card move showing
// in its new place, a mouse drag into the next list, the JS heap after load, and frames dropped
// while scrolling a long list.
// Each figure is repeated (the machine is shared and noisy) and printed as median [min … max]
// against its budget. It always exits 0 once it has run; 1 only if the harness itself breaks.
//
//   npm run bench:board [-- --runs 7] [--profile] [--custom-fields] [--moves] [--dist DIR]
//   --moves measures only the moves and the drag (after one load): a quick check while working
//   on them.
//   --custom-fields seeds both boards with 5 custom fields (2 on the tiles) and values on every
//   card (issue 32 §1), to compare with a run without.
//   --dist DIR serves a production build made earlier with the same BENCH_* ports instead of
//   building one: two builds measured one after the other, under the same load.
//   --profile also CPU-profiles one cold load, one warm load and one move, and says where their
//   time goes.
//   Ports: BENCH_APP_PORT (3200), BENCH_AUTH_EMULATOR_PORT (9299), BENCH_FIRESTORE_EMULATOR_PORT (8280)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CARDS, signInWithBigBoard } from './bench/bigBoard.mjs';
import { profile } from './bench/boardProfile.mjs';
import { boardRuns, pageErrors } from './bench/boardRuns.mjs';
import { report } from './bench/boardReport.mjs';
import { launchChromium } from './bench/browserSession.mjs';
import { buildApp } from './bench/buildApp.mjs';
import { useBenchEmulators } from './bench/benchEmulators.mjs';
import { printProfileSummary } from './bench/cpuProfile.mjs';
import { countCards, readBoardState, timeCardsQuery } from './bench/seedBoard.mjs';
import { serveStatic } from './bench/staticServer.mjs';
import { startEmulators } from './emulators.mjs';

let serverQueryMs = null; // The emulator's own time to send every card, for the breakdown.

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '7' },
    profile: { type: 'boolean', default: false },
    'custom-fields': { type: 'boolean', default: false },
    moves: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
// Read by makeBoard (bench/seedBoard.mjs) for both boards.
if (options['custom-fields']) process.env.BENCH_CUSTOM_FIELDS = '1';
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs takes a whole number of at least 1, got "${options.runs}".`);
  process.exit(2);
}

const { projectId, authUrl, firestoreUrl } = useBenchEmulators({
  authPort: 9299,
  firestorePort: 8280,
});
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);

const benchStart = Date.now();
const log = (message) =>
  console.error(`[${((Date.now() - benchStart) / 1000).toFixed(1).padStart(5)} s] ${message}`);

// Everything started is stopped in reverse order, on success, failure or Ctrl+C.
const cleanups = [];
let cleaning;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`Clean-up step failed: ${error.message}`);
      }
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    console.error(`\n${signal}: stopping…`);
    await cleanUp();
    process.exit(130);
  });
}

async function setUp() {
  // --dist DIR serves a build made earlier (with the same BENCH_* ports), so two builds can be
  // measured one after the other under the same load.
  const buildDir = options.dist ?? fs.mkdtempSync(path.join(os.tmpdir(), 'boards-bench-build-'));
  if (!options.dist) cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }));
  log(
    `Starting emulators (auth ${process.env.AUTH_EMULATOR_PORT}, firestore ${process.env.FIRESTORE_EMULATOR_PORT}) and building for production…`,
  );
  const emulatorsStarting = startEmulators({ only: ['auth', 'firestore'], persist: false, log });
  emulatorsStarting.then(
    (session) => cleanups.push(() => session.stop()),
    () => {},
  );
  const built = options.dist
    ? Promise.resolve(log(`Serving the build in ${buildDir}.`))
    : buildApp(buildDir).then(() => log('Production build done.'));
  const [session] = await Promise.all([emulatorsStarting, built]);
  log(`Emulators ready in ${(session.startupMs / 1000).toFixed(1)} s.`);

  const server = await serveStatic(buildDir, { port: APP_PORT });
  cleanups.push(() => server.close());
  log(`Serving the build at ${server.url}.`);

  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const { storageState, board, smallBoard } = await signInWithBigBoard(browser, {
    appUrl: server.url,
    authUrl,
    firestoreUrl,
    projectId,
    log,
    withSmallBoard: true,
    afterSeeding: async ({ boardId }) => {
      const stored = await countCards({ firestoreUrl, projectId, boardId });
      if (stored !== CARDS) throw new Error(`Seeding stored ${stored} cards instead of ${CARDS}.`);
      const query = await timeCardsQuery({ firestoreUrl, projectId, boardId });
      serverQueryMs = query.ms;
      log(
        `Seeded board ${boardId}; the emulator answers a query for its ${query.documents} cards in ${query.ms.toFixed(0)} ms (REST).`,
      );
    },
  });
  const boardId = board.boardId;
  return {
    browser,
    storageState,
    buildDir,
    boardId,
    boardUrl: `${server.url}/boards/${boardId}`,
    smallBoardUrl: `${server.url}/boards/${smallBoard.boardId}`,
  };
}

let exitCode = 0;
try {
  const session = await setUp();
  log(`Measuring (${RUNS} runs each)…`);
  const loadAverages = [os.loadavg()[0]];
  const { measure, measureMovesOnly } = boardRuns({ runs: RUNS, log });
  const results = await (options.moves ? measureMovesOnly : measure)(session);
  const after = await readBoardState({ firestoreUrl, projectId, boardId: session.boardId });
  log(`The board on the server after the moves: ${JSON.stringify(after)}`);
  loadAverages.push(os.loadavg()[0]);
  const profiles = options.profile ? await profile(session, { log }) : [];
  await cleanUp();
  report(results, { runs: RUNS, serverQueryMs });
  if (pageErrors.length) {
    console.log(`\nThe app logged ${pageErrors.length} error(s) while measured; the first ones:`);
    for (const text of [...new Set(pageErrors)].slice(0, 8)) console.log(`  ${text}`);
  }
  console.log(
    `  (this machine: ${os.cpus().length} CPUs, load average ${loadAverages.map((load) => load.toFixed(1)).join(' → ')} while measuring: other work here inflates every figure)`,
  );
  for (const { title, summary, file } of profiles) printProfileSummary(title, summary, file);
  console.log(`\nThe whole benchmark took ${((Date.now() - benchStart) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(`\nThe board benchmark could not run: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
