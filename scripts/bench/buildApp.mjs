// Builds the app for production, as `npm run build` does, into a folder of our choosing, with
// the Firebase settings taken from process.env (webpack.config.js bakes them in at build time).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Resolves to webpack's stats once the production build is in outDir; throws with webpack's
 * errors otherwise.
 */
export async function buildApp(outDir) {
  const webpack = require('webpack');
  const makeConfig = require('../../webpack.config.js');
  const config = makeConfig({}, { mode: 'production' });
  config.output.path = outDir;
  config.infrastructureLogging = { level: 'error' };
  const stats = await new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, result) =>
      compiler.close(() => (error ? reject(error) : resolve(result))),
    );
  });
  if (stats.hasErrors())
    throw new Error(`The production build failed:\n${stats.toString('errors-only')}`);
  for (const page of ['index.html', 'emulator-sign-in.html']) {
    if (!fs.existsSync(`${outDir}/${page}`)) {
      throw new Error(`The production build has no ${page} (is FIREBASE_USE_EMULATORS=true set?).`);
    }
  }
  return stats;
}
