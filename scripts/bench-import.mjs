// `npm run bench:import`: a benchmark, not a test. Imports generated Trello exports of 1,000 and
// 5,000 cards through the dashboard's Import dialog, in the PRODUCTION build served locally, in
// Chromium, against throw-away emulators (Auth, Firestore and Functions: the server writes the
// board, functions/src/import), and prints for each: the time to read the file (the worker),
// the time from "Import" to "Imported …" (the total, in cards/s), split into sending the parts
// (importStart and importPart, until the dialog says "Saving … on the server…") and saving
// (importFinish: the cards by BulkWriter, then the board's transaction; the server's own split is
// read from importFinish's log line), and the page's longest frame meanwhile
// (PerformanceObserver 'long-animation-frame', else 'longtask'). Then checks on the server that
// the board holds exactly N cards (documents), that its counts say so, and that no import job is
// left. Budget (issue 22): at least 180 cards/s at 5,000 cards.
//
//   npm run bench:import [-- --cards 1000,5000]
//   Ports: BENCH_APP_PORT (3220), BENCH_AUTH_EMULATOR_PORT (9288), BENCH_FIRESTORE_EMULATOR_PORT (8279),
//   BENCH_FUNCTIONS_EMULATOR_PORT (5279)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, signIn, uidForEmail, waitForUserRecord } from './bench/browserSession.mjs';
import { buildApp } from './bench/buildApp.mjs';
import { useBenchEmulators } from './bench/benchEmulators.mjs';
import { serveStatic } from './bench/staticServer.mjs';
import { startEmulators } from './emulators.mjs';
import { countDocuments, readDocument, runQuery } from './lib/firestoreRest.mjs';

const { values: options } = parseArgs({
  options: { cards: { type: 'string', default: '1000,5000' } },
});
const SIZES = options.cards.split(',').map(Number);
if (SIZES.some((n) => !Number.isInteger(n) || n < 1 || n > 5000)) {
  console.error(`--cards takes whole numbers from 1 to 5,000, got "${options.cards}".`);
  process.exit(2);
}
const LISTS = 10;
/** Long enough for 5,000 cards on a busy machine; the figure says how long it really took. */
const IMPORT_TIMEOUT_MS = 15 * 60_000;

// Auth at 9288: firebase-tools gives its hub and logging helpers the next thousand's ports
// (emulators.mjs, +1000 and +1001), which 9298 shared with bench:board's (9299) and bench:purge's
// (9297) Auth, so one benchmark could not start beside another.
const { projectId, authUrl, firestoreUrl } = useBenchEmulators({
  authPort: 9288,
  firestorePort: 8279,
  functionsPort: 5279,
});
/** The budget at 5,000 cards (issue 22: ten times the browser import's 16-18 cards/s). */
const BUDGET_CARDS_PER_S = 180;
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3220);

const benchStart = Date.now();
const log = (message) =>
  console.error(`[${((Date.now() - benchStart) / 1000).toFixed(1).padStart(6)} s] ${message}`);

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

const hex = (n, width = 24) => n.toString(16).padStart(width, '0');

const COLORS = [
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'blue',
  'sky',
  'lime',
  'pink',
  'black',
];

/**
 * A Trello export of `cards` cards in LISTS lists, with what boards have: 12 labels (more than
 * one write may add: a follow-up), a checklist on every 4th card (7 items: a follow-up), a
 * comment on every 10th, a due date on every 3rd, every 20th card archived.
 */
function trelloExport(cards) {
  const labels = Array.from({ length: 12 }, (_, i) => ({
    id: hex(0x1000 + i),
    name: `Label ${i + 1}`,
    color: i < 10 ? COLORS[i] : `${COLORS[i - 10]}_dark`,
  }));
  const lists = Array.from({ length: LISTS }, (_, i) => ({
    id: hex(0x2000 + i),
    name: `List ${i + 1}`,
    closed: false,
    pos: (i + 1) * 16384,
  }));
  const board = {
    id: hex(0xb0a4d + cards),
    name: `Bench import of ${cards.toLocaleString('en')} cards`,
    prefs: { background: 'blue', backgroundColor: '#0079BF' },
    labels,
    lists,
    cards: [],
    checklists: [],
    actions: [],
    members: [],
    customFields: [],
  };
  for (let i = 0; i < cards; i++) {
    const id = hex(0x100000 + i);
    board.cards.push({
      id,
      name: `Card ${i + 1}: ${'a short title '.repeat(1 + (i % 3))}`.trim(),
      desc: i % 2 === 0 ? `Description of card ${i + 1}.\n\nWith a second paragraph.` : '',
      idList: lists[i % LISTS].id,
      pos: (Math.floor(i / LISTS) + 1) * 16384,
      closed: i % 20 === 19,
      due: i % 3 === 0 ? new Date(Date.UTC(2025, i % 12, 1 + (i % 28), 12)).toISOString() : null,
      dueComplete: i % 6 === 0,
      start: null,
      idLabels: [labels[i % 12].id, ...(i % 5 === 0 ? [labels[(i + 3) % 12].id] : [])],
      idMembers: [],
      badges: { comments: i % 10 === 0 ? 1 : 0, attachments: 0 },
      attachments: [],
      customFieldItems: [],
    });
    if (i % 4 === 0) {
      board.checklists.push({
        id: hex(0x300000 + i),
        idCard: id,
        name: 'Checklist',
        pos: 16384,
        checkItems: Array.from({ length: 7 }, (_, j) => ({
          name: `Step ${j + 1}`,
          state: j < 3 ? 'complete' : 'incomplete',
          pos: (j + 1) * 16384,
        })),
      });
    }
    if (i % 10 === 0) {
      board.actions.push({
        id: hex(0x400000 + i),
        type: 'commentCard',
        date: new Date(Date.UTC(2024, 5, 1, 12, 0, i % 60)).toISOString(),
        data: { text: `A comment on card ${i + 1}.`, card: { id } },
        memberCreator: { fullName: 'Grace Hopper', username: 'grace' },
      });
    }
  }
  return board;
}

/** Records the page's long frames (LoAF where the browser has it, else long tasks). */
function watchFrames() {
  const frames = [];
  globalThis.__benchFrames = frames;
  const type = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? 'long-animation-frame'
    : 'longtask';
  globalThis.__benchFrameType = type;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      frames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type, buffered: true });
}

/**
 * Notes (performance.now()) when the Import dialog's status first says each phase: "Saving … on
 * the server…" (every part is in) and "Imported …" (the board is whole).
 */
function watchPhases() {
  const phases = {};
  globalThis.__benchPhases = phases;
  const note = () => {
    const status =
      globalThis.document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
    if (/^Saving ‘/.test(status)) phases.saving ??= performance.now();
    if (/^Imported ‘/.test(status)) phases.done ??= performance.now();
  };
  new globalThis.MutationObserver(note).observe(globalThis.document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

/**
 * The imported board as the server has it: its title, its counts (the board document plus its
 * counts document, docs/data-model.md), the card and list documents really there, and the
 * importer's import jobs left (importFinish deletes the parts; the job stays, marked done).
 */
async function readServerBoard(boardTitle, uid) {
  const target = { firestoreUrl, projectId };
  const [board, ...more] = await runQuery(target, '', {
    from: [{ collectionId: 'boards' }],
    where: {
      fieldFilter: {
        field: { fieldPath: 'ownerId' },
        op: 'EQUAL',
        value: { stringValue: uid },
      },
    },
  }).then((boards) => boards.filter((b) => b.fields.title?.stringValue?.startsWith(boardTitle)));
  if (!board) return null;
  const boardId = board.name.split('/').pop();
  const counts = (await readDocument(target, `boards/${boardId}/meta/counts`))?.data ?? {};
  const count = (field) =>
    Number(board.fields[field]?.integerValue ?? 0) + Number(counts[field] ?? 0);
  const jobs = await runQuery(target, '', {
    from: [{ collectionId: 'imports' }],
    where: {
      fieldFilter: { field: { fieldPath: 'ownerId' }, op: 'EQUAL', value: { stringValue: uid } },
    },
  });
  const jobsNotDone = jobs.filter((job) => job.fields.status?.stringValue !== 'done').length;
  let partsLeft = 0;
  for (const job of jobs) {
    partsLeft += await countDocuments(target, job.name.split('/documents/')[1], 'parts');
  }
  return {
    boards: 1 + more.length,
    title: board.fields.title?.stringValue,
    cardCount: count('cardCount'),
    listCount: count('listCount'),
    cardDocuments: await countDocuments(target, `boards/${boardId}`, 'cards'),
    listDocuments: await countDocuments(target, `boards/${boardId}`, 'lists'),
    jobsNotDone,
    partsLeft,
  };
}

/** importFinish's own split of its time (its log line, in the Functions emulator's output). */
const finishLines = [];
function noteFunctionsOutput(name, line) {
  if (name !== 'functions' || !line.includes('importFinish wrote')) return;
  try {
    finishLines.push(JSON.parse(line.slice(line.indexOf('{"'))));
  } catch {
    log(`Could not read importFinish's log line: ${line}`);
  }
}

async function importOnce(page, cards, uid) {
  const json = JSON.stringify(trelloExport(cards));
  const title = `Bench import of ${cards.toLocaleString('en')} cards`;
  await page.goto(`${page.__appUrl}/dashboard`);
  await page.getByRole('button', { name: 'Import', exact: true }).click({ timeout: 60000 });
  const dialog = page.getByRole('dialog', { name: 'Import a board' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose a file' }).click();
  const readStart = Date.now();
  await (
    await chooser
  ).setFiles({
    name: 'trello-board.json',
    mimeType: 'application/json',
    buffer: Buffer.from(json),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).waitFor({ timeout: 120000 });
  const readMs = Date.now() - readStart;
  const finishesBefore = finishLines.length;
  const startedAt = await page.evaluate(() => {
    for (const key of Object.keys(globalThis.__benchPhases)) delete globalThis.__benchPhases[key];
    return performance.now();
  });
  const writeStart = Date.now();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  let lastLog = 0;
  const done = dialog.getByText(/^Imported ‘/);
  while (!(await done.isVisible())) {
    if (Date.now() - writeStart > IMPORT_TIMEOUT_MS) throw new Error('The import did not finish.');
    const failure = await dialog
      .getByRole('alert')
      .textContent({ timeout: 50 })
      .catch(() => null);
    if (failure) throw new Error(`The import failed: ${failure}`);
    if (Date.now() - lastLog > 15000) {
      lastLog = Date.now();
      const said = await dialog
        .getByRole('status')
        .textContent({ timeout: 50 })
        .catch(() => '?');
      const bar = await dialog
        .locator('progress')
        .evaluate((p) => `${p.value} of ${p.max}`, undefined, { timeout: 50 })
        .catch(() => '?');
      log(
        `  ${cards} cards: "${said}" (${bar}) after ${((Date.now() - writeStart) / 1000).toFixed(0)} s`,
      );
    }
    await page.waitForTimeout(100);
  }
  const { longest, type, over50, partsMs, totalMs } = await page.evaluate((from) => {
    const during = globalThis.__benchFrames.filter((frame) => frame.start >= from);
    const phases = globalThis.__benchPhases;
    return {
      longest: during.reduce((max, frame) => Math.max(max, frame.duration), 0),
      over50: during.length,
      type: globalThis.__benchFrameType,
      partsMs: (phases.saving ?? Number.NaN) - from,
      totalMs: (phases.done ?? Number.NaN) - from,
    };
  }, startedAt);
  const server = await readServerBoard(title, uid);
  // The emulator's output may trail the answer by a moment.
  for (let i = 0; i < 20 && finishLines.length === finishesBefore; i++) await sleep(100);
  const finish = finishLines.length > finishesBefore ? finishLines.at(-1) : null;
  return {
    cards,
    bytes: json.length,
    readMs,
    totalMs,
    partsMs,
    longest,
    over50,
    type,
    server,
    finish,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Whether the server holds the board whole: exactly `cards` cards, counted so, nothing left over. */
function serverVerdict(r) {
  const s = r.server;
  if (!s) return { ok: false, text: 'board NOT FOUND' };
  const ok =
    s.boards === 1 &&
    s.title === r.title &&
    s.cardDocuments === r.cards &&
    s.cardCount === r.cards &&
    s.listDocuments === LISTS &&
    s.listCount === LISTS &&
    s.jobsNotDone === 0 &&
    s.partsLeft === 0;
  return {
    ok,
    text:
      `${s.cardDocuments} card documents, cardCount ${s.cardCount}; ${s.listDocuments} list documents, ` +
      `listCount ${s.listCount}; titled “${s.title}”${s.boards > 1 ? ` (${s.boards} boards!)` : ''}; ` +
      `jobs left unfinished ${s.jobsNotDone}, staged parts left ${s.partsLeft}` +
      (ok ? ' (exact)' : ' (NOT AS EXPECTED)'),
  };
}

let exitCode = 0;
try {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-bench-import-'));
  cleanups.push(() => fs.rmSync(buildDir, { recursive: true, force: true }));
  log(
    `Starting emulators (auth ${process.env.AUTH_EMULATOR_PORT}, firestore ${process.env.FIRESTORE_EMULATOR_PORT}, functions ${process.env.FUNCTIONS_EMULATOR_PORT}) and building for production…`,
  );
  // The default `only`: Auth, Firestore and Functions (the import is written by functions).
  const emulatorsStarting = startEmulators({ persist: false, log, onOutput: noteFunctionsOutput });
  emulatorsStarting.then(
    (session) => cleanups.push(() => session.stop()),
    () => {},
  );
  const [session] = await Promise.all([emulatorsStarting, buildApp(buildDir)]);
  if (!session.env.FUNCTIONS_EMULATOR_PORT)
    throw new Error('The Functions emulator did not start.');
  // The build baked the Functions emulator's port in (webpack.config.js reads it): check.
  const bundled = fs
    .readdirSync(buildDir, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .some((file) =>
      fs
        .readFileSync(path.join(buildDir, String(file)), 'utf8')
        .includes(`"${process.env.FUNCTIONS_EMULATOR_PORT}"`),
    );
  if (!bundled) {
    throw new Error(
      `The production build does not name the Functions emulator's port ${process.env.FUNCTIONS_EMULATOR_PORT}.`,
    );
  }
  log(`Emulators ready in ${(session.startupMs / 1000).toFixed(1)} s; build done.`);
  const server = await serveStatic(buildDir, { port: APP_PORT });
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(watchFrames);
  await context.addInitScript(watchPhases);
  const page = await context.newPage();
  page.__appUrl = server.url;
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `bench-import-${Date.now()}@example.com`;
  await signIn(page, server.url, { email, displayName: 'Bench Person' });
  const uid = await uidForEmail({ authUrl, projectId, email });
  await waitForUserRecord({ firestoreUrl, projectId, uid });
  const results = [];
  for (const cards of SIZES) {
    log(`Importing ${cards.toLocaleString('en')} cards…`);
    const result = await importOnce(page, cards, uid);
    result.title = `Bench import of ${cards.toLocaleString('en')} cards`;
    results.push(result);
    log(
      `  done: read in ${result.readMs} ms, imported in ${seconds(result.totalMs)} (parts sent in ${seconds(result.partsMs)}), longest frame ${result.longest.toFixed(0)} ms`,
    );
  }
  await page.goto('about:blank');
  await cleanUp();
  console.log(
    `\nImport through the dashboard, production build, Chromium, emulators with Functions (${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}):`,
  );
  for (const r of results) {
    const rate = r.cards / (r.totalMs / 1000);
    const verdict = serverVerdict(r);
    if (!verdict.ok) exitCode = 1;
    const f = r.finish;
    const serverSplit = f
      ? ` (server: parts read ${seconds(f.readPartsMs)}, ${f.documents.toLocaleString('en')} documents by BulkWriter ${seconds(f.bulkWriterMs)}, final transaction ${seconds(f.transactionMs)}, parts deleted ${seconds(f.cleanUpMs)})`
      : '';
    console.log(
      `  ${r.cards.toLocaleString('en').padStart(5)} cards (${(r.bytes / 1e6).toFixed(1)} MB of Trello JSON): ` +
        `read ${seconds(r.readMs)}; imported in ${seconds(r.totalMs)}, ${rate.toFixed(0)} cards/s ` +
        `= parts sent ${seconds(r.partsMs)} + saving on the server ${seconds(r.totalMs - r.partsMs)}${serverSplit}; ` +
        `longest frame ${r.over50 ? `${r.longest.toFixed(0)} ms (${r.over50} ${r.type} entries ≥ 50 ms)` : `under 50 ms (no ${r.type} entry)`}\n` +
        `        server: ${verdict.text}`,
    );
  }
  const largest = results.find((r) => r.cards === 5000);
  if (largest) {
    const rate = largest.cards / (largest.totalMs / 1000);
    console.log(
      `  Budget: ≥ ${BUDGET_CARDS_PER_S} cards/s at 5,000 cards: ${rate.toFixed(0)} cards/s${rate < BUDGET_CARDS_PER_S ? ' (UNDER)' : ' (met)'}`,
    );
  }
  if (errors.length)
    console.log(`  The page threw: ${[...new Set(errors)].slice(0, 5).join(' | ')}`);
} catch (error) {
  console.error(`\nThe import benchmark could not run: ${error.stack ?? error}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
