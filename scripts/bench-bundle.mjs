// `npm run bench`: the JavaScript a person's browser downloads for the first screen, measured as
// it happens: the production build served locally, the signed-out landing page `/` opened in
// Chromium, and every script it loads until the network has been idle for a while, gzipped
// (level 9, as a CDN would send it). Prints it with the whole app's total against the budget.
// A benchmark, not a test: it exits with 1 when over budget, so the line can't be missed, and
// when `npm run test:bundle` (which adds the figure up without a browser) counts other scripts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './bench/browserSession.mjs';
import { buildApp } from './bench/buildApp.mjs';
import { serveStatic } from './bench/staticServer.mjs';
import { FIRST_SCREEN_BUDGET_KIB, firstScreenFiles as checkedFiles } from './lib/firstScreen.mjs';

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3500);
/** The page counts as idle once no script has started loading for this long. */
const QUIET_MS = 3000;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const isWorkerPath = (pathname) => /^\/(sw|workbox-[\w-]+)\.js$/.test(pathname);

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-bench-bundle-'));
const cleanups = [() => fs.rmSync(outDir, { recursive: true, force: true })];
try {
  console.log('Building for production…');
  const stats = await buildApp(outDir);
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, assets: true });
  const gzipped = (file) => gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

  const server = await serveStatic(outDir, { port: APP_PORT });
  cleanups.push(() => server.close());
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const page = await (await browser.newContext()).newPage();
  const loaded = new Set();
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { origin, pathname } = new URL(request.url());
    // Only the app's own scripts: nothing else may load, and nothing else is ours to count.
    if (origin === server.url && !isWorkerPath(pathname)) loaded.add(pathname.slice(1));
    lastScriptAt = Date.now();
  });
  await page.goto(`${server.url}/`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  while (Date.now() - lastScriptAt < QUIET_MS) await page.waitForTimeout(250);

  const firstScreenFiles = [...loaded].sort();
  // The service worker (sw.js and its Workbox runtime) is not page code: it has a line of its own.
  const isWorker = (name) => name === 'sw.js' || /^workbox-[\w-]+\.js$/.test(name);
  const appFiles = json.assets
    .map((asset) => asset.name)
    .filter(
      (name) => name.endsWith('.js') && !name.includes('emulator-sign-in') && !isWorker(name),
    );
  const workerFiles = json.assets.map((asset) => asset.name).filter(isWorker);
  const firstScreen = firstScreenFiles.reduce((sum, file) => sum + gzipped(file), 0);
  const total = appFiles.reduce((sum, file) => sum + gzipped(file), 0);
  // Firestore must not be needed to show the landing page.
  const firestoreFiles = json.chunks
    .filter((chunk) =>
      (chunk.modules ?? []).some((m) => /@firebase[\\/]firestore/.test(m.name ?? '')),
    )
    .flatMap((chunk) => chunk.files);
  const firestoreInFirstScreen = firstScreenFiles.some((file) => firestoreFiles.includes(file));

  console.log('Production build, gzipped JavaScript (level 9):');
  for (const file of appFiles.sort()) {
    const marker = firstScreenFiles.includes(file) ? ' (first screen)' : '';
    console.log(`  ${file.padEnd(40)} ${kb(gzipped(file)).padStart(8)} KB${marker}`);
  }
  const within = firstScreen <= FIRST_SCREEN_BUDGET_KIB * 1024;
  console.log(
    `First screen (/ signed out, ${firstScreenFiles.length} scripts until idle): ${kb(firstScreen)} KB ` +
      `(budget ${FIRST_SCREEN_BUDGET_KIB} KB: ${within ? 'within' : 'OVER BUDGET'})`,
  );
  console.log(`All app JavaScript: ${kb(total)} KB`);
  const worker = workerFiles.reduce((sum, file) => sum + gzipped(file), 0);
  console.log(`Service worker (${workerFiles.join(', ') || 'none'}): ${kb(worker)} KB`);
  console.log(
    `Firestore code in the first screen: ${firestoreInFirstScreen ? 'YES (should not be)' : 'no'}`,
  );
  const checked = checkedFiles(outDir, stats);
  const sameFiles = checked.join() === firstScreenFiles.join();
  if (!sameFiles) {
    console.log(
      `npm run test:bundle counts other scripts (${checked.join(', ')}): ` +
        'update LANDING_CHUNKS in scripts/lib/firstScreen.mjs',
    );
  }
  if (!within || firestoreInFirstScreen || !sameFiles) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
