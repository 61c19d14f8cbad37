// Starts and stops the local Firebase emulators (Auth, Firestore and Functions) for `npm start`
// and the tests. Plain Node, no dependencies beyond firebase-tools.
//
// - Auth runs in firebase-tools' own (pure Node) Auth emulator, started through its CLI.
// - Functions (the callable Cloud Functions in functions/) run in firebase-tools' Functions
//   emulator, in a CLI process of their own, after functions/ is compiled. It reaches the
//   Firestore and Auth emulators through FIRESTORE_EMULATOR_HOST/FIREBASE_AUTH_EMULATOR_HOST,
//   which its functions inherit. Firestore *triggers* would need firebase-tools' own Firestore
//   emulator, so the server side is callable functions only (README, "Server side").
// - Firestore runs in the Google Cloud CLI's emulator (Java 17 is enough), because
//   firebase-tools 15 refuses Java < 21 and would download its jar from the internet.
// - Every emulator runs in its own process group, so stopping kills the Java child of a
//   launcher script too, and a watchdog kills them all if this process dies uncleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULTS } from '../src/config/defaults.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIREBASE_CLI = path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const FUNCTIONS_DIR = path.join(ROOT, 'functions');
const FIRESTORE_SEED = 'firestore_export/firestore_export.overall_export_metadata';
// What each emulator answers on GET / once it is ready.
const IS_READY = {
  auth: (body) => JSON.parse(body).authEmulator?.ready === true,
  firestore: (body) => body.trim() === 'Ok',
  functions: (_body, proc) => proc.isLoaded(),
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where `npm start`'s emulators listen: each port from its environment variable, else a default. */
export const START_PORTS = {
  auth: { envVar: 'AUTH_EMULATOR_PORT', port: DEFAULTS.authEmulatorPort },
  firestore: { envVar: 'FIRESTORE_EMULATOR_PORT', port: DEFAULTS.firestoreEmulatorPort },
  functions: { envVar: 'FUNCTIONS_EMULATOR_PORT', port: DEFAULTS.functionsEmulatorPort },
};

/**
 * Hosts, ports, project and paths: the defaults the app shares (src/config/defaults.js),
 * overridden by environment variables; the rules file from firebase.json. `ports` says which
 * variable and default give each emulator's port (START_PORTS unless a caller has its own).
 */
export function readConfig(env = process.env, ports = START_PORTS) {
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const address = ({ envVar, port: defaultPort }) => {
    const port = Number(env[envVar] || defaultPort);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`${envVar} must be a port number (1-65535), got "${env[envVar]}".`);
    }
    return { host: DEFAULTS.emulatorHost, port, envVar };
  };
  return {
    projectId: env.FIREBASE_PROJECT_ID || DEFAULTS.projectId,
    auth: address(ports.auth),
    firestore: address(ports.firestore),
    ...(ports.functions ? { functions: address(ports.functions) } : {}),
    rulesFile: path.resolve(ROOT, json.firestore?.rules ?? 'firestore.rules'),
    dataDir: path.resolve(ROOT, env.EMULATOR_DATA_DIR || '.emulator-data'),
  };
}

/** The environment a client (app, tests) needs to reach the emulators that were started. */
function clientEnv(config, only) {
  const { projectId, auth, firestore, functions } = config;
  const env = { FIREBASE_PROJECT_ID: projectId, GCLOUD_PROJECT: projectId };
  if (only.includes('auth')) {
    Object.assign(env, {
      FIREBASE_AUTH_EMULATOR_HOST: `${auth.host}:${auth.port}`,
      AUTH_EMULATOR_PORT: String(auth.port),
    });
  }
  if (only.includes('firestore')) {
    Object.assign(env, {
      FIRESTORE_EMULATOR_HOST: `${firestore.host}:${firestore.port}`,
      FIRESTORE_EMULATOR_PORT: String(firestore.port),
    });
  }
  if (only.includes('functions')) {
    Object.assign(env, { FUNCTIONS_EMULATOR_PORT: String(functions.port) });
  }
  return env;
}

// --- Process groups -------------------------------------------------------------------

// A detached watchdog, told on its stdin about each process group (and scratch folder) we
// start. Its stdin closes when this process dies by any means (even SIGKILL, as test
// runners use); it then stops the groups still listed and deletes the folders, so a crash
// never leaves an emulator holding its port.
const WATCHDOG = `
const fs = require('fs');
const live = { group: new Set(), dir: new Set() };
let buffer = '';
process.stdin.on('data', (chunk) => {
  const lines = (buffer + chunk).split('\\n');
  buffer = lines.pop();
  for (const [, op, kind, value] of lines.map((line) => /^([+-])(\\w+):(.*)$/.exec(line)).filter(Boolean)) {
    live[kind][op === '+' ? 'add' : 'delete'](value);
  }
});
process.stdin.on('end', async () => {
  const signal = (sig) => [...live.group].filter((pid) => { try { return process.kill(-pid, sig); } catch {} }).length;
  signal('SIGTERM');
  for (let i = 0; i < 100 && signal(0); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  signal('SIGKILL');
  for (const dir of live.dir) fs.rmSync(dir, { recursive: true, force: true });
});`;
let watchdog;
function tellWatchdog(op, kind, value) {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ['-e', WATCHDOG], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    watchdog.unref(); // Neither the watchdog nor its pipe may keep this process alive.
    watchdog.stdin.on('error', () => {});
    watchdog.stdin.unref();
  }
  watchdog.stdin.write(`${op}${kind}:${value}\n`);
}

/**
 * Spawns a command as the leader of a new process group. Its output is kept (last lines,
 * for error messages) and passed line by line to onOutput(name, line), unless inherit is
 * set (then it goes to our own stdout/stderr).
 */
export function spawnGroup(
  name,
  command,
  args,
  { cwd = ROOT, env = process.env, onOutput, inherit } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
  });
  const lines = [];
  const keepLines = (stream) => {
    let partial = '';
    const keep = (chunk) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop();
      for (const line of parts.filter((part) => part.trim())) {
        onOutput?.(name, line);
        lines.push(line);
      }
      lines.splice(0, lines.length - 30);
    };
    stream?.on('data', keep).on('end', () => keep('\n'));
    return keep;
  };
  keepLines(child.stdout);
  const keepError = keepLines(child.stderr);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      keepError(`${error.message}\n`);
      resolve({ code: null, signal: null });
    });
    child.on('close', (code, signal) => resolve({ code, signal })); // After its output ended.
  });
  if (child.pid) tellWatchdog('+', 'group', child.pid);
  const proc = {
    name,
    pid: child.pid,
    exited,
    stopping: false,
    tail: () => lines.map((line) => `  | ${line}`).join('\n'),
    /** SIGTERM the whole group, SIGKILL whatever is left after graceMs. */
    async stop(graceMs = 5000) {
      proc.stopping = true;
      if (!child.pid) return;
      const signal = (sig) => {
        try {
          process.kill(-child.pid, sig);
          return true;
        } catch {
          return false; // ESRCH: no process is left in the group.
        }
      };
      signal('SIGTERM');
      for (const end = Date.now() + graceMs; signal(0) && Date.now() < end;) await sleep(100);
      if (signal('SIGKILL')) for (let i = 0; signal(0) && i < 50; i++) await sleep(100);
      tellWatchdog('-', 'group', child.pid);
    },
  };
  return proc;
}

// --- Checks ---------------------------------------------------------------------------

/** Fails early and clearly if the port is taken (otherwise we'd poll someone else's server). */
function assertPortFree({ host, port, envVar }, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) =>
      reject(
        new Error(
          `The ${what} port ${host}:${port} is already in use (${error.code}). Is another ` +
            `"npm start" or emulator running? Stop it, or pick another port with ${envVar}=<port>.`,
        ),
      ),
    );
    server.listen(port, host, () => server.close(resolve));
  });
}

/** Polls url until isReady(body) holds; fails early if the process exits meanwhile. */
async function waitUntilReady(proc, url, isReady, timeoutMs, cancel) {
  let exit;
  proc.exited.then((result) => (exit = result));
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (cancel?.aborted) throw new Error('Start-up cancelled.');
    if (exit) {
      const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
      throw new Error(
        `The ${proc.name} emulator exited (${how}) before it was ready:\n${proc.tail()}`,
      );
    }
    try {
      const timeout = AbortSignal.timeout(2000);
      const signal = cancel ? AbortSignal.any([cancel, timeout]) : timeout;
      const response = await fetch(url, { signal });
      if (isReady(await response.text(), proc)) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(
    `The ${proc.name} emulator did not answer on ${url} within ${timeoutMs / 1000}s:\n${proc.tail()}`,
  );
}

function javaMajorVersion(java) {
  // `java -version` prints e.g. 'openjdk version "17.0.15"' or 'java version "1.8.0_402"'.
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return 0;
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, command);
    if (dir && fs.existsSync(file)) return file;
  }
  return undefined;
}

/** The Google Cloud CLI's Firestore emulator launcher, if installed. */
function findCloudSdkEmulator() {
  const script = (root) =>
    path.join(root, 'platform/cloud-firestore-emulator/cloud_firestore_emulator');
  const roots = [
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
  ];
  roots.push(path.join(os.homedir(), 'google-cloud-sdk'));
  const gcloud = findOnPath('gcloud');
  if (gcloud) roots.unshift(path.resolve(fs.realpathSync(gcloud), '../..')); // <sdk>/bin/gcloud
  const found = roots.map(script).find((file) => fs.existsSync(file));
  if (found || !gcloud) return found;
  // Unusual layout: ask gcloud itself (slow, so only as a last resort).
  const info = spawnSync(gcloud, ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
  });
  const root = info.stdout?.trim();
  return root && fs.existsSync(script(root)) ? script(root) : undefined;
}

/**
 * How to run the Firestore emulator, in order: FIRESTORE_EMULATOR_COMMAND (or _BINARY: a
 * launcher taking cloud_firestore_emulator's arguments, or a .jar), the Google Cloud CLI's
 * emulator, then firebase-tools' own jar when Java is 21 or newer. Returns
 * { command, args, label, script }; script means "a launcher that may pass its arguments
 * on unquoted" (as the Cloud CLI's does).
 */
export function resolveFirestoreEmulator(env = process.env) {
  const java = env.JAVA || 'java'; // The Cloud CLI's launcher honours $JAVA too.
  const override = env.FIRESTORE_EMULATOR_COMMAND || env.FIRESTORE_EMULATOR_BINARY;
  if (override) {
    return override.endsWith('.jar')
      ? { command: java, args: ['-Duser.language=en', '-jar', override], label: override }
      : { command: override, args: ['start'], label: override, script: true };
  }
  const javaVersion = javaMajorVersion(java);
  const cloudSdk = findCloudSdkEmulator();
  if (cloudSdk && javaVersion > 0) {
    return {
      command: cloudSdk,
      args: ['start'],
      label: `Google Cloud CLI (${cloudSdk})`,
      script: true,
    };
  }
  if (javaVersion >= 21) {
    const info = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      ),
    ).firestore;
    const cache =
      env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache/firebase/emulators');
    const jar = path.join(cache, info.downloadPathRelativeToCacheDir);
    if (!fs.existsSync(jar)) {
      // One-time download of firebase-tools' jar; this is the only step that needs the internet.
      spawnSync(process.execPath, [FIREBASE_CLI, 'setup:emulators:firestore'], {
        stdio: 'inherit',
      });
    }
    if (fs.existsSync(jar)) {
      return {
        command: java,
        args: ['-Duser.language=en', '-jar', jar],
        label: `firebase-tools (${jar})`,
      };
    }
  }
  const javaFound = javaVersion ? `Java ${javaVersion} found` : 'no Java found';
  throw new Error(`No Firestore emulator found (${javaFound}). Install one of:
  - the Google Cloud CLI's emulator and a Java runtime (17 works):
      apt-get install google-cloud-cli-firestore-emulator openjdk-17-jre-headless
    (the first from Google's Cloud SDK apt repository), or with the Cloud CLI:
      gcloud components install cloud-firestore-emulator
  - Java 21+ for firebase-tools' own emulator (it downloads its jar once: needs the internet)
  - or set FIRESTORE_EMULATOR_COMMAND to an emulator launcher or .jar.`);
}

// --- The emulators ----------------------------------------------------------------------

function startFirestore(config, { persist, onOutput }) {
  const { host, port } = config.firestore;
  if (!fs.existsSync(config.rulesFile))
    throw new Error(`Missing Firestore rules file ${config.rulesFile}.`);
  const runner = resolveFirestoreEmulator();
  // The Cloud CLI launcher expands its arguments unquoted, so pass paths relative to ROOT.
  const file = (abs) => (runner.script ? path.relative(ROOT, abs) || '.' : abs);
  const args = [
    ...runner.args,
    `--host=${host}`,
    `--port=${port}`,
    `--project_id=${config.projectId}`,
  ];
  args.push('--single_project_mode=true', `--rules=${file(config.rulesFile)}`);
  const seed = path.join(config.dataDir, 'firestore', FIRESTORE_SEED);
  if (persist && fs.existsSync(seed)) args.push(`--seed_from_export=${file(seed)}`);
  if (runner.script && args.some((arg) => /\s/.test(arg))) {
    throw new Error(
      `The Cloud CLI emulator launcher can't take paths with spaces: ${args.join(' ')}`,
    );
  }
  const proc = spawnGroup('firestore', runner.command, args, { onOutput });
  proc.label = runner.label;
  return proc;
}

/** Exports Firestore into <dataDir>/firestore, via a temporary folder so a failure keeps the old data. */
async function exportFirestore(config) {
  const { host, port } = config.firestore;
  const target = path.join(config.dataDir, 'firestore');
  const temporary = `${target}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(temporary, { recursive: true }); // The emulator requires an existing folder.
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${config.projectId}:export`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${config.projectId}/databases/(default)`,
        export_directory: temporary,
        export_name: 'firestore_export',
      }),
      signal: AbortSignal.timeout(30000),
    },
  );
  if (!response.ok)
    throw new Error(`Firestore export failed: ${response.status} ${await response.text()}`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(temporary, target);
}

/**
 * Runs firebase-tools' `emulators:start --only <name>` in a private folder: its firebase.json
 * (the emulator's address, `extra` settings), working dir, temp dir and config home, so its
 * debug log, scratch folders and hub locator file stay out of the project (and apart from any
 * other run), and no user-level firebase-tools settings (login, usage-statistics opt-in) apply.
 */
function startFirebaseCli(
  name,
  config,
  { extra, emulators: moreEmulators, args: moreArgs = [], env: moreEnv, onOutput },
) {
  const { host, port } = config[name];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `boards-${name}-emulator-`));
  // The CLI's hub and logging helpers default to 4400 and 4500 for every run, so a second
  // run (e2e beside `npm start`) could fail to start: give them ports derived from the emulator's.
  const emulators = {
    singleProjectMode: true,
    [name]: { host, port },
    hub: { host, port: port + 1000 },
    logging: { host, port: port + 1001 },
    ui: { enabled: false }, // It would download itself.
    ...moreEmulators,
  };
  const json = { emulators, ...extra(workDir) };
  fs.writeFileSync(path.join(workDir, 'firebase.json'), JSON.stringify(json));
  const args = [FIREBASE_CLI, 'emulators:start', '--only', name, '--project', config.projectId];
  args.push('--non-interactive', ...moreArgs);
  const env = {
    ...process.env,
    // Keep the CLI offline: CI skips the "message of the day" fetch (which can also
    // force-exit an old CLI) and the npm update check; usage statistics are only sent
    // after a `firebase login` opt-in, which the private config home doesn't have.
    CI: 'true',
    NO_UPDATE_NOTIFIER: '1',
    XDG_CONFIG_HOME: path.join(workDir, 'config'),
    TMPDIR: workDir,
    ...moreEnv,
  };
  const proc = spawnGroup(name, process.execPath, args, { cwd: workDir, env, onOutput });
  proc.label = 'firebase-tools';
  tellWatchdog('+', 'dir', workDir);
  proc.exited.then(() => {
    fs.rmSync(workDir, { recursive: true, force: true });
    tellWatchdog('-', 'dir', workDir);
  });
  return proc;
}

function startAuth(config, { persist, onOutput }) {
  // On SIGTERM the CLI exports the accounts here before it exits.
  const authDir = path.join(config.dataDir, 'auth');
  const args = persist ? ['--import', authDir, '--export-on-exit', authDir] : [];
  return startFirebaseCli('auth', config, { extra: () => ({}), args, onOutput });
}

/** Compiles functions/ (TypeScript) into functions/lib, which the Functions emulator serves. */
export function buildFunctions() {
  const result = spawnSync(process.execPath, [TSC, '-p', FUNCTIONS_DIR], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Could not compile functions/:\n${result.stdout}${result.stderr}`);
  }
}

function startFunctions(config, { onOutput }) {
  buildFunctions();
  // The emulator serves the functions it could load; its "ready" line comes after they are.
  let loaded = false;
  const watch = (name, line) => {
    if (/All emulators ready/.test(line)) loaded = true;
    onOutput?.(name, line);
  };
  const proc = startFirebaseCli('functions', config, {
    // firebase-tools reads `source` relative to its firebase.json's folder.
    extra: (workDir) => ({ functions: { source: path.relative(workDir, FUNCTIONS_DIR) } }),
    // It also starts an Eventarc emulator, by default on 9299 (and may a Cloud Tasks one):
    // ports derived from its own keep it off anyone else's.
    emulators: {
      eventarc: { host: config.functions.host, port: config.functions.port + 1002 },
      tasks: { host: config.functions.host, port: config.functions.port + 1003 },
    },
    env: {
      FIRESTORE_EMULATOR_HOST: `${config.firestore.host}:${config.firestore.port}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${config.auth.host}:${config.auth.port}`,
    },
    onOutput: watch,
  });
  proc.isLoaded = () => loaded;
  return proc;
}

/** Pushes the rules file into the running Firestore emulator whenever it changes. */
function watchRules(config, log) {
  const { host, port } = config.firestore;
  let timer;
  // Watch the folder, not the file: editors often save by replacing the file.
  const watcher = fs.watch(path.dirname(config.rulesFile), (_event, name) => {
    if (name !== path.basename(config.rulesFile)) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        const content = fs.readFileSync(config.rulesFile, 'utf8');
        const response = await fetch(
          `http://${host}:${port}/emulator/v1/projects/${config.projectId}:securityRules`,
          {
            method: 'PUT',
            body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] } }),
          },
        );
        const body = await response.json().catch(() => ({}));
        log(
          response.ok
            ? 'Firestore rules reloaded.'
            : `Firestore rules NOT reloaded: ${body.error?.message}`,
        );
      } catch (error) {
        log(`Could not reload the Firestore rules: ${error.message}`);
      }
    }, 200);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}

/**
 * Starts the emulators and resolves once all answer.
 *   only:     which emulators, ['auth', 'firestore', 'functions'] by default (functions needs
 *             the other two: its functions reach them)
 *   ports:    where their ports come from (readConfig), START_PORTS by default
 *   fresh:    delete the saved data first
 *   persist:  import saved data on start, export it on stop (default true)
 *   rules:    reload firestore.rules on change (for development)
 *   onOutput: (name, line) => void, receives the emulators' output
 *   log:      (message) => void, for the few notes this module prints
 *   cancel:   an AbortSignal that stops a start-up in progress (it then rejects)
 * Returns { config, env, emulators, startupMs, died, stop }: env is what clients need
 * (FIRESTORE_EMULATOR_HOST, ...), died resolves if an emulator exits on its own,
 * stop() exports (when persisting) and stops everything.
 */
export async function startEmulators({
  only = ['auth', 'firestore', 'functions'],
  ports = START_PORTS,
  dataDir,
  fresh = false,
  persist = true,
  rules = false,
  timeoutMs = Number(process.env.EMULATOR_START_TIMEOUT_MS) || 90000,
  onOutput,
  log = (message) => console.error(message),
  cancel,
} = {}) {
  const started = Date.now();
  const config = readConfig(process.env, ports);
  if (dataDir) config.dataDir = path.resolve(dataDir);
  if (!config.projectId.startsWith('demo-')) {
    log(
      `Warning: project "${config.projectId}" doesn't start with "demo-": firebase-tools may try to reach it online.`,
    );
  }
  if (fresh) {
    for (const name of ['auth', 'firestore', 'firestore.tmp']) {
      fs.rmSync(path.join(config.dataDir, name), { recursive: true, force: true });
    }
  }
  if (only.includes('functions') && !(only.includes('auth') && only.includes('firestore'))) {
    throw new Error('The Functions emulator needs the Auth and Firestore emulators too.');
  }
  for (const name of only) await assertPortFree(config[name], name);

  const emulators = [];
  const stopAll = () =>
    Promise.all(emulators.map((proc) => proc.stop(proc.name === 'auth' ? 20000 : 5000)));
  try {
    // All start in parallel: Auth takes the longest (firebase-tools compiles its API spec);
    // functions/ compiles meanwhile.
    if (only.includes('firestore')) emulators.push(startFirestore(config, { persist, onOutput }));
    if (only.includes('auth')) emulators.push(startAuth(config, { persist, onOutput }));
    if (only.includes('functions')) emulators.push(startFunctions(config, { onOutput }));
    await Promise.all(
      emulators.map((proc) => {
        const { host, port } = config[proc.name];
        const url = `http://${host}:${port}/`;
        return waitUntilReady(proc, url, IS_READY[proc.name], timeoutMs, cancel);
      }),
    );
  } catch (error) {
    // Nothing to save yet, and the Auth CLI ignores signals while it compiles: kill at once.
    await Promise.all(emulators.map((proc) => proc.stop(0)));
    throw error;
  }

  const unwatch = rules && only.includes('firestore') ? watchRules(config, log) : () => {};
  const died = Promise.race(
    emulators.map((proc) =>
      proc.exited.then((exit) => (proc.stopping ? new Promise(() => {}) : { ...exit, proc })),
    ),
  );
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      unwatch();
      if (persist && only.includes('firestore')) {
        try {
          await exportFirestore(config);
        } catch (error) {
          log(`Could not save the Firestore data: ${error.message}`);
        }
      }
      await stopAll(); // Auth exports its accounts itself on SIGTERM (--export-on-exit).
    })());
  return {
    config,
    env: clientEnv(config, only),
    emulators,
    startupMs: Date.now() - started,
    died,
    stop,
  };
}
