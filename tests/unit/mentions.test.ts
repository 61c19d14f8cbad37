// Mentions as stored in a comment or description: `@[Name](uid)`, found by uid, shown by name.
import {
  mentionedUids,
  mentionSegments,
  mentionsAsNames,
  mentionsReadable,
  mentionToken,
} from '../../src/domain/mentions';

describe('mentions', () => {
  it('stores a chosen member as a token that keeps their uid', () => {
    expect(mentionToken('Bob Editor', 'uid-bob')).toBe('@[Bob Editor](uid-bob)');
    // A name cannot break the token.
    expect(mentionToken('Eve ] (x)\nSmith', 'uid-eve')).toBe('@[Eve   (x) Smith](uid-eve)');
    expect(mentionToken('   ', 'uid-x')).toBe('@[someone](uid-x)');
  });

  it('finds who is mentioned, each once, and ignores what only looks like a mention', () => {
    const text =
      'Hi @[Bob](uid-bob), see @[Ann](uid-ann) and @[Bob](uid-bob). Not @Bob or @[x](a/b).';
    expect(mentionedUids(text)).toEqual(['uid-bob', 'uid-ann']);
    expect(mentionedUids('no mentions here')).toEqual([]);
  });

  it('shows each mention by the member’s current name, else the name it was stored with', () => {
    const names: Record<string, string> = { 'uid-bob': 'Robert' };
    expect(mentionsAsNames('Ask @[Bob](uid-bob) and @[Gone](uid-gone)', (uid) => names[uid])).toBe(
      'Ask @Robert and @Gone',
    );
  });

  it('cuts a text into plain runs and mentions', () => {
    expect(mentionSegments('@[Bob](b1) said hi to @[Ann](a1)!')).toEqual([
      { kind: 'mention', uid: 'b1', name: 'Bob' },
      { kind: 'text', text: ' said hi to ' },
      { kind: 'mention', uid: 'a1', name: 'Ann' },
      { kind: 'text', text: '!' },
    ]);
    expect(mentionSegments('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});

describe('mentions made readable', () => {
  it('keep the name and put the uid beside it', () => {
    expect(mentionsReadable('Hi @[Ben Teammate](uid-ben), and @[Ann](uid-ann).')).toBe(
      'Hi @Ben Teammate (uid-ben), and @Ann (uid-ann).',
    );
    expect(mentionsReadable('No one @here')).toBe('No one @here');
  });
});
