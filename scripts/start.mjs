// `npm start`: the Firebase emulators, then the webpack dev server, until Ctrl+C.
//
//   node scripts/start.mjs [--fresh] [--no-persist] [--emulators-only] [--verbose]
//
//   --fresh           delete the saved emulator data first (it's saved again on exit)
//   --no-persist      start empty and save nothing (end-to-end tests)
//   --emulators-only  no dev server, just the emulators
//   --verbose         show the emulators' own output
//
// Env: HOST/PORT (dev server, default 127.0.0.1:3000: src/config/defaults.js), AUTH_EMULATOR_PORT,
// FIRESTORE_EMULATOR_PORT, FUNCTIONS_EMULATOR_PORT, FIREBASE_PROJECT_ID, EMULATOR_DATA_DIR
// (see emulators.mjs).
import net from 'node:net';
import path from 'node:path';
import { DEFAULTS } from '../src/config/defaults.js';
import { ROOT, spawnGroup, startEmulators } from './emulators.mjs';

const FLAGS = ['--fresh', '--no-persist', '--emulators-only', '--verbose'];
const flags = new Set(process.argv.slice(2));
for (const flag of flags) {
  if (!FLAGS.includes(flag)) {
    console.error(`Unknown option ${flag}. Options: ${FLAGS.join(' ')}`);
    process.exit(2);
  }
}
const persist = !flags.has('--no-persist');
const host = process.env.HOST || DEFAULTS.devServerHost;
const port = Number(process.env.PORT || DEFAULTS.devServerPort);
const launched = Date.now();
// When the terminal closes (SIGHUP), writing to it fails: ignore that and still save and stop.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const cancelStart = new AbortController();
const starting = startEmulators({
  cancel: cancelStart.signal,
  fresh: flags.has('--fresh'),
  persist,
  rules: true,
  onOutput: flags.has('--verbose') ? (name, line) => console.error(`[${name}] ${line}`) : undefined,
  log: (message) => console.log(`[emulators] ${message}`),
});
let devServer;
let sweeper;
let dueTicker;

let stopping = false;
async function shutdown(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) console.error(message);
  cancelStart.abort(); // A start-up still in progress stops what it started and rejects.
  const session = await starting.catch(() => undefined);
  if (session)
    console.log(persist ? `Saving data to ${session.config.dataDir} and stopping…` : 'Stopping…');
  await Promise.all([devServer?.stop(), sweeper?.stop(), dueTicker?.stop(), session?.stop()]);
  if (session) console.log('Stopped.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl+C quits at once; the watchdog in emulators.mjs then kills the children.
    // (Only Ctrl+C: a closing terminal sends SIGHUP more than once.)
    if (stopping && signal === 'SIGINT') process.exit(130);
    shutdown(0);
  });
}

function assertPortFree() {
  return new Promise((resolve, reject) => {
    const server = net
      .createServer()
      .once('error', (error) =>
        reject(
          new Error(
            `The dev server port ${host}:${port} is in use (${error.code}). Set PORT=<port> to use another.`,
          ),
        ),
      );
    server.listen(port, host, () => server.close(resolve));
  });
}

async function startDevServer(env) {
  await assertPortFree();
  const webpack = path.join(ROOT, 'node_modules/.bin/webpack');
  devServer = spawnGroup('dev server', webpack, ['serve', '--mode', 'development'], {
    env: { ...process.env, ...env, HOST: host, PORT: String(port) },
    inherit: true, // Compile errors and warnings belong on the developer's screen.
  });
  let exited = false;
  devServer.exited.then(() => (exited = true));
  // The dev server holds requests until the first build is done, so allow a long wait.
  const end = Date.now() + 180000;
  while (!exited && Date.now() < end) {
    try {
      const response = await fetch(`http://${host}:${port}/`, {
        signal: AbortSignal.timeout(120000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    exited
      ? 'The dev server exited (see its output above).'
      : `The dev server did not answer on http://${host}:${port}/.`,
  );
}

/**
 * One of the server's scheduled functions run on a timer against the emulators (which do not
 * run them): the sweep (scripts/sweepEmulators.mjs) and the due reminders (dueEmulators.mjs).
 */
function startScheduled(name, script, config) {
  return spawnGroup(name, process.execPath, [path.join(ROOT, 'scripts', script)], {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: `${config.firestore.host}:${config.firestore.port}`,
      GCLOUD_PROJECT: config.projectId,
      // No Google Cloud metadata server here: the Admin SDK would look for one every run and
      // warn (MetadataLookupWarning) each time.
      METADATA_SERVER_DETECTION: 'none',
    },
    inherit: true,
  });
}

/** Resolves when the process exits without having been asked to. */
const unexpectedExit = (proc) =>
  proc.exited.then((exit) => (proc.stopping ? new Promise(() => {}) : { ...exit, proc }));

try {
  const session = await starting;
  const { config } = session;
  const emulatorsReady = Date.now() - launched;
  if (!flags.has('--emulators-only')) {
    await startDevServer({
      EMULATOR_HOST: config.auth.host,
      AUTH_EMULATOR_PORT: String(config.auth.port),
      FIRESTORE_EMULATOR_PORT: String(config.firestore.port),
      FUNCTIONS_EMULATOR_PORT: String(config.functions.port),
      FIREBASE_PROJECT_ID: config.projectId,
    });
  }
  sweeper = startScheduled('sweep', 'sweepEmulators.mjs', config);
  dueTicker = startScheduled('due', 'dueEmulators.mjs', config);
  if (stopping) await new Promise(() => {}); // A signal came during start-up: shutdown() exits.
  const [auth, firestore, functions] = ['auth', 'firestore', 'functions'].map((name) =>
    session.emulators.find((proc) => proc.name === name),
  );
  const data = persist
    ? `${config.dataDir} (saved on exit)`
    : 'none (--no-persist: starts empty, saves nothing)';
  console.log(
    [
      '',
      flags.has('--emulators-only')
        ? '  Boards emulators are running.'
        : `  Boards is running at http://${host}:${port}/`,
      '',
      `  Auth emulator:       http://${config.auth.host}:${config.auth.port}  (${auth.label})`,
      `  Firestore emulator:  http://${config.firestore.host}:${config.firestore.port}  (${firestore.label})`,
      `  Functions emulator:  http://${config.functions.host}:${config.functions.port}  (${functions.label}, serving functions/)`,
      `  Sweep:               every minute (the server's sweepLeftovers: docs/features.md)`,
      `  Due run:             every minute (the server's dueTick: reminders, repeating cards)`,
      `  Project:             ${config.projectId}`,
      `  Data folder:         ${data}`,
      `  Started in ${seconds(Date.now() - launched)} (emulators ready after ${seconds(emulatorsReady)})`,
      '',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const died = await Promise.race([
    session.died,
    ...(devServer ? [unexpectedExit(devServer)] : []),
  ]);
  const how = died.signal ? `signal ${died.signal}` : `code ${died.code}`;
  const message =
    died.proc === devServer
      ? `The dev server stopped unexpectedly (${how}); see its output above.`
      : `The ${died.proc.name} emulator stopped unexpectedly (${how}). Its last output:\n${died.proc.tail()}`;
  await shutdown(1, `\n${message}`);
} catch (error) {
  await shutdown(1, `\nCould not start: ${error.message}`);
}
