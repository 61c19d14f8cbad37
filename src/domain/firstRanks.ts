// Ranks for n things in order, exactly the keys fractional-indexing's
// generateNKeysBetween(null, null, n) makes (the app orders lists, cards, labels and checklist
// items by them; firestore.rules isRank): "a0"…"az", "b00"…"bzz", "c000"…. Written out rather
// than taken from the library, an ES module the functions' CommonJS build can't require: the
// server's import ranks a new board's things with it (tests/unit/ordering.test.ts holds the two
// equal).
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function integerKey(i: number): string {
  let head = 'a';
  let width = 1;
  let start = 0;
  while (i - start >= DIGITS.length ** width) {
    start += DIGITS.length ** width;
    width += 1;
    head = String.fromCharCode(head.charCodeAt(0) + 1);
  }
  let rest = i - start;
  let digits = '';
  for (let k = 0; k < width; k++) {
    digits = DIGITS[rest % DIGITS.length] + digits;
    rest = Math.floor(rest / DIGITS.length);
  }
  return head + digits;
}

export const firstRanks = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => integerKey(i));
