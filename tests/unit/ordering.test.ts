// Ranks and due days as the rules check them: the app's checks and firestore.rules agree, and
// both agree with the ordering library, so no stored rank can make it throw.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { isDay } from '../../src/domain/due';
import { firstRanks } from '../../src/domain/firstRanks';
import { isRank, RANK_PATTERN } from '../../src/domain/ordering';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

/** Whether the library accepts `key` as a neighbour (it validates both ends). */
function libraryAccepts(key: string): boolean {
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

describe('ranks', () => {
  it('firestore.rules checks ranks with the same pattern as the app', () => {
    expect(rules).toContain(`value.matches('${RANK_PATTERN}')`);
    expect(rules).toContain(`!value.matches('A0{26}')`);
  });

  it('every key the library makes is a rank', () => {
    const keys = [
      ...generateNKeysBetween(null, null, 200),
      ...generateNKeysBetween('a0', 'a1', 200),
      ...generateNKeysBetween(null, 'a0', 200),
      ...generateNKeysBetween(`z${'z'.repeat(26)}`, null, 50),
      ...generateNKeysBetween(`A${'0'.repeat(25)}1`, 'Y00', 50),
    ];
    for (const key of keys) expect([key, isRank(key)]).toEqual([key, true]);
  });

  it('a rank is exactly what the library accepts (up to 200 characters)', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz -é';
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const samples = ['', 'a', 'a0', 'a00', 'b0', 'b00', 'Zz', 'A0', `A${'0'.repeat(26)}`];
    for (let i = 0; i < 5000; i++) {
      const length = 1 + (next() % 30);
      samples.push(Array.from({ length }, () => alphabet[next() % alphabet.length]).join(''));
    }
    for (const sample of samples) {
      // The library reads some keys with foreign characters without complaint; the rules and
      // the app are stricter (base 62 only), never looser.
      if (isRank(sample)) expect([sample, libraryAccepts(sample)]).toEqual([sample, true]);
      if (/^[0-9A-Za-z]+$/.test(sample))
        expect([sample, isRank(sample)]).toEqual([sample, libraryAccepts(sample)]);
    }
    expect(isRank('a'.repeat(200))).toBe(true);
    expect(isRank('a'.repeat(201))).toBe(false);
  });
});

describe('due days', () => {
  it.each(['2025-03-01', '2024-02-29', '2000-02-29', '2025-04-30', '2025-12-31', '0000-02-29'])(
    '%s is a day',
    (day) => expect(isDay(day)).toBe(true),
  );

  it.each(['2025-13-45', '2025-00-10', '2025-01-00', '2025-04-31', '2025-02-29', '1900-02-29'])(
    '%s is not a day',
    (day) => expect(isDay(day)).toBe(false),
  );
});

describe('firstRanks (the import’s ranks, made without the library)', () => {
  it('are the keys the library makes for things in order', () => {
    for (const n of [0, 1, 62, 63, 3_906, 5_000]) {
      expect(firstRanks(n)).toEqual(generateNKeysBetween(null, null, n));
    }
  });
});
