// `npm run bench:lighthouse` prints Lighthouse's figures for the signed-out landing page `/`
// of the production build; `npm run test:lighthouse` (part of `npm test`) also fails when they
// miss the budget. Lighthouse's default mobile run: a mid-range phone, simulated slow 4G and a
// 4× slower CPU, in Debian's Chromium. The machine is shared and busy, so one warm-up run is
// thrown away and the budget holds the median of the runs that follow.
//
//   node scripts/lighthouse.mjs [--runs 3] [--check] [--url <url>]
//
//   --runs   measured runs (default 3), after one warm-up
//   --check  exit 1 when the median misses the budget below
//   --url    measure a page already served instead of building and serving the app here
//   --dist   serve this production build (e.g. the e2e run's preview) instead of building one
//
// Env: LIGHTHOUSE_APP_PORT (default 3360), CHROME_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from './bench/buildApp.mjs';
import { serveStatic } from './bench/staticServer.mjs';

/** The landing page's budget (issue 34): scores out of 100, times in milliseconds. */
export const LANDING_BUDGET = { performance: 98, accessibility: 100, lcpMs: 1200 };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    check: { type: 'boolean', default: false },
    url: { type: 'string' },
    dist: { type: 'string' },
  },
});
const runs = Number(values.runs);

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh Chromium (no cache, no service worker from a run before). */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
    );
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => audit.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

const row = (label, figures) =>
  `${label.padEnd(8)} Performance ${String(figures.performance).padStart(3)}  ` +
  `Accessibility ${String(figures.accessibility).padStart(3)}  ` +
  `FCP ${Math.round(figures.fcpMs).toString().padStart(5)} ms  ` +
  `LCP ${Math.round(figures.lcpMs).toString().padStart(5)} ms  ` +
  `TBT ${Math.round(figures.tbtMs).toString().padStart(4)} ms  CLS ${figures.cls.toFixed(3)}`;

let server = null;
let outDir = null;
let url = values.url;
try {
  if (!url) {
    let root = values.dist && path.resolve(values.dist);
    if (!root) {
      // The build the tests run against (the emulators'); signed out, / needs no emulator.
      process.env.FIREBASE_USE_EMULATORS = 'true';
      root = outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-lighthouse-'));
      const started = Date.now();
      await buildApp(outDir);
      console.log(`Built for production in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    const port = Number(process.env.LIGHTHOUSE_APP_PORT || 3360);
    server = await serveStatic(root, { port, portSetting: 'LIGHTHOUSE_APP_PORT' });
    url = `${server.url}/`;
  }
  console.log(`Lighthouse (mobile, simulated slow 4G) on ${url}`);
  console.log(row('warm-up', await measure(url)));
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const figures = await measure(url);
    results.push(figures);
    console.log(row(`run ${run}`, figures));
  }
  const summary = Object.fromEntries(
    ['performance', 'accessibility', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'].map((key) => [
      key,
      median(results.map((figures) => figures[key])),
    ]),
  );
  console.log(row('median', summary));
  const failing = [...new Set(results.flatMap((figures) => figures.failing))];
  if (failing.length) console.log(`Failed audits: ${failing.join(', ')}`);

  if (values.check) {
    const misses = [];
    if (summary.performance < LANDING_BUDGET.performance)
      misses.push(`Performance ${summary.performance} < ${LANDING_BUDGET.performance}`);
    if (summary.accessibility < LANDING_BUDGET.accessibility)
      misses.push(`Accessibility ${summary.accessibility} < ${LANDING_BUDGET.accessibility}`);
    if (summary.lcpMs > LANDING_BUDGET.lcpMs)
      misses.push(`LCP ${Math.round(summary.lcpMs)} ms > ${LANDING_BUDGET.lcpMs} ms`);
    if (misses.length) {
      console.error(`The landing page misses its Lighthouse budget: ${misses.join('; ')}.`);
      process.exitCode = 1;
    } else {
      console.log(
        `Within the landing page's budget (Performance ≥ ${LANDING_BUDGET.performance}, ` +
          `Accessibility ${LANDING_BUDGET.accessibility}, LCP ≤ ${LANDING_BUDGET.lcpMs} ms).`,
      );
    }
  }
} finally {
  await server?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
}
