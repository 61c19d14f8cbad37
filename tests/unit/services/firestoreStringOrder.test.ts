// Firestore's browser build compares strings (document ids, path segments, string fields) in
// UTF-8 byte order, one character at a time: a fifth of a 5,000-card board's load. Our patch
// (patches/@firebase+firestore+*.patch, applied by `npm install`) lets strings without
// surrogates use the engine's own comparison, which gives the same order. This checks the
// code the app ships, read from the installed SDK, against UTF-8 bytes themselves.
import fs from 'node:fs';
import path from 'node:path';

const sdkDir = path.join(__dirname, '../../../node_modules/@firebase/firestore/dist');
const browserBuild = fs
  .readdirSync(sdkDir)
  .filter((name) => /^common-.*\.esm\.js$/.test(name))
  .map((name) => fs.readFileSync(path.join(sdkDir, name), 'utf8'))
  .find((source) => source.includes('function __PRIVATE_compareUtf8Strings'));

/** The named top-level declaration of the SDK's source, up to its closing brace at column 0. */
function declaration(source: string, start: string): string {
  const at = source.indexOf(start);
  if (at < 0) throw new Error(`"${start}" is not in the SDK`);
  return source.slice(at, source.indexOf('\n}\n', at) + 2);
}

function shippedCompare(): (a: string, b: string) => number {
  const source = browserBuild!;
  const code = [
    declaration(source, 'function __PRIVATE_primitiveComparator('),
    source.match(/const __PRIVATE_SURROGATE = .*;/)?.[0] ?? '',
    declaration(source, 'function __PRIVATE_compareUtf8Strings('),
    // The surrogate bounds and test the original loop uses, as the SDK declares them.
    source.match(/const (\w+) = 55296, (\w+) = 57343;/)![0],
    declaration(source, 'function __PRIVATE_isSurrogate('),
    'return __PRIVATE_compareUtf8Strings;',
  ].join('\n');
  return new Function(code)() as (a: string, b: string) => number;
}

const byUtf8Bytes = (a: string, b: string) =>
  Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));

/** Strings mixing ASCII, Latin, CJK, U+FFFD and emoji (surrogate pairs), from a fixed seed. */
function strings(count: number): string[] {
  const pieces = ['a', 'b', 'Z', '0', 'é', 'ß', '中', '\uFFFD', '😀', '🂡', ' ', '~'];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 6) }, () => pieces[Math.floor(next() * 12)]).join(
      '',
    ),
  );
}

describe('the installed Firestore SDK’s string order', () => {
  it('carries our patch: strings without surrogates take the fast path', () => {
    expect(browserBuild).toBeDefined();
    expect(browserBuild).toContain('__PRIVATE_SURROGATE.test(e)');
    expect(browserBuild).toContain('if (e === t) return 0;');
  });

  it('orders strings exactly as their UTF-8 bytes, with and without surrogates', () => {
    const compare = shippedCompare();
    const all = strings(300);
    const wrong = all.flatMap((a) =>
      all.filter((b) => compare(a, b) !== byUtf8Bytes(a, b)).map((b) => [a, b]),
    );
    expect(wrong).toEqual([]);
    // The case the SDK's comment names: U+FFFD sorts before an emoji in UTF-8, after it in UTF-16.
    expect(compare('\uFFFD', '😀')).toBe(-1);
    expect(compare('rank-a0', 'rank-a0')).toBe(0);
  });
});
