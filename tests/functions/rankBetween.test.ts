// The server's copy of fractional-indexing's generateKeyBetween (a first rank given) makes the
// library's own keys.
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { rankBetween } from '../../functions/src/recurring/rankBetween';

it('makes the library’s key between two ranks, or after one', () => {
  const ranks = [
    ...generateNKeysBetween(null, null, 200),
    ...generateNKeysBetween('a0', 'a1', 30),
    ...generateNKeysBetween('Zz', 'a0', 10),
    'azz',
    'bzz',
    'Yzz',
    'a0V',
    'a0VV',
  ].sort();
  const unique = [...new Set(ranks)];
  for (let i = 0; i < unique.length; i += 1) {
    const a = unique[i]!;
    expect(rankBetween(a, null)).toBe(generateKeyBetween(a, null));
    for (const b of unique.slice(i + 1, i + 6)) {
      expect(rankBetween(a, b)).toBe(generateKeyBetween(a, b));
    }
  }
});
