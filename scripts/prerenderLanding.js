// A webpack plugin for production builds: index.html carries the signed-out landing page `/`
// already rendered (src/app/prerenderLanding.tsx), its styled-components styles in <head>, so
// its words and sign-in button paint with the HTML instead of after main.js; src/index.tsx
// hydrates it. The page is rendered in Node from a second, small webpack build of that module
// (same Babel config, so styled-components' class names match the app's), with the packages
// left to Node's require. Every other path serves the same index.html: its pre-paint script
// hides the prerendered page there, and for a person the session hint says is signed in.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const ENTRY = path.resolve(__dirname, '../src/app/prerenderLanding.tsx');
const EMPTY_ROOT = '<div id="root"></div>';

/** Builds the prerender module for Node into a temporary folder; resolves to its exports. */
function buildPrerenderer(parentOptions) {
  // Under node_modules/.cache (as babel-loader's cache is), so that the module's require()
  // of the packages finds the project's node_modules; a folder per build, for parallel builds.
  const cacheDir = path.resolve(__dirname, '../node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'boards-prerender-'));
  const compiler = webpack({
    mode: 'production',
    target: 'node',
    entry: ENTRY,
    output: { path: outDir, filename: 'prerender.js', library: { type: 'commonjs2' } },
    resolve: parentOptions.resolve,
    module: { rules: parentOptions.module.rules },
    // Packages stay Node's own: one React, one styled-components, and a quicker build.
    externals: [
      ({ request }, callback) =>
        callback(null, /^[@a-z]/i.test(request) ? `commonjs ${request}` : undefined),
    ],
    plugins: parentOptions.plugins.filter((plugin) => plugin instanceof webpack.DefinePlugin),
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) =>
      compiler.close(() => {
        if (error || stats.hasErrors()) {
          fs.rmSync(outDir, { recursive: true, force: true });
          reject(
            error ??
              new Error(`Prerendering the landing page failed:\n${stats.toString('errors-only')}`),
          );
          return;
        }
        try {
          resolve(require(path.join(outDir, 'prerender.js')));
        } catch (loadError) {
          reject(loadError);
        } finally {
          fs.rmSync(outDir, { recursive: true, force: true });
        }
      }),
    );
  });
}

class PrerenderLandingPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderLandingPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(
        'PrerenderLandingPlugin',
        async (data) => {
          if (data.outputName !== 'index.html') return data;
          if (!data.html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
          const { prerenderLanding } = await buildPrerenderer(compiler.options);
          const { html, styles } = prerenderLanding('en');
          data.html = data.html
            .replace('</head>', () => `${styles}</head>`)
            .replace(EMPTY_ROOT, () => `<div id="root" data-prerendered="landing">${html}</div>`);
          return data;
        },
      );
    });
  }
}

module.exports = { PrerenderLandingPlugin, buildPrerenderer };
