// The downloaded file: named for the board and the day, typed, and holding the archive or the CSV.
import {
  buildBoardArchive,
  cardsCsv,
  exportFile,
  exportFileName,
  slugOf,
} from '../../../src/features/transfer/export';
import { EXPORTED_AT, richBoard } from './exportFixtures';

describe('the file name', () => {
  it.each([
    ['Launch plan', 'launch-plan'],
    ['  Q3 / Q4: "Roadmap" (draft)!  ', 'q3-q4-roadmap-draft'],
    ['Café Ünïcode', 'café-ünïcode'],
    ['看板 2024', '看板-2024'],
    ['../../etc/passwd', 'etc-passwd'],
    ['🚀🚀', 'board'],
    ['', 'board'],
    ['x'.repeat(80), 'x'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j becomes %j', (title, slug) => {
    expect(slugOf(title)).toBe(slug);
  });

  it('is the slug and the exporting person’s own day', () => {
    const now = new Date(2024, 0, 5, 23, 30);
    expect(exportFileName('Launch plan', 'json', now)).toBe('launch-plan-2024-01-05.json');
    expect(exportFileName('Launch plan', 'csv', now)).toBe('launch-plan-2024-01-05.csv');
  });
});

describe('exportFile', () => {
  it('writes the archive as indented JSON', () => {
    const contents = richBoard();
    const file = exportFile(contents, 'json', EXPORTED_AT);
    expect(file.mime).toBe('application/json');
    expect(file.name).toMatch(/^launch-plan-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(file.text)).toEqual(buildBoardArchive({ ...contents, now: EXPORTED_AT }));
    expect(file.text).toContain('\n  "version": 1,\n');
  });

  it('writes the cards as CSV', () => {
    const contents = richBoard();
    const file = exportFile(contents, 'csv', EXPORTED_AT);
    expect(file.mime).toBe('text/csv');
    expect(file.name).toMatch(/^launch-plan-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).toBe(cardsCsv(buildBoardArchive({ ...contents, now: EXPORTED_AT })));
  });
});

describe('mentions in the JSON archive', () => {
  it('are written readably, the name with the uid beside it, never as the stored token', () => {
    const contents = richBoard();
    const cards = contents.cards.map((card) =>
      card.id === 'c-brief' ? { ...card, description: 'Ask @[Ben Teammate](uid-ben) first' } : card,
    );
    const [first, ...rest] = contents.commentsByCard['c-brief']!;
    const commentsByCard = {
      'c-brief': [{ ...first!, text: 'Thanks @[Ada Lovelace](uid-ada)!' }, ...rest],
    };
    const text = exportFile({ ...contents, cards, commentsByCard }, 'json', EXPORTED_AT).text;

    expect(text).toContain('Ask @Ben Teammate (uid-ben) first');
    expect(text).toContain('Thanks @Ada Lovelace (uid-ada)!');
    expect(text).not.toContain('](');
  });
});

describe('mentions in the CSV', () => {
  it('are written as the board shows them, "@Name", never as the stored token', () => {
    const contents = richBoard();
    const cards = contents.cards.map((card) =>
      card.id === 'c-brief'
        ? { ...card, description: 'Ask @[Ben Teammate](uid-ben) and @[Old Name](uid-gone)' }
        : card,
    );
    const members = [
      ...contents.board.members,
      { uid: 'uid-ben', role: 'editor' as const, name: 'Ben T.', email: 'ben@example.com' },
    ];
    const board = { ...contents.board, members };
    const text = exportFile({ ...contents, board, cards }, 'csv', EXPORTED_AT).text;

    // A member by their name now; someone no longer on the board by the name they had.
    expect(text).toContain('Ask @Ben T. and @Old Name');
    expect(text).not.toContain('](');
    expect(text).not.toContain('uid-ben');
  });
});
