// The editor's view of a text with mentions: `@Name` shown, the token stored, and each change to
// what is shown mapped back onto what is stored.
import { editShownText, shownText } from '../../src/domain/mentionText';

const STORED = 'Hi @[Ben Teammate](uid-ben) and @[Ann](uid-ann).';

describe('a text with mentions, as an editor shows it', () => {
  it('shows each mention as @Name', () => {
    expect(shownText(STORED).text).toBe('Hi @Ben Teammate and @Ann.');
  });

  it('keeps the mentions when typing before, between and after them', () => {
    expect(editShownText(STORED, 'Oh, Hi @Ben Teammate and @Ann.', 4)).toEqual({
      stored: 'Oh, Hi @[Ben Teammate](uid-ben) and @[Ann](uid-ann).',
      caret: 4,
    });
    expect(editShownText(STORED, 'Hi @Ben Teammate, and @Ann.', 17).stored).toBe(
      'Hi @[Ben Teammate](uid-ben), and @[Ann](uid-ann).',
    );
    expect(editShownText(STORED, 'Hi @Ben Teammate and @Ann!.', 26).stored).toBe(
      'Hi @[Ben Teammate](uid-ben) and @[Ann](uid-ann)!.',
    );
  });

  it('typing an @ just before a mention keeps it a mention', () => {
    expect(editShownText('x@[Ann](uid-ann)', 'x@@Ann', 2).stored).toBe('x@@[Ann](uid-ann)');
  });

  it('deletes a mention whole when a deletion reaches into it, the caret where it began', () => {
    expect(editShownText(STORED, 'Hi @Ben Teammat and @Ann.', 15)).toEqual({
      stored: 'Hi  and @[Ann](uid-ann).',
      caret: 3,
    });
  });

  it('leaves plain words when typing inside a mention', () => {
    expect(editShownText(STORED, 'Hi @BenX Teammate and @Ann.', 8).stored).toBe(
      'Hi @BenX Teammate and @[Ann](uid-ann).',
    );
  });

  it('stores a token the @ picker inserts, the caret after its shown name', () => {
    expect(editShownText('Ask @b', 'Ask @[Bob](uid-bob) ', 20)).toEqual({
      stored: 'Ask @[Bob](uid-bob) ',
      caret: 'Ask @Bob '.length,
    });
  });
});
