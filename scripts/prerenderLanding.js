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

/**
 * Runs as the parser reaches it, right after the root: the page's language (set on <html> by
 * index.html's first script) picks its prerendered landing page. Until it has, index.html's
 * style keeps an English landing page hidden on a page in another language.
 */
const SWAP_SCRIPT = `<script>(function (root) {
  var locale = document.documentElement.lang;
  var variant = document.getElementById('landing-' + locale);
  if (locale === root.dataset.locale || !variant) return;
  root.replaceChildren(variant.content.cloneNode(true));
  root.dataset.locale = locale;
})(document.getElementById('root'));</script>`;

/**
 * Loads the app's scripts (main.js and the files webpack split from it) once the prerendered
 * landing page has painted (its first contentful paint), or at once when the page shows no
 * landing page (another path, someone signed in, a tab in the background). As `defer` scripts in
 * <head>, they often ran before the first paint on a fast machine: the paint then waited for
 * 120 KiB of script to run, and Lighthouse, seeing the largest paint come after main.js ran,
 * counted main.js as needed for it (its simulated LCP on slow 4G went from 0.7 to 3 s). Their
 * order does not matter: webpack's runtime starts the app once all have arrived. The paths are
 * in `data-scripts`, where the bundle check reads them (scripts/lib/firstScreen.mjs).
 */
const loaderScript = (sources) => `<script data-scripts="${sources.join(' ')}">(function (sources) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var landing = document.documentElement.dataset.prerender !== 'hidden';
  // A button pressed before the app listens is pressed again once it does (src/app/earlyClick.ts).
  var root = document.getElementById('root');
  root.addEventListener('click', function remember(event) {
    if (root.dataset.appStarted !== undefined) return root.removeEventListener('click', remember, true);
    var button = event.target.closest && event.target.closest('button');
    if (button) window.boardsEarlyClick = button;
  }, true);
  if (!landing || document.visibilityState !== 'visible' || !window.PerformanceObserver) return load();
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load);
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return load();
  }
  // Never later than this, should no paint be reported.
  setTimeout(load, 400);
})(document.currentScript.dataset.scripts.split(' '));</script>`;

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
      let sources = [];
      // The app's scripts leave <head>: the loader after the root asks for them (loaderScript).
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PrerenderLandingPlugin',
        (data) => {
          if (data.outputName !== 'index.html') return data;
          const scripts = data.headTags.filter(
            (tag) => tag.tagName === 'script' && /^\/js\/.*\.js$/.test(tag.attributes.src ?? ''),
          );
          if (!scripts.some((tag) => /\/main\.[^/]*\.js$/.test(tag.attributes.src))) {
            throw new Error('index.html has no main.js script to load after the paint');
          }
          sources = scripts.map((tag) => tag.attributes.src);
          data.headTags = data.headTags.filter((tag) => !scripts.includes(tag));
          return data;
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(
        'PrerenderLandingPlugin',
        async (data) => {
          if (data.outputName !== 'index.html') return data;
          if (!data.html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
          const { prerenderLanding } = await buildPrerenderer(compiler.options);
          // English in the root; German and Arabic beside it, inert, for the script after the
          // root to swap in before the first paint when the page is in one of them (the styles
          // are the same components', so English's serve all three).
          const { html, styles } = prerenderLanding('en');
          const others = ['de', 'ar']
            .map((locale) => {
              const variant = prerenderLanding(locale).html;
              return `<template id="landing-${locale}">${variant}</template>`;
            })
            .join('');
          data.html = data.html
            .replace('</head>', () => `${styles}</head>`)
            .replace(
              EMPTY_ROOT,
              () =>
                `<div id="root" data-prerendered="landing" data-locale="en">${html}</div>` +
                others +
                SWAP_SCRIPT +
                loaderScript(sources),
            );
          return data;
        },
      );
    });
  }
}

module.exports = { PrerenderLandingPlugin, buildPrerenderer };
