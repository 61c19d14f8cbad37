// `npm run bench`: builds for production and prints the gzipped JavaScript of the first screen
// (the landing page, signed out) and of the whole app, against the budget. A benchmark, not a test.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const makeConfig = require('../webpack.config.js');

const FIRST_SCREEN_BUDGET_KB = 180;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const config = makeConfig({}, { mode: 'production' });
const stats = await new Promise((resolve, reject) =>
  webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}
const json = stats.toJson({
  all: false,
  entrypoints: true,
  chunks: true,
  chunkModules: true,
  assets: true,
  cachedAssets: true,
});
const outDir = config.output.path;
const gzipped = (file) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
const isJs = (file) => file.endsWith('.js');

const firstScreenFiles = json.entrypoints.main.assets.map((asset) => asset.name).filter(isJs);
// The service worker (sw.js) is not page code: it is shown on its own line.
const SERVICE_WORKER = 'sw.js';
const allAppFiles = json.assets
  .map((asset) => asset.name)
  .filter((name) => isJs(name) && !name.includes('emulator-sign-in') && name !== SERVICE_WORKER);
const firstScreen = firstScreenFiles.reduce((sum, file) => sum + gzipped(file), 0);
const total = allAppFiles.reduce((sum, file) => sum + gzipped(file), 0);

// Firestore must arrive after the first paint: no Firestore module in an initial chunk.
const firestoreInFirstScreen = json.chunks
  .filter((chunk) => chunk.initial && chunk.names.includes('main'))
  .some((chunk) => (chunk.modules ?? []).some((m) => /@firebase[\\/]firestore/.test(m.name ?? '')));

console.log('Production bundle, gzipped JavaScript (level 9):');
for (const file of allAppFiles.sort()) {
  const marker = firstScreenFiles.includes(file) ? ' (first screen)' : '';
  console.log(`  ${file.padEnd(40)} ${kb(gzipped(file)).padStart(8)} KB${marker}`);
}
console.log(
  `First screen (landing, signed out): ${kb(firstScreen)} KB (budget ${FIRST_SCREEN_BUDGET_KB} KB: ${
    firstScreen <= FIRST_SCREEN_BUDGET_KB * 1024 ? 'within' : 'OVER'
  })`,
);
console.log(`All app JavaScript: ${kb(total)} KB`);
console.log(
  `Service worker (${SERVICE_WORKER}, production only): ${kb(gzipped(SERVICE_WORKER))} KB`,
);
console.log(
  `Firestore code in the first screen: ${firestoreInFirstScreen ? 'YES (should not be)' : 'no'}`,
);
