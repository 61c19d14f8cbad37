// An activity entry's words as the rules take them (firestore.rules, isWords): the app cuts them
// to the same bounds before writing, so no entry it writes is refused for its words.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ACTIVITY_WORD_MAX, ACTIVITY_WORDS_MAX, boundedWords } from '../../src/domain/activity';

const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');

describe('boundedWords', () => {
  it('keeps words within the bounds as they are', () => {
    const words = { fromList: 'To do', toList: 'Done', item: 'x'.repeat(ACTIVITY_WORD_MAX) };
    expect(boundedWords(words)).toEqual(words);
  });

  it('cuts a long word, puts a word on one line, and drops keys the rules refuse', () => {
    expect(
      boundedWords({
        comment: `first line\r\nsecond ${'y'.repeat(600)}`,
        'to list': 'x',
        ['k'.repeat(41)]: 'x',
      }),
    ).toEqual({ comment: `first line second ${'y'.repeat(600)}`.slice(0, ACTIVITY_WORD_MAX) });
  });

  it('keeps at most ACTIVITY_WORDS_MAX words', () => {
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`word${'abcdefghijkl'[i]}`, 'x']),
    );
    expect(Object.keys(boundedWords(many))).toHaveLength(ACTIVITY_WORDS_MAX);
  });
});

describe('the words’ bounds in firestore.rules', () => {
  const isWords = /function isWords\(words\) \{[\s\S]*?\n {6}\}/.exec(rules)?.[0] ?? '';

  it('are the app’s: as many words, as long a word', () => {
    expect(isWords).toContain(`words.size() <= ${ACTIVITY_WORDS_MAX}`);
    expect(isWords).toContain(`{0,${ACTIVITY_WORD_MAX}}`);
    expect(isWords).toContain('[A-Za-z]{1,40}');
  });
});
