// Runs a command against fresh, throw-away emulators and exits with its exit code.
//
//   node scripts/with-emulators.mjs [--only auth,firestore] [--verbose] -- <command...>
//
// The command gets FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST (host:port of the
// emulators started), GCLOUD_PROJECT and FIREBASE_PROJECT_ID, and node_modules/.bin on
// its PATH. Nothing is imported or saved.
//
// Ports: its own, not `npm start`'s, so the tests it runs (`npm run test:rules`) can run while
// `npm start` does: Firestore on RULES_FIRESTORE_EMULATOR_PORT (default 8380), Auth on
// RULES_AUTH_EMULATOR_PORT (default 9399). Project etc. as for emulators.mjs.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startEmulators } from './emulators.mjs';

const PORTS = {
  auth: { envVar: 'RULES_AUTH_EMULATOR_PORT', port: 9399 },
  firestore: { envVar: 'RULES_FIRESTORE_EMULATOR_PORT', port: 8380 },
};

const usage =
  'Usage: node scripts/with-emulators.mjs [--only auth,firestore] [--verbose] -- <command...>';
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const options = split < 0 ? argv : argv.slice(0, split);
const command = split < 0 ? [] : argv.slice(split + 1);
let only = ['auth', 'firestore'];
let verbose = false;
for (let i = 0; i < options.length; i++) {
  const option = options[i];
  if (option === '--verbose') verbose = true;
  else if (option === '--only' || option.startsWith('--only=')) {
    only = (option === '--only' ? (options[++i] ?? '') : option.slice(7))
      .split(',')
      .filter(Boolean);
  } else fail(`Unknown option ${option}.`);
}
if (only.length === 0 || only.some((name) => !['auth', 'firestore'].includes(name))) {
  fail('--only takes auth, firestore or auth,firestore.');
}
if (command.length === 0) fail('No command given.');

function fail(message) {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let session;
try {
  session = await startEmulators({
    only,
    ports: PORTS,
    persist: false,
    onOutput: verbose ? (name, line) => console.error(`[${name}] ${line}`) : undefined,
  });
} catch (error) {
  console.error(`Could not start the emulators: ${error.message}`);
  process.exit(1);
}
console.error(
  `Emulators ready in ${(session.startupMs / 1000).toFixed(1)} s: ` +
    Object.entries(session.env)
      .filter(([key]) => key.endsWith('_HOST'))
      .map(([key, value]) => `${key}=${value}`)
      .join(' '),
);

// The command stays in our process group, so Ctrl+C reaches it directly; we forward
// SIGTERM/SIGHUP and stop the emulators once it has exited.
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...session.env,
    PATH: [path.join(ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
  },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => signal !== 'SIGINT' && child.kill(signal));
}
let emulatorDied = false;
session.died.then(({ proc, code, signal }) => {
  emulatorDied = true;
  console.error(
    `The ${proc.name} emulator stopped unexpectedly (${signal ?? `code ${code}`}):\n${proc.tail()}`,
  );
  child.kill('SIGTERM');
});
const exitCode = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`Could not run ${command[0]}: ${error.message}`);
    resolve(127);
  });
  child.on('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
});
await session.stop();
process.exit(emulatorDied && exitCode === 0 ? 1 : exitCode);
