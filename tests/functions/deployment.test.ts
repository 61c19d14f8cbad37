// functions/ compiles the app's domain modules it imports (src/domain) into its own lib/, and
// `firebase deploy` uploads that folder alone: what it would upload (its own file walker, with
// firebase.json's ignore) must hold every module the functions load, and need no package the
// functions' package.json does not install.
import { spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
const { readdirRecursive } = require(path.join(ROOT, 'node_modules/firebase-tools/lib/fsAsync'));

let dir: string;

beforeAll(() => {
  // A copy of functions/ built as the predeploy builds it, so the worktree's lib/ is not touched.
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'boards-functions-')), 'functions');
  cpSync(path.join(ROOT, 'functions'), dir, {
    recursive: true,
    filter: (source) =>
      !['lib', 'node_modules'].some((name) => source === path.join(ROOT, 'functions', name)),
  });
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const built = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(ROOT, 'functions'), '--outDir', path.join(dir, 'lib')],
    { encoding: 'utf8' },
  );
  expect(built.stdout + built.stderr).toBe('');
});

afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

/** The files `firebase deploy --only functions` would upload, relative to functions/. */
async function uploaded(): Promise<string[]> {
  const [config] = firebaseJson.functions;
  const files: { name: string }[] = await readdirRecursive({
    path: dir,
    ignoreStrings: config.ignore,
  });
  return files.map((file) => path.relative(dir, file.name).split(path.sep).join('/'));
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

it('uploads every module the functions load, the shared domain included, and no TypeScript', async () => {
  const files = await uploaded();
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  expect(files).toContain(pkg.main);
  expect(files).toContain('lib/src/domain/limits.js');
  expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);

  const missing: string[] = [];
  const packages = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const [, specifier] of code.matchAll(/require\("([^"]+)"\)/g)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) {
        const target = path.posix.join(path.posix.dirname(file), specifier);
        if (!files.includes(`${target}.js`) && !files.includes(`${target}/index.js`)) {
          missing.push(`${file} → ${specifier}`);
        }
      } else if (!builtinModules.includes(specifier.replace(/^node:/, ''))) {
        packages.add(packageOf(specifier));
      }
    }
  }
  expect(missing).toEqual([]);
  expect([...packages].filter((name) => !(name in pkg.dependencies))).toEqual([]);
});
