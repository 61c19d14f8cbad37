// Trello's lists and cards: order by pos, closed as archived (a closed list's cards too),
// cards of missing lists skipped and counted, boards over our limits refused with numbers.
import { LIMITS } from '../../../src/domain/limits';
import { mapTrelloBoard } from '../../../src/features/transfer/trello/mapTrelloBoard';
import { trelloBoardExport, trelloCard, trelloList } from '../../fixtures/trelloBoard';
import { allCards, cardTitled, expectRefusal, mapBoard, NOW } from './fixtures/plans';

describe('Trello lists and cards', () => {
  it('orders lists and cards by pos: fractions, numeric text, equal and missing pos', () => {
    const { archive } = mapBoard({
      lists: [
        trelloList({ id: 'b', name: 'Second', pos: 20.5 }),
        trelloList({ id: 'z', name: 'No pos', pos: undefined }),
        trelloList({ id: 'a', name: 'First', pos: '3' }),
        trelloList({ id: 'c', name: 'Tied, earlier in file', pos: 100 }),
        trelloList({ id: 'd', name: 'Tied, later in file', pos: 100 }),
      ],
      cards: [
        trelloCard({ id: 'k3', idList: 'a', name: 'three', pos: 65535.75 }),
        trelloCard({ id: 'k1', idList: 'a', name: 'one', pos: 0.5 }),
        trelloCard({ id: 'k2a', idList: 'a', name: 'two (first)', pos: 1024 }),
        trelloCard({ id: 'k2b', idList: 'a', name: 'two (second)', pos: 1024 }),
      ],
    });
    expect(archive.lists.map((list) => list.title)).toEqual([
      'First',
      'Second',
      'Tied, earlier in file',
      'Tied, later in file',
      'No pos',
    ]);
    expect(archive.lists[0]?.cards.map((card) => card.title)).toEqual([
      'one',
      'two (first)',
      'two (second)',
      'three',
    ]);
  });

  it('brings a closed list in archived, with its open cards archived too', () => {
    const { archive, counts } = mapBoard({
      lists: [
        trelloList({ id: 'open', name: 'Open', pos: 1 }),
        trelloList({ id: 'shut', name: 'Closed', closed: true, pos: 2 }),
      ],
      cards: [
        trelloCard({ id: 'c1', idList: 'open', name: 'Live' }),
        trelloCard({ id: 'c2', idList: 'open', name: 'Closed card', closed: true }),
        trelloCard({ id: 'c3', idList: 'shut', name: 'Open card of a closed list' }),
      ],
    });
    expect(archive.lists.map((list) => [list.title, list.archived])).toEqual([
      ['Open', false],
      ['Closed', true],
    ]);
    expect(allCards(archive).map((card) => [card.title, card.archived])).toEqual([
      ['Live', false],
      ['Closed card', true],
      ['Open card of a closed list', true],
    ]);
    expect(counts).toMatchObject({ lists: 2, cards: 3, archivedCards: 2 });
  });

  it('keeps cards whose list isn’t in the export in an archived list of their own, and says so', () => {
    const { archive, notices } = mapBoard({
      lists: [trelloList({ id: 'l', name: 'Doing' })],
      cards: [
        trelloCard({ id: 'c1', idList: 'l' }),
        trelloCard({ id: 'c2', idList: 'gone' }),
        trelloCard({ id: 'c3', idList: undefined }),
      ],
    });
    expect(
      archive.lists.map((list) => [list.title, list.archived, list.cards.map((c) => c.id)]),
    ).toEqual([
      ['Doing', false, ['c1']],
      ['From lists not in the export', true, ['c2', 'c3']],
    ]);
    expect(allCards(archive).find((card) => card.id === 'c2')!.archived).toBe(true);
    expect(notices).toContain(
      '2 cards belong to lists that aren’t in the export; they are kept in an archived list, “From lists not in the export”.',
    );
  });

  it('takes the due day in UTC, and dueComplete', () => {
    const { archive } = mapBoard({
      lists: [trelloList({ id: 'l' })],
      cards: [
        trelloCard({ id: 'c1', idList: 'l', name: 'late', due: '2024-03-05T23:30:00.000-05:00' }),
        trelloCard({
          id: 'c2',
          idList: 'l',
          name: 'done',
          due: '2024-03-05T12:00:00.000Z',
          dueComplete: true,
        }),
        trelloCard({ id: 'c3', idList: 'l', name: 'bad', due: 'someday' }),
        trelloCard({ id: 'c4', idList: 'l', name: 'none', due: null, dueComplete: 'yes' }),
      ],
    });
    expect(allCards(archive).map((card) => [card.title, card.due, card.dueComplete])).toEqual([
      ['late', '2024-03-06', false],
      ['done', '2024-03-05', true],
      ['bad', null, false],
      ['none', null, false],
    ]);
  });

  it('names empty titles and shortens long ones and long descriptions, counted', () => {
    const { archive, notices } = mapBoard({
      name: '   ',
      lists: [
        trelloList({ id: 'l', name: ' ' }),
        trelloList({ id: 'm', name: 'y'.repeat(150), pos: 2e6 }),
      ],
      cards: [
        trelloCard({ id: 'c1', idList: 'l', name: '  ', desc: '  kept as it is  ' }),
        trelloCard({ id: 'c2', idList: 'l', name: 'x'.repeat(LIMITS.cardTitle + 1) }),
        trelloCard({
          id: 'c3',
          idList: 'l',
          name: '  Trimmed  ',
          desc: 'd'.repeat(LIMITS.description + 10),
        }),
      ],
    });
    expect(archive.board.title).toBe('Untitled board');
    expect(archive.lists.map((list) => list.title)).toEqual([
      'Untitled list',
      `${'y'.repeat(99)}…`,
    ]);
    const [untitled, long, trimmed] = allCards(archive);
    expect(untitled).toMatchObject({ title: 'Untitled card', description: '  kept as it is  ' });
    expect(long?.title).toHaveLength(LIMITS.cardTitle);
    expect(long?.title.endsWith('…')).toBe(true);
    expect(trimmed?.title).toBe('Trimmed');
    expect(trimmed?.description).toHaveLength(LIMITS.description);
    expect(notices).toEqual(
      expect.arrayContaining([
        'The board had no name; it is called “Untitled board”.',
        '1 list had no name; it is called “Untitled list”.',
        '1 card had no title; it is called “Untitled card”.',
        '1 list name had more than 100 characters; it was shortened.',
        '1 card title had more than 500 characters; it was shortened.',
        '1 card description had more than 10,000 characters; it was shortened.',
      ]),
    );
  });

  it('shortens a board name over the limit, and maps its background colour', () => {
    const { archive, notices } = mapBoard({
      name: 'b'.repeat(LIMITS.boardTitle + 1),
      prefs: { background: 'gradient-ocean', backgroundColor: '#ff0000' },
    });
    expect(archive.board.title).toHaveLength(LIMITS.boardTitle);
    expect(archive.board.color).toBe('red');
    expect(archive.source).toEqual({ system: 'trello', boardId: '5f1a2b3c4d5e6f7a8b9c0d1e' });
    expect(archive.exportedAt).toBe(NOW.toISOString());
    expect(notices).toContain('1 board name had more than 100 characters; it was shortened.');
    expect(
      mapBoard({ prefs: { background: 'lime', backgroundColor: '#0000ff' } }).archive.board.color,
    ).toBe('lime');
    const picture = mapBoard({
      prefs: {
        background: '5f00aa',
        backgroundImage: 'https://x/y.jpg',
        backgroundTopColor: '#6e5dc6',
      },
    });
    expect(picture.archive.board.color).toBe('purple');
    expect(picture.notices).toContain(
      'The board’s background picture isn’t brought over; the board gets the nearest of our colours.',
    );
    expect(mapBoard({ prefs: 'none' }).archive.board.color).toBe('blue');
  });

  it('refuses more lists than a board may have, with the numbers', () => {
    const lists = Array.from({ length: 130 }, (_, index) => trelloList({ id: `l${index}` }));
    expect(expectRefusal(mapTrelloBoard(trelloBoardExport({ lists })))).toBe(
      'This board has 130 lists; a board here can have at most 100.',
    );
    const atLimit = Array.from({ length: LIMITS.listsPerBoard }, (_, index) =>
      trelloList({ id: `l${index}` }),
    );
    expect(mapTrelloBoard(trelloBoardExport({ lists: atLimit })).ok).toBe(true);
  });

  it('refuses more than 5,000 cards, archived ones included, with the numbers', () => {
    const lists = [trelloList({ id: 'l' }), trelloList({ id: 'x', closed: true })];
    const cards = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        trelloCard({ id: `c${index}`, idList: index % 2 ? 'x' : 'l', closed: index % 3 === 0 }),
      );
    expect(expectRefusal(mapTrelloBoard(trelloBoardExport({ lists, cards: cards(5_001) })))).toBe(
      'This board has 5,001 cards (archived ones included); a board here can have at most 5,000.',
    );
    expect(
      mapTrelloBoard(trelloBoardExport({ lists, cards: cards(LIMITS.cardsPerBoard) })).ok,
    ).toBe(true);
  });

  it('reads whatever fields are missing or of the wrong type without throwing', () => {
    const { archive } = mapBoard({
      name: 42,
      labels: 'none',
      lists: [null, 7, trelloList({ id: 'l', name: ['x'], closed: 'true' }), { pos: 1 }],
      cards: [
        trelloCard({
          id: 'c1',
          idList: 'l',
          name: null,
          desc: 5,
          idLabels: 'l1',
          badges: null,
          attachments: {},
        }),
        trelloCard({ id: 'c1', idList: 'l', name: 'Same id' }),
      ],
      checklists: [{ idCard: 'c1', checkItems: [null, { name: 'ok', state: 'complete' }] }],
      actions: 'none',
    });
    expect(archive.board.title).toBe('Untitled board');
    expect(archive.lists.map((list) => [list.title, list.archived])).toEqual([
      ['Untitled list', false],
      ['Untitled list', false],
    ]);
    expect(cardTitled(archive, 'Untitled card')).toMatchObject({
      id: 'c1',
      description: '',
      labelIds: [],
      checklist: [{ text: 'ok', done: true }],
    });
    expect(cardTitled(archive, 'Same id').id).not.toBe('c1');
  });
});
