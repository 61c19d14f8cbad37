// `npm run bench:compare`: a benchmark, not a test. The board benchmark's cold and warm first
// render (5,000 cards, as `npm run bench:board` measures them) for two or more production
// builds, loaded in turn on one origin against one emulator session and one seeded board, so
// the machine's noise (±25 % between whole bench:board runs here) falls on every build alike.
// Compare the medians' ratio, not the milliseconds of another day.
//
//   npm run bench:compare -- --build DIR        build the working tree into DIR (the benchmark's
//                                               emulator ports baked in)
//   npm run bench:compare -- DIR_A [DIR_B ...] [--rounds 5] [--cold-only] [--trace DIR]
//                                               [--debug-log | --debug-log-brief]
//
// Each build's stuck loads are counted: a load that has not drawn the board 30 s after it
// started (issue 25 §6), and the loads the app recovered by restarting Firestore's network
// (src/features/board/stuckLoad.ts). --cold-only skips the warm reloads, for many rounds (one
// build alone is fine: `--cold-only --rounds 100 DIR` is issue 34's 100 cold loads); every
// build's cold first renders are summed up as a distribution with those over SLOW_MS.
// --trace DIR writes, for each cold load over SLOW_MS or restarted, its requests to the
// Firestore emulator, the emulator's output and the page's console (scripts/bench/loadTrace.mjs);
// --debug-log turns the SDK's debug log on in the page (it slows a load down: for traces only;
// no in-page stall happened in 53 such loads); --debug-log-brief keeps only its lines about
// targets and streams.
//
// A before/after: `--build /tmp/after`, `git stash`, `--build /tmp/before`, `git stash pop`,
// then compare /tmp/before /tmp/after. Ports as bench:board: BENCH_APP_PORT (3200),
// BENCH_AUTH_EMULATOR_PORT (9299), BENCH_FIRESTORE_EMULATOR_PORT (8280).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CARDS,
  CARD_WINDOW,
  CONTEXT,
  LISTS,
  signInWithBigBoard,
  waitForSettledBoard,
} from './bench/bigBoard.mjs';
import { launchChromium } from './bench/browserSession.mjs';
import { buildApp } from './bench/buildApp.mjs';
import { useBenchEmulators } from './bench/benchEmulators.mjs';
import { median, percentile } from './bench/figures.mjs';
import { briefSdkLog, pageActivityProbe, traceLoad } from './bench/loadTrace.mjs';
import { measureLoad } from './bench/measurements.mjs';
import { watchBoardRender } from './bench/pageProbes.mjs';
import { serveStatic } from './bench/staticServer.mjs';
import { startEmulators } from './emulators.mjs';

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    build: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    'cold-only': { type: 'boolean', default: false },
    trace: { type: 'string' },
    'debug-log': { type: 'boolean', default: false },
    'debug-log-brief': { type: 'boolean', default: false },
  },
});

const { projectId, authUrl, firestoreUrl } = useBenchEmulators({
  authPort: 9299,
  firestorePort: 8280,
});

if (options.build) {
  await buildApp(path.resolve(options.build));
  console.log(`Built the working tree into ${options.build}.`);
  process.exit(0);
}
const rounds = Number(options.rounds);
if (builds.length < 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error(
    'Usage: npm run bench:compare -- --build DIR | DIR_A [DIR_B ...] [--rounds N] [--cold-only] [--trace DIR] [--debug-log | --debug-log-brief]',
  );
  process.exit(2);
}
for (const dir of builds) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} is not a production build (no index.html): make it with --build.`);
    process.exit(2);
  }
}

// One origin for every build (Auth's session and Firestore's cache are per origin): the server
// serves a symbolic link that is pointed at the build being measured.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-bench-compare-'));
const root = path.join(work, 'served');
const serve = (dir) => {
  fs.rmSync(root, { force: true });
  fs.symlinkSync(path.resolve(dir), root);
};
serve(builds[0]);

const cleanups = [() => fs.rmSync(work, { recursive: true, force: true })];
try {
  console.error('Starting emulators…');
  /** The emulators' output, kept for the traces of slow loads. */
  const emulatorLines = [];
  if (options.trace) fs.mkdirSync(options.trace, { recursive: true });
  const emulators = await startEmulators({
    only: ['auth', 'firestore'],
    persist: false,
    log: () => {},
    onOutput: (name, line) => emulatorLines.push({ at: Date.now(), line: `${name}: ${line}` }),
  });
  cleanups.push(() => emulators.stop());
  const server = await serveStatic(root, { port: Number(process.env.BENCH_APP_PORT ?? 3200) });
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const { storageState, board } = await signInWithBigBoard(browser, {
    appUrl: server.url,
    authUrl,
    firestoreUrl,
    projectId,
  });
  const url = `${server.url}/boards/${board.boardId}${options['debug-log'] || options['debug-log-brief'] ? '?firestoreDebug' : ''}`;

  /** A load not drawn within this long is stuck (the app's own recovery starts at 4.5 s). */
  const STUCK_MS = 30_000;
  const RESTARTED = 'firestore: network restarted';
  /** Issue 34: no cold load's first render over this. */
  const SLOW_MS = 3_000;
  const results = builds.map(() => ({
    cold: [],
    /** Every cold load's first render, round 0 and stuck ones too (STUCK_MS if not drawn). */
    everyCold: [],
    warm: [],
    everyCard: [],
    marks: [],
    loads: 0,
    stuck: 0,
    restarted: 0,
  }));
  // Round 0 warms the emulator and Chromium and is not counted; the order alternates.
  for (let round = 0; round <= rounds; round++) {
    const order = builds.map((_, i) => i);
    if (round % 2) order.reverse();
    for (const i of order) {
      serve(builds[i]);
      const context = await browser.newContext({ ...CONTEXT, storageState });
      await context.addInitScript(watchBoardRender, {
        expectedCards: CARDS,
        expectedLists: LISTS,
        cardWindow: CARD_WINDOW,
      });
      if (options.trace) await context.addInitScript(pageActivityProbe);
      if (options['debug-log-brief']) await context.addInitScript(briefSdkLog);
      const page = await context.newPage();
      const trace = traceLoad(page, { firestoreUrl, emulatorLines });
      const cold = await measureLoad(
        page,
        () => page.goto(url, { waitUntil: 'commit' }),
        CARDS,
        STUCK_MS,
      );
      await trace.collect();
      let warm = null;
      if (!options['cold-only']) {
        await waitForSettledBoard(page);
        warm = await measureLoad(page, () => page.reload({ waitUntil: 'commit' }), CARDS, STUCK_MS);
      }
      await page.goto('about:blank');
      await context.close();
      const said = (load) =>
        load.error
          ? `${load.firstScreenAt != null ? `first screen at ${load.firstScreenAt.toFixed(0)} ms, but ` : ''}${load.error}`
          : `${load.firstScreenAt.toFixed(0)} ms`;
      const restarted = cold.restarted ?? cold.marks?.some((mark) => mark.name === RESTARTED);
      console.error(
        `Round ${round}, ${builds[i]}: cold ${said(cold)}${restarted ? ' (recovered by a network restart)' : ''}${warm ? `, warm ${said(warm)}` : ''}`,
      );
      results[i].loads += 1;
      const firstScreenAt = cold.firstScreenAt ?? STUCK_MS;
      results[i].everyCold.push(firstScreenAt);
      if (options.trace && (cold.error || restarted || firstScreenAt > SLOW_MS)) {
        const file = path.join(options.trace, `round-${round}-build-${i}.txt`);
        trace.write(file, `Round ${round}, ${builds[i]}: cold ${said(cold)}`);
        console.error(`  traced in ${file}`);
      }
      if (cold.error) results[i].stuck += 1;
      if (restarted) results[i].restarted += 1;
      if (round === 0 || cold.error || warm?.error) continue;
      results[i].cold.push(cold.firstScreenAt);
      if (warm) results[i].warm.push(warm.firstScreenAt);
      results[i].everyCard.push(cold.allCardsAt);
      results[i].marks.push(cold.marks);
    }
  }

  const base = results[0];
  const ratio = (values, baseValues) =>
    baseValues.length && values.length
      ? ` (${((median(values) / median(baseValues)) * 100).toFixed(0)} % of the first)`
      : '';
  const line = (name, values, baseValues) =>
    values.length
      ? `  ${name.padEnd(22)} median ${median(values).toFixed(0).padStart(5)} ms  [${values.map((v) => v.toFixed(0)).join(', ')}]${ratio(values, baseValues)}`
      : `  ${name.padEnd(22)} not measured`;
  console.log(
    `\nBoard of ${CARDS.toLocaleString('en')} cards, builds loaded in turn, ${rounds} counted round(s) (load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  builds.forEach((dir, i) => {
    const result = results[i];
    console.log(`\n${dir}`);
    console.log(line('first render (cold)', result.cold, base.cold));
    console.log(line('first render (warm)', result.warm, base.warm));
    console.log(line('every card (cold)', result.everyCard, base.everyCard));
    console.log(
      `  cold loads stuck       ${result.stuck} of ${result.loads} (not drawn in ${STUCK_MS / 1000} s); ${result.restarted} recovered by a network restart`,
    );
    const every = result.everyCold;
    const at = (p) => percentile(every, p).toFixed(0);
    console.log(
      `  every cold load (${every.length}, round 0 and stuck ones too): min ${Math.min(...every).toFixed(0)}, median ${median(every).toFixed(0)}, p90 ${at(90)}, p95 ${at(95)}, p99 ${at(99)}, max ${Math.max(...every).toFixed(0)} ms; ${every.filter((v) => v > SLOW_MS).length} over ${SLOW_MS / 1000} s; the guard fired in ${result.restarted}`,
    );
    const names = [...new Set(result.marks.flat().map((mark) => mark.name))];
    for (const name of names) {
      const times = result.marks.flatMap((marks) =>
        marks.filter((mark) => mark.name === name).map((mark) => mark.startTime),
      );
      console.log(`    ${median(times).toFixed(0).padStart(5)} ms  ${name} (cold, median)`);
    }
  });
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
process.exit(0);
