// Export names each card's files (issue 24): in the JSON, with their size, type, who added them
// and when, oldest first; in the CSV, by name. Their bytes stay on the board.
import { parse } from 'papaparse';
import type { Attachment } from '../../../src/domain/attachment';
import { buildBoardArchive, cardsCsv } from '../../../src/features/transfer/export';
import { EXPORTED_AT, richBoard } from './exportFixtures';

const file = (id: string, name: string, createdAt: number): Attachment => ({
  id,
  name,
  size: 12_700,
  contentType: 'text/plain',
  uploaderId: 'ada-uid',
  uploaderName: 'Ada Lovelace',
  createdAt,
  width: null,
  height: null,
  thumbnail: null,
  chunkCount: 1,
});

const withFiles = () => ({
  ...richBoard(),
  attachmentsByCard: {
    'c-brief': [
      file('f2', 'later.txt', Date.UTC(2024, 4, 2)),
      file('f1', 'spec.pdf', Date.UTC(2024, 4, 1)),
    ],
  },
  now: EXPORTED_AT,
});

describe('exporting a board with files', () => {
  it('names each file of a card in the JSON, oldest first, and leaves cards without any as they were', () => {
    const archive = buildBoardArchive(withFiles());
    const cards = archive.lists.flatMap((list) => list.cards);
    const brief = cards.find((card) => card.title === 'Write brief');
    expect(brief?.attachments).toEqual([
      {
        name: 'spec.pdf',
        size: 12_700,
        contentType: 'text/plain',
        addedBy: 'Ada Lovelace',
        addedAt: '2024-05-01T00:00:00.000Z',
      },
      expect.objectContaining({ name: 'later.txt', addedAt: '2024-05-02T00:00:00.000Z' }),
    ]);
    expect(cards.filter((card) => 'attachments' in card)).toHaveLength(1);
  });

  it('lists them by name in the CSV’s Attachments column', () => {
    const rows = parse<string[]>(cardsCsv(buildBoardArchive(withFiles())).slice(1), {
      newline: '\r\n',
      skipEmptyLines: true,
    }).data;
    const header = rows[0]!;
    const brief = rows.find((row) => row[1] === 'Write brief')!;
    expect(brief[header.indexOf('Attachments')]).toBe('spec.pdf; later.txt');
  });
});
