// `npm run test:bundle`, part of `npm test`: fails when the first screen's JavaScript (every
// script the landing page `/` loads signed out, production build, gzipped) is over budget.
// It builds into a temporary folder, so it leaves dist/ alone. `npm run bench` measures the same
// figure in Chromium and prints the whole app's besides.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './bench/buildApp.mjs';
import { FIRST_SCREEN_BUDGET_KIB, firstScreenFiles, gzippedSize, kib } from './lib/firstScreen.mjs';

// The build the tests run against (the emulators'), whatever real project settings the shell has.
process.env.FIREBASE_USE_EMULATORS = 'true';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-check-bundle-'));
try {
  const stats = await buildApp(outDir);
  const files = firstScreenFiles(outDir, stats);
  const sizes = files.map((file) => ({ file, bytes: gzippedSize(outDir, file) }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  for (const { file, bytes } of sizes)
    console.log(`  ${file.padEnd(40)} ${kib(bytes).padStart(8)} KiB`);
  const figure = `The first screen's scripts (/ signed out, production build, gzipped) weigh ${kib(total)} KiB`;
  if (total > FIRST_SCREEN_BUDGET_KIB * 1024) {
    console.error(
      `${figure}: over the budget of ${FIRST_SCREEN_BUDGET_KIB} KiB by ${kib(total - FIRST_SCREEN_BUDGET_KIB * 1024)} KiB.\n` +
        'Load what is not needed to show the landing page later (import() it where it is used); ' +
        '`npm run bench` lists every chunk.',
    );
    process.exitCode = 1;
  } else {
    console.log(`${figure}, within the budget of ${FIRST_SCREEN_BUDGET_KIB} KiB.`);
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
