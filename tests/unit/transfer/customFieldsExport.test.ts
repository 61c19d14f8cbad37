// Custom fields in the exports (issue 32 §1): the JSON file holds the board's fields and each
// card's values (only those that still fit their field); the CSV adds one column per field.
import { parse } from 'papaparse';
import type { CustomField } from '../../../src/domain/customFields';
import { buildBoardArchive, cardsCsv, CSV_COLUMNS } from '../../../src/features/transfer/export';
import { makeBoard, makeCard, makeList } from '../boardFixtures';
import { EXPORTED_AT } from './exportFixtures';

const FIELDS: CustomField[] = [
  {
    id: 'priority',
    name: 'Priority',
    type: 'dropdown',
    showOnTile: true,
    options: {
      low: { name: 'Low', color: 'green', rank: 'a1' },
      high: { name: 'High', color: 'red', rank: 'a0' },
    },
    rank: 'a0',
  },
  { id: 'points', name: 'Points', type: 'number', showOnTile: false, options: {}, rank: 'a1' },
];

const archive = () =>
  buildBoardArchive({
    board: makeBoard({ customFields: FIELDS }),
    lists: [makeList('l', 'a0', { title: 'To do' })],
    cards: [
      makeCard('c1', 'l', 'a0', {
        title: 'alpha',
        fieldValues: { priority: 'high', points: 1200, gone: 'x' },
      }),
      // An option removed since: its value is left out.
      makeCard('c2', 'l', 'a1', { title: 'beta', fieldValues: { priority: 'removed' } }),
    ],
    commentsByCard: {},
    now: EXPORTED_AT,
  });

describe('custom fields in the exports', () => {
  it('the JSON file holds the fields, the options in order, and the values that fit', () => {
    const file = archive();
    expect(file.board.customFields).toEqual([
      {
        id: 'priority',
        name: 'Priority',
        type: 'dropdown',
        showOnTile: true,
        options: [
          { id: 'high', name: 'High', color: 'red' },
          { id: 'low', name: 'Low', color: 'green' },
        ],
      },
      { id: 'points', name: 'Points', type: 'number', showOnTile: false },
    ]);
    const [alpha, beta] = file.lists[0]!.cards;
    expect(alpha?.fieldValues).toEqual({ priority: 'high', points: 1200 });
    expect(beta?.fieldValues).toBeUndefined();
  });

  it('the CSV has a column per field, valued as the board words it', () => {
    const csv = cardsCsv(archive());
    const rows = parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...CSV_COLUMNS, 'Priority', 'Points']);
    expect(rows[1]?.slice(-2)).toEqual(['High', '1,200']);
    expect(rows[2]?.slice(-2)).toEqual(['', '']);
  });
});
