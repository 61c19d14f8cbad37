// A rank between two ranks, the key fractional-indexing's generateKeyBetween(a, b) makes (the
// app's ordering, src/domain/ordering.ts), for a first rank `a`. Written out rather than taken
// from the library, an ES module the functions' CommonJS build can't require (as
// src/domain/firstRanks.ts); tests/functions/rankBetween.test.ts holds the two equal.
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The integer part's length from its head: a, Z → 2; b, Y → 3; … z, A → 27. */
const integerLength = (head: string) =>
  head >= 'a'
    ? head.charCodeAt(0) - 'a'.charCodeAt(0) + 2
    : 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2;

/** A fraction strictly between `a` and `b` (null: no upper bound), neither ending in 0. */
function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n += 1;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? DIGITS.indexOf(a[0]!) : 0;
  const digitB = b !== null ? DIGITS.indexOf(b[0]!) : DIGITS.length;
  if (digitB - digitA > 1) return DIGITS[Math.round(0.5 * (digitA + digitB))]!;
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS[digitA]! + midpoint(a.slice(1), null);
}

/** The next integer part, or null past the largest. */
function incrementInteger(integer: string): string | null {
  const head = integer[0]!;
  const digits = integer.slice(1).split('');
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const next = DIGITS.indexOf(digits[i]!) + 1;
    if (next < DIGITS.length) {
      digits[i] = DIGITS[next]!;
      return head + digits.join('');
    }
    digits[i] = '0';
  }
  if (head === 'z') return null;
  const nextHead = head === 'Z' ? 'a' : String.fromCharCode(head.charCodeAt(0) + 1);
  return nextHead + '0'.repeat(integerLength(nextHead) - 1);
}

/** A rank after `a` and before `b` (null: after `a` alone). */
export function rankBetween(a: string, b: string | null): string {
  const ia = a.slice(0, integerLength(a[0]!));
  const fa = a.slice(ia.length);
  const incremented = incrementInteger(ia);
  if (b === null) return incremented ?? ia + midpoint(fa, null);
  const ib = b.slice(0, integerLength(b[0]!));
  if (ia === ib) return ia + midpoint(fa, b.slice(ib.length));
  return incremented !== null && incremented < b ? incremented : ia + midpoint(fa, null);
}
