// The export file is the board as the server holds it, in display order, naming people by
// name and email; an import reads it back (docs/export-format.md).
import { ARCHIVE_FORMAT, ARCHIVE_VERSION } from '../../../src/domain/boardArchive';
import { buildBoardArchive } from '../../../src/features/transfer/export';
import { makeBoard, makeCard, makeList } from '../boardFixtures';
import { EXPORTED_AT, richBoard } from './exportFixtures';

const plainCard = {
  description: '',
  labelIds: [],
  due: null,
  dueComplete: false,
  checklist: [],
  archived: false,
  assignees: [],
  comments: [],
};

describe('buildBoardArchive', () => {
  it('holds every list, card, label, checklist item, due date, comment and assignee, in board order', () => {
    expect(buildBoardArchive({ ...richBoard(), now: EXPORTED_AT })).toEqual({
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: '2024-05-02T12:00:00.000Z',
      source: { system: 'boards', boardId: 'board-rich' },
      board: {
        title: 'Launch plan',
        color: 'purple',
        // Rank order, not the order they were given in; an unnamed label stays, with its colour.
        labels: [
          { id: 'l-plain', name: '', color: 'green' },
          { id: 'l-urgent', name: 'Urgent', color: 'red' },
          { id: 'l-later', name: 'Later', color: 'sky' },
        ],
        members: [
          { name: 'Ada Lovelace', email: 'ada@example.com', role: 'owner' },
          { name: 'Grace Hopper', email: 'grace@example.com', role: 'editor' },
          { name: '', email: 'linus@example.com', role: 'viewer' },
        ],
      },
      // The list being deleted and the card in no list are not on the board any more.
      lists: [
        {
          id: 'todo',
          title: 'To do',
          archived: false,
          cards: [
            { ...plainCard, id: 'c-first', title: 'Kick-off' },
            {
              id: 'c-brief',
              title: 'Write brief',
              description: 'First line\nSecond line, with "quotes"',
              // The deleted label is dropped; the others keep the card's order.
              labelIds: ['l-urgent', 'l-plain'],
              due: '2024-05-01',
              dueComplete: true,
              checklist: [
                { text: 'Outline', done: true },
                { text: 'Draft', done: true },
                { text: 'Publish', done: false },
              ],
              archived: false,
              // Members only (someone who left is not named), in the board's member order.
              assignees: [
                { name: 'Ada Lovelace', email: 'ada@example.com' },
                { name: 'Grace Hopper', email: 'grace@example.com' },
              ],
              // Oldest first: the imported one by its original date; one still waiting for
              // its server time was written just now.
              comments: [
                {
                  authorName: 'Grace Hopper',
                  createdAt: '2019-01-15T10:00:00.000Z',
                  text: 'Written in Trello',
                },
                {
                  authorName: 'Ada Lovelace',
                  createdAt: '2024-04-02T09:30:00.000Z',
                  text: 'Looks good',
                },
                {
                  authorName: 'Ada Lovelace',
                  createdAt: '2024-05-02T12:00:00.000Z',
                  text: 'Just now',
                },
              ],
            },
            { ...plainCard, id: 'c-archived', title: 'Dropped', archived: true },
          ],
        },
        {
          id: 'old',
          title: 'Old ideas',
          archived: true,
          // Its open card keeps its own flag: restoring the list brings it back.
          cards: [
            {
              ...plainCard,
              id: 'c-open-in-old',
              title: 'Open card in an archived list',
              due: '2023-01-09',
              archived: false,
            },
          ],
        },
        {
          id: 'done',
          title: 'Done',
          archived: false,
          cards: [{ ...plainCard, id: 'c-shipped', title: 'Ship it', labelIds: ['l-later'] }],
        },
      ],
    });
  });

  it('keeps a checklist and labels stored in the old array form in their array order', () => {
    const archive = buildBoardArchive({
      board: makeBoard({
        labels: [
          { id: 'b', name: 'B', color: 'red' },
          { id: 'a', name: 'A', color: 'blue' },
        ],
      }),
      lists: [makeList('l', 'a0')],
      cards: [
        makeCard('c', 'l', 'a0', {
          checklist: [
            { id: 'z', text: 'Z first', done: false },
            { id: 'y', text: 'Y second', done: true },
          ],
        }),
      ],
      commentsByCard: {},
      now: EXPORTED_AT,
    });
    expect(archive.board.labels.map((label) => label.id)).toEqual(['b', 'a']);
    expect(archive.lists[0]!.cards[0]!.checklist.map((item) => item.text)).toEqual([
      'Z first',
      'Y second',
    ]);
  });

  it('orders lists and cards with the same rank by id, as the board does', () => {
    const archive = buildBoardArchive({
      board: makeBoard(),
      lists: [makeList('l2', 'a0'), makeList('l1', 'a0')],
      cards: [makeCard('c2', 'l1', 'a0'), makeCard('c1', 'l1', 'a0')],
      commentsByCard: {},
      now: EXPORTED_AT,
    });
    expect(archive.lists.map((list) => list.id)).toEqual(['l1', 'l2']);
    expect(archive.lists[0]!.cards.map((card) => card.id)).toEqual(['c1', 'c2']);
  });

  it('is plain JSON: stringified and parsed back, it is the same', () => {
    const archive = buildBoardArchive({ ...richBoard(), now: EXPORTED_AT });
    expect(JSON.parse(JSON.stringify(archive))).toEqual(archive);
  });
});
