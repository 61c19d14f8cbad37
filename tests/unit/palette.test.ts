// The board colours as the rules check them: firestore.rules' isColor takes exactly the
// palette's keys, so every colour the app offers can be saved and nothing else can.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COLOR_KEYS } from '../../src/domain/palette';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

describe('palette colours in firestore.rules', () => {
  it('isColor matches exactly the palette keys', () => {
    const pattern = /function isColor\(value\) \{[^}]*value\.matches\('\^\(([a-z|]+)\)\$'\)/.exec(
      rules,
    );
    expect(pattern?.[1]?.split('|').sort()).toEqual([...COLOR_KEYS].sort());
  });
});
