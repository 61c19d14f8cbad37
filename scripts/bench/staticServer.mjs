// A tiny static file server for the production build, with the SPA fallback Firebase Hosting
// has (firebase.json rewrites every path to index.html): a path that is not a file gets
// index.html, so /boards/<id> loads the app. Text is sent gzipped to a browser that accepts it,
// as Hosting does, so that Lighthouse's simulated slow network downloads what a real one would.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSED = /\.(html|js|css|json|map|svg|webmanifest|txt)$/;

/**
 * Each version of a file gzipped once. Files can change while served (a new build into the same
 * folder; the e2e test that "deploys" a new service worker by rewriting sw.js), so a version is
 * its path, size and modification time.
 */
const gzipped = new Map();
function gzippedFile(file) {
  const { size, mtimeMs } = fs.statSync(file);
  const version = `${file}:${size}:${mtimeMs}`;
  if (!gzipped.has(version)) gzipped.set(version, gzipSync(fs.readFileSync(file)));
  return gzipped.get(version);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves `root` on host:port; resolves to { url, close() } once listening. `portSetting` names
 * the environment variable that picks another port, for the message when this one is taken.
 */
export function serveStatic(root, { host = '127.0.0.1', port, portSetting = 'BENCH_APP_PORT' }) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(root, path.normalize(decodeURIComponent(pathname)));
    if (!file.startsWith(root)) file = path.join(root, 'index.html'); // No escaping the folder.
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) file = path.join(root, 'index.html');
    const hashed = /\.[0-9a-f]{8}\.js$/.test(file); // webpack's [contenthash]: cacheable forever.
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSED.test(file) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      response.end(gzippedFile(file));
      return;
    }
    response.writeHead(200, headers);
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new Error(
          `Could not serve the build on ${host}:${port} (${error.code}). Pick another port with ${portSetting}=<port>.`,
        ),
      ),
    );
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
