// A real Trello export from 2016, in its shape then: no top-level `labels` array (each card
// carries its labels as objects), and a card whose list is not in the file. Nothing is lost:
// the labels come from the cards, the card is kept in an archived list, and both are told.
import { mapTrelloBoard } from '../../../src/features/transfer/trello/mapTrelloBoard';
import { expectPlan } from './fixtures/plans';

const BOARD = '57a0c1d2e3f4a5b6c7d8e9f0';
const label = (id: string, name: string, color: string) => ({
  id,
  idBoard: BOARD,
  name,
  color,
  uses: 1,
});
const card = (id: string, name: string, idList: string, labels: object[] = []) => ({
  id,
  name,
  desc: '',
  closed: false,
  idList,
  idBoard: BOARD,
  pos: 65535,
  due: null,
  idLabels: labels.map((l) => (l as { id: string }).id),
  labels,
  idMembers: [],
  idChecklists: [],
  badges: { comments: 0, attachments: 0 },
  dateLastActivity: '2016-05-02T10:00:00.000Z',
});

const export2016 = {
  id: BOARD,
  name: 'Welcome Board',
  desc: '',
  closed: false,
  prefs: { background: 'blue' },
  lists: [{ id: 'list000000000000000000a1', name: 'Basics', closed: false, pos: 65535 }],
  cards: [
    card('card000000000000000000c1', 'Card One', 'list000000000000000000a1', [
      label('lab0000000000000000000l1', 'Urgent', 'red'),
      label('lab0000000000000000000l2', 'Idea', 'green'),
      label('lab0000000000000000000l3', '', 'blue'),
    ]),
    card('card000000000000000000c2', 'Card Two', 'list000000000000000000a1', [
      label('lab0000000000000000000l2', 'Idea', 'green'),
    ]),
    card('card000000000000000000c3', 'Card Three', 'list0000000000000000gone'),
  ],
  actions: [],
  checklists: [],
  members: [],
};

describe('a Trello export from 2016', () => {
  const plan = expectPlan(mapTrelloBoard(export2016, new Date('2025-01-01T00:00:00Z')));
  const cards = plan.archive.lists.flatMap((list) => list.cards);
  const byTitle = (title: string) => cards.find((c) => c.title === title)!;

  it('takes the board’s labels from its cards, each once, and keeps them on the cards', () => {
    expect(plan.archive.board.labels).toEqual([
      { id: 'lab0000000000000000000l1', name: 'Urgent', color: 'red' },
      { id: 'lab0000000000000000000l2', name: 'Idea', color: 'green' },
      { id: 'lab0000000000000000000l3', name: '', color: 'blue' },
    ]);
    expect(byTitle('Card One').labelIds).toEqual([
      'lab0000000000000000000l1',
      'lab0000000000000000000l2',
      'lab0000000000000000000l3',
    ]);
    expect(byTitle('Card Two').labelIds).toEqual(['lab0000000000000000000l2']);
    expect(plan.counts.labels).toBe(3);
  });

  it('keeps the card whose list is missing, in an archived list “From lists not in the export”', () => {
    expect(
      plan.archive.lists.map((list) => [list.title, list.archived, list.cards.map((c) => c.title)]),
    ).toEqual([
      ['Basics', false, ['Card One', 'Card Two']],
      ['From lists not in the export', true, ['Card Three']],
    ]);
    expect(plan.counts).toMatchObject({ lists: 2, cards: 3, archivedCards: 1 });
  });

  it('says what it did in “Good to know”', () => {
    expect(plan.notices).toEqual(
      expect.arrayContaining([
        'The export has no list of the board’s labels: 3 labels were taken from the cards that carry them.',
        '1 card belongs to lists that aren’t in the export; it is kept in an archived list, “From lists not in the export”.',
      ]),
    );
    expect(plan.notices.join(' ')).not.toMatch(/skipped|doesn’t hold/);
  });
});
