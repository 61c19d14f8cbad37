// Order by fractional-index keys (the `fractional-indexing` library): moving an item writes
// one document, its new key between its new neighbours.
import { generateKeyBetween } from 'fractional-indexing';
import type { Ranked } from './rankOrder';

// Comparing ranks needs no library: kept apart so what only sorts (the board's state, loaded
// with the first screen) does not load the key generator.
export { compareRanked, sortByRank, type Ranked } from './rankOrder';

const DIGIT = '[0-9A-Za-z]';
const POSITIVE_HEADS = 'abcdefghijklmnopqrstuvwxyz';
const NEGATIVE_HEADS = 'ZYXWVUTSRQPONMLKJIHGFEDCBA';

/**
 * The shape of a key the library accepts (its validateOrderKey, not exported): base-62 digits;
 * an integer part whose head gives its length (a and Z: 2 characters, b and Y: 3, … z and A:
 * 27); a fraction that does not end in 0. firestore.rules holds this same pattern (isRank), so
 * no client can store a rank that would make generateKeyBetween throw on every other client.
 */
export const RANK_PATTERN = `^(${Array.from(
  POSITIVE_HEADS,
  (head, i) => `[${head}${NEGATIVE_HEADS[i]}]${DIGIT}{${i + 1}}`,
).join('|')})(${DIGIT}*[1-9A-Za-z])?$`;

const rankPattern = new RegExp(RANK_PATTERN);
/** The library's smallest integer, which it refuses as a key. */
const SMALLEST_INTEGER = `A${'0'.repeat(26)}`;
/** The longest rank the rules accept. */
export const MAX_RANK_LENGTH = 200;

/** Whether `value` is a rank the ordering library can order (and the rules accept). */
export function isRank(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_RANK_LENGTH &&
    rankPattern.test(value) &&
    value !== SMALLEST_INTEGER
  );
}

/** A key after every one of `ranks` (the first key when there are none). */
export function rankAfterAll(ranks: readonly string[]): string {
  const last = ranks.reduce<string | null>(
    (max, rank) => (max === null || rank > max ? rank : max),
    null,
  );
  return generateKeyBetween(last, null);
}

/** A key after the last of `sorted` (or the first key of an empty list). */
export function rankAfterLast(sorted: readonly Ranked[]): string {
  return generateKeyBetween(sorted.at(-1)?.rank ?? null, null);
}

/**
 * The key that puts an item at `index` of `sorted`, a list that does NOT contain the item
 * (remove it first when moving within one list). Equal neighbour keys are stepped over.
 */
export function rankForIndex(sorted: readonly Ranked[], index: number): string {
  const at = Math.max(0, Math.min(index, sorted.length));
  const before = sorted[at - 1]?.rank ?? null;
  let after: string | null = sorted[at]?.rank ?? null;
  if (before !== null && after !== null && after <= before) {
    // Ties: find the next strictly greater key, or go to the end.
    after = sorted.slice(at).find((item) => item.rank > before)?.rank ?? null;
  }
  return generateKeyBetween(before, after);
}
