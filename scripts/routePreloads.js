// A webpack plugin: index.html preloads the code of a signed-in page opened directly (a
// bookmark, a reload, a shared link), so it downloads while main.js runs instead of after it.
// Without it, the page's chunks (its screen, the boards' sagas, Firestore's SDK, Auth) are only
// asked for once main.js has run. On localhost that saved 3 % of a cold 5,000-card board's first
// render (1,137 → 1,103 ms, bench:compare); over a real network it saves a round trip per chunk.
// The landing page `/` preloads nothing (`npm run bench` measures what it loads); the service
// worker precaches the same files, so offline this changes nothing.
/* global window, document -- preloadRouteChunks runs in the page, from index.html */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Paths (as regular expressions) and the named chunks (webpackChunkName) their page loads. */
const ROUTES = [
  { path: '^/boards/[^/]+/?$', chunks: ['firebase-auth', 'board', 'boards-sagas', 'firestore'] },
  { path: '^/dashboard/?$', chunks: ['firebase-auth', 'dashboard', 'boards-sagas', 'firestore'] },
];

/** Runs in the page, from an inline script in <head>: one <link rel=preload> per file. */
function preloadRouteChunks(routes) {
  var path = window.location.pathname;
  routes.forEach(function (route) {
    if (!new RegExp(route.path).test(path)) return;
    route.files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = file;
      document.head.appendChild(link);
    });
  });
}

class RoutePreloadsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('RoutePreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'RoutePreloadsPlugin',
        (data) => {
          if (data.outputName !== 'index.html') return data;
          const publicPath = compilation.outputOptions.publicPath;
          // A chunk group's files include the shared chunks split out of it (vendor code).
          const filesOf = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) throw new Error(`routePreloads: no chunk named "${name}"`);
            return group.getFiles().filter((file) => file.endsWith('.js'));
          };
          const routes = ROUTES.map((route) => ({
            path: route.path,
            files: [...new Set(route.chunks.flatMap(filesOf))].map((file) => publicPath + file),
          }));
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject(
              'script',
              {},
              `(${preloadRouteChunks.toString()})(${JSON.stringify(routes)});`,
            ),
          );
          return data;
        },
      );
    });
  }
}

module.exports = { RoutePreloadsPlugin };
