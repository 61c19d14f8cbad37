// Builds the single-page app. `--mode development` for `npm start`, `--mode production` for deploys.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PrerenderLandingPlugin } = require('./scripts/prerenderLanding');
const { RoutePreloadsPlugin } = require('./scripts/routePreloads');
const CopyPlugin = require('copy-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');

const { DEFAULTS, parseCacheSizeBytes } = require('./src/config/defaults');
const { themeStyleSheet } = require('./src/styles/palettes');

/**
 * Firebase settings baked into the bundle; no API key means the local emulators. Unset ones
 * stay empty: src/config/env.ts fills in the defaults (src/config/defaults.js).
 */
function appEnvironment() {
  const env = process.env;
  const useEmulators = env.FIREBASE_USE_EMULATORS
    ? env.FIREBASE_USE_EMULATORS === 'true'
    : !env.FIREBASE_API_KEY;
  const cacheSize = env.FIRESTORE_CACHE_SIZE_BYTES ?? '';
  parseCacheSizeBytes(cacheSize); // Fails the build, in words, on a value the app would refuse.
  return {
    FIREBASE_USE_EMULATORS: String(useEmulators),
    FIREBASE_API_KEY: env.FIREBASE_API_KEY ?? '',
    FIREBASE_AUTH_DOMAIN: env.FIREBASE_AUTH_DOMAIN ?? '',
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? '',
    FIREBASE_APP_ID: env.FIREBASE_APP_ID ?? '',
    EMULATOR_HOST: env.EMULATOR_HOST ?? '',
    AUTH_EMULATOR_PORT: env.AUTH_EMULATOR_PORT ?? '',
    FIRESTORE_EMULATOR_PORT: env.FIRESTORE_EMULATOR_PORT ?? '',
    FUNCTIONS_EMULATOR_PORT: env.FUNCTIONS_EMULATOR_PORT ?? '',
    FIRESTORE_CACHE_SIZE_BYTES: cacheSize,
  };
}

/** The web app manifest (public/), whose theme colour index.html repeats for the browser's bar. */
const webManifest = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'public/manifest.webmanifest'), 'utf8'),
);

/**
 * The production service worker: precaches every file of the build but the emulator sign-in
 * page (the app shell, every route's chunks, the manifest and icons), so the app opens offline,
 * and answers every navigation with index.html. A new version waits until the person presses
 * Reload (src/services/appUpdates.ts sends SKIP_WAITING), so no page changes under an edit.
 */
function serviceWorker() {
  return new GenerateSW({
    swDest: 'sw.js',
    inlineWorkboxRuntime: true, // One file to serve with no-cache, not a runtime beside it.
    sourcemap: false,
    excludeChunks: ['emulator-sign-in'],
    exclude: [/\.map$/, /\.LICENSE\.txt$/, /^emulator-sign-in\.html$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.js$/, // Content-hashed: the name is the revision.
    navigateFallback: '/index.html',
    // Firebase's reserved /__/ paths (auth handler) and the emulator chooser are real pages.
    navigateFallbackDenylist: [/^\/__\//, /^\/emulator-sign-in\.html/],
    cleanupOutdatedCaches: true,
    skipWaiting: false,
    clientsClaim: true, // The first visit's page is offline-ready without a reload.
  });
}

module.exports = (_env, argv) => {
  const mode = argv.mode === 'production' ? 'production' : 'development';
  const appEnv = appEnvironment();
  const useEmulators = appEnv.FIREBASE_USE_EMULATORS === 'true';
  const defined = Object.fromEntries(
    Object.entries({ ...appEnv, NODE_ENV: mode }).map(([key, value]) => [
      `process.env.${key}`,
      JSON.stringify(value),
    ]),
  );

  // The end-to-end run's dev server (tests/e2e/environment.ts) serves the build it started
  // with: a file saved while the tests run must not reload the pages under test.
  const frozen = process.env.DEV_SERVER_FROZEN === '1';
  return {
    mode,
    ...(frozen ? { watchOptions: { ignored: /./ } } : {}),
    entry: {
      main: './src/index.tsx',
      // The local stand-in for Google's account chooser; never part of a real-project build.
      ...(useEmulators ? { 'emulator-sign-in': './src/emulator-sign-in/chooser.ts' } : {}),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: mode === 'production' ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: mode === 'production' ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    // main.js's packages in files of their own, so the browser compiles and runs the first
    // screen's script in three tasks instead of one of 50–200 ms (Lighthouse's Total Blocking
    // Time on the landing page, docs/performance.md). Only main's: every lazy page splits as
    // webpack's defaults say.
    optimization: {
      splitChunks: {
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'react-dom',
            chunks: (chunk) => chunk.name === 'main',
            priority: 20,
            enforce: true,
          },
          packages: {
            test: /[\\/]node_modules[\\/]/,
            name: 'packages',
            chunks: (chunk) => chunk.name === 'main',
            priority: 10,
            enforce: true,
          },
        },
      },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // envName follows the webpack mode so production never ships development JSX.
          use: { loader: 'babel-loader', options: { envName: mode, cacheDirectory: true } },
        },
        {
          // Message catalogs, compiled from .po when bundled (src/i18n/catalogs/*.ts import them).
          test: /\.po$/,
          use: { loader: '@lingui/loader', options: { failOnCompileError: true } },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(defined),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        chunks: ['main'],
        filename: 'index.html',
        templateParameters: { themeColor: webManifest.theme_color, themeStyle: themeStyleSheet() },
      }),
      new RoutePreloadsPlugin(),
      // The manifest and icons, as they are, at the site's root (dev server and build alike).
      new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      ...(useEmulators
        ? [
            new HtmlWebpackPlugin({
              template: './src/emulator-sign-in/chooser.html',
              chunks: ['emulator-sign-in'],
              filename: 'emulator-sign-in.html',
            }),
          ]
        : []),
      // Never in development: a worker there would serve yesterday's bundle while coding.
      ...(mode === 'production' ? [serviceWorker()] : []),
      // Production only: the dev server renders the landing page in the browser, as before.
      ...(mode === 'production' ? [new PrerenderLandingPlugin()] : []),
    ],
    performance: { hints: false }, // `npm run bench` measures the bundle against its budget.
    devServer: {
      host: process.env.HOST || DEFAULTS.devServerHost,
      port: Number(process.env.PORT || DEFAULTS.devServerPort),
      historyApiFallback: { disableDotRule: true, index: '/index.html' },
      // Development has no service worker; this /sw.js retires one a production build left here.
      setupMiddlewares: (middlewares) => [
        {
          name: 'retire-service-worker',
          path: '/sw.js',
          middleware: (_request, response) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(fs.readFileSync(path.join(__dirname, 'scripts/retireServiceWorker.js')));
          },
        },
        ...middlewares,
      ],
      client: { logging: 'warn', overlay: { warnings: false } },
      hot: !frozen,
      liveReload: !frozen,
      open: false,
    },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
};
