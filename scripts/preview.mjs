// `npm run preview`: the production build, service worker and all, served as Firebase Hosting
// would serve it (every path that is not a file gets index.html), against the local emulators.
// It starts no emulators: run `npm run emulators` beside it. Ctrl+C stops it.
//
//   node scripts/preview.mjs [--out-dir <dir>]
//
//   --out-dir  where to build (default dist/)
//
// Env: PREVIEW_PORT (default 3001: src/config/defaults.js), HOST, and the emulators' ports and
// project baked into the build as `npm start` reads them: AUTH_EMULATOR_PORT,
// FIRESTORE_EMULATOR_PORT, FUNCTIONS_EMULATOR_PORT, FIREBASE_PROJECT_ID.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULTS } from '../src/config/defaults.js';
import { buildApp } from './bench/buildApp.mjs';
import { serveStatic } from './bench/staticServer.mjs';
import { ROOT } from './emulators.mjs';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
const outDir = path.resolve(values['out-dir'] ?? path.join(ROOT, 'dist'));
const host = process.env.HOST || DEFAULTS.devServerHost;
const port = Number(process.env.PREVIEW_PORT || DEFAULTS.previewPort);
// The preview is for the emulators, whatever real project settings the shell has.
process.env.FIREBASE_USE_EMULATORS = 'true';

const started = Date.now();
const shown = outDir.startsWith(ROOT + path.sep) ? path.relative(ROOT, outDir) : outDir;
console.log(`Building for production into ${shown}…`);
await buildApp(outDir);
const server = await serveStatic(outDir, { host, port, portSetting: 'PREVIEW_PORT' });
console.log(
  `Built in ${((Date.now() - started) / 1000).toFixed(1)} s. The production build: ${server.url}` +
    ' (needs the emulators: npm run emulators)',
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}
