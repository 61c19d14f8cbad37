// `npm start`: the Firebase emulators, then the webpack dev server, until Ctrl+C.
//
//   node scripts/start.mjs [--fresh] [--no-persist] [--emulators-only] [--verbose]
//
//   --fresh           delete the saved emulator data first (it's saved again on exit)
//   --no-persist      start empty and save nothing (end-to-end tests)
//   --emulators-only  no dev server, just the emulators
//   --verbose         show the emulators' own output
//
// Env: HOST/PORT (dev server, default 127.0.0.1:3000), AUTH_EMULATOR_PORT,
// FIRESTORE_EMULATOR_PORT, FIREBASE_PROJECT_ID, EMULATOR_DATA_DIR (see emulators.mjs).
import net from 'node:net';
import fsD from 'node:fs';
const D=(m)=>fsD.appendFileSync('/tmp/authx/dbg', `${Date.now()} ${m}\n`);
process.on('exit',(c)=>D('exit '+c));process.on('uncaughtException',(e)=>{D('uncaught '+e.stack);process.exit(99)});
import path from 'node:path';
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
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
const launched = Date.now();
// When the terminal closes (SIGHUP), writing to it fails: ignore that and still save and stop.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const starting = startEmulators({
  fresh: flags.has('--fresh'),
  persist,
  rules: true,
  onOutput: flags.has('--verbose')
    ? (name, line) => console.error(`[${name}] ${line}`)
    : undefined,
  log: (message) => console.log(`[emulators] ${message}`),
});
let devServer;

let stopping = false;
async function shutdown(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) console.error(message);
  const session = await starting.catch(() => undefined); // Let a start in progress finish first.
  D('session '+!!session);
  process.stdout.on('error',(e)=>D('stdout err '+e.code));process.stdout.on('close',()=>D('stdout close'));
  if (session) console.log(persist ? `Saving data to ${session.config.dataDir} and stopping…` : 'Stopping…');
  D('after log');
  await Promise.all([devServer?.stop(), session?.stop()]);
  D('stopped');
  if (session) console.log('Stopped.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    D('signal '+signal);
    // A second Ctrl+C quits at once; the watchdog in emulators.mjs then kills the children.
    if (stopping) process.exit(130);
    shutdown(0);
  });
}

function assertPortFree() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', (error) =>
      reject(new Error(`The dev server port ${host}:${port} is in use (${error.code}). Set PORT=<port> to use another.`)),
    );
    server.listen(port, host, () => server.close(resolve));
  });
}

async function startDevServer(env) {
  await assertPortFree();
  const webpack = path.join(ROOT, 'node_modules/.bin/webpack');
  const proc = spawnGroup('dev server', webpack, ['serve', '--mode', 'development'], {
    env: { ...process.env, ...env, HOST: host, PORT: String(port) },
    inherit: true, // Compile errors and warnings belong on the developer's screen.
  });
  devServer = proc;
  let exited = false;
  proc.exited.then(() => (exited = true));
  // The dev server holds requests until the first build is done, so allow a long wait.
  for (const end = Date.now() + 180000; !exited && Date.now() < end; ) {
    try {
      const response = await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(120000) });
      if (response.ok) return proc;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(exited ? 'The dev server exited (see its output above).' : `No answer on http://${host}:${port}/.`);
}

try {
  const session = await starting;
  const { config } = session;
  const emulatorsReady = Date.now() - launched;
  if (!flags.has('--emulators-only')) {
    await startDevServer({
      EMULATOR_HOST: config.auth.host,
      AUTH_EMULATOR_PORT: String(config.auth.port),
      FIRESTORE_EMULATOR_PORT: String(config.firestore.port),
      FIREBASE_PROJECT_ID: config.projectId,
    });
  }
  if (stopping) await new Promise(() => {}); // A signal came during start-up: shutdown() exits.
  const [auth, firestore] = ['auth', 'firestore'].map((name) => session.emulators.find((p) => p.name === name));
  console.log(
    [
      '',
      flags.has('--emulators-only') ? '  Boards emulators are running.' : `  Boards is running at http://${host}:${port}/`,
      '',
      `  Auth emulator:       http://${config.auth.host}:${config.auth.port}  (${auth.label})`,
      `  Firestore emulator:  http://${config.firestore.host}:${config.firestore.port}  (${firestore.label})`,
      `  Project:             ${config.projectId}`,
      `  Data folder:         ${persist ? `${config.dataDir} (saved on exit)` : 'none (--no-persist: starts empty, saves nothing)'}`,
      `  Started in ${seconds(Date.now() - launched)} (emulators ready after ${seconds(emulatorsReady)})`,
      '',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  const died = await Promise.race([
    session.died,
    devServer ? devServer.exited.then((exit) => (devServer.stopping ? new Promise(() => {}) : { ...exit, proc: devServer })) : new Promise(() => {}),
  ]);
  const how = died.signal ? `signal ${died.signal}` : `code ${died.code}`;
  const tail = died.proc === devServer ? '(see its output above)' : `Its last output:\n${died.proc.tail()}`;
  await shutdown(1, `\nThe ${died.proc.name} ${died.proc === devServer ? '' : 'emulator '}stopped unexpectedly (${how}). ${tail}`);
} catch (error) {
  await shutdown(1, `\nCould not start: ${error.message}`);
}
