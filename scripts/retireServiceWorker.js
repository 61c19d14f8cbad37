// Served as /sw.js by the development server only (webpack.config.js). A browser that still has
// a production build's service worker for this address (a build once served on this port) would
// go on serving that old app instead of the code being edited. When the browser checks that
// worker for an update it gets this one instead, which removes itself and reloads its pages.
const worker = globalThis;
worker.addEventListener('install', () => worker.skipWaiting());
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    worker.registration
      .unregister()
      .then(() => worker.clients.matchAll({ type: 'window' }))
      .then((pages) => Promise.all(pages.map((page) => page.navigate(page.url)))),
  );
});
