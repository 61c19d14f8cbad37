// The search index as the worker runs it: words of a title, description, comments, labels and
// assignees, found by prefix and with small typos; a board's cards replaced as a whole.
import type { SearchDocument } from '../../../src/domain/search';
import { SearchIndex } from '../../../src/features/search/searchEngine';
import { commentsByCard, searchDocumentsOf } from '../../../src/features/search/searchDocuments';
import { ada } from '../fixtures';
import { makeBoard, makeCard, makeList } from '../boardFixtures';

const doc = (boardId: string, cardId: string, fields: Partial<SearchDocument> = {}) => ({
  id: `${boardId}/${cardId}`,
  boardId,
  cardId,
  title: '',
  description: '',
  comments: '',
  labels: '',
  assignees: '',
  boardTitle: `Board ${boardId}`,
  listTitle: 'To do',
  ...fields,
});

const titlesFound = (index: SearchIndex, query: string) =>
  index.search(query).map((hit) => hit.title);

function sampleIndex() {
  const index = new SearchIndex();
  index.replaceBoard('b1', [
    doc('b1', 'c1', { title: 'Quarterly report', description: 'Numbers for the pelican team' }),
    doc('b1', 'c2', { title: 'Book flights', comments: 'Aisle seat please' }),
  ]);
  index.replaceBoard('b2', [
    doc('b2', 'c1', { title: 'Fix the café sign', labels: 'Urgent', assignees: 'Grace Hopper' }),
  ]);
  return index;
}

describe('the search index', () => {
  it('finds a card by a word of its title, and names its board and list', () => {
    expect(sampleIndex().search('quarterly')).toEqual([
      {
        boardId: 'b1',
        cardId: 'c1',
        title: 'Quarterly report',
        boardTitle: 'Board b1',
        listTitle: 'To do',
        matchedIn: ['title'],
      },
    ]);
  });

  it('finds words of the description, comments, labels and assignees, and says where', () => {
    const index = sampleIndex();
    expect(index.search('pelican').map((hit) => hit.matchedIn)).toEqual([['description']]);
    expect(titlesFound(index, 'aisle')).toEqual(['Book flights']);
    expect(titlesFound(index, 'urgent')).toEqual(['Fix the café sign']);
    expect(titlesFound(index, 'hopper')).toEqual(['Fix the café sign']);
  });

  it('finds by the beginning of a word (3 letters on), with a one-letter typo, and ignores case and accents', () => {
    const index = sampleIndex();
    expect(titlesFound(index, 'quar')).toEqual(['Quarterly report']);
    expect(titlesFound(index, 'pelicam')).toEqual(['Quarterly report']);
    expect(titlesFound(index, 'quaterly')).toEqual(['Quarterly report']);
    // Two letters are a whole word only: as a beginning they would match thousands of words.
    expect(titlesFound(index, 'qu')).toEqual([]);
    expect(titlesFound(index, 'CAFE')).toEqual(['Fix the café sign']);
  });

  it('wants every word typed, and finds nothing for nothing', () => {
    const index = sampleIndex();
    expect(titlesFound(index, 'book aisle')).toEqual(['Book flights']);
    expect(titlesFound(index, 'book pelican')).toEqual([]);
    expect(titlesFound(index, '   ')).toEqual([]);
  });

  it("replaces a board's cards: changed ones are found by their new words, gone ones not at all", () => {
    const index = sampleIndex();
    index.replaceBoard('b1', [doc('b1', 'c1', { title: 'Yearly report' })]);
    expect(titlesFound(index, 'quarterly')).toEqual([]);
    expect(titlesFound(index, 'yearly')).toEqual(['Yearly report']);
    expect(titlesFound(index, 'flights')).toEqual([]);
    expect(index.cardCount).toBe(2);
  });

  it('forgets the boards the person can no longer open', () => {
    const index = sampleIndex();
    index.keepOnlyBoards(['b2']);
    expect(titlesFound(index, 'quarterly')).toEqual([]);
    expect(titlesFound(index, 'cafe')).toEqual(['Fix the café sign']);
  });
});

describe("a board's cards as the index holds them", () => {
  const board = makeBoard({
    id: 'b1',
    title: 'Roadmap',
    labels: [{ id: 'l1', name: 'Urgent', color: 'red' }],
    members: [{ uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' }],
  });
  const lists = [
    makeList('todo', 'a0', { title: 'To do' }),
    makeList('old', 'a1', { title: 'Old', archived: true }),
  ];

  it('holds open cards of open lists, with label and assignee names and the comments held', () => {
    const cards = [
      makeCard('c1', 'todo', 'a0', { title: 'Ship', labelIds: ['l1'], assigneeIds: [ada.uid] }),
      makeCard('c2', 'todo', 'a1', { archived: true }),
      makeCard('c3', 'old', 'a0'),
    ];
    const comments = commentsByCard(
      [
        { boardId: 'b1', cardId: 'c1', text: 'First' },
        { boardId: 'b1', cardId: 'c1', text: 'Second' },
        { boardId: 'other', cardId: 'c1', text: 'Not of my boards' },
      ],
      ['b1'],
    );
    expect(searchDocumentsOf('b1', { board, lists, cards }, 'Roadmap', comments)).toEqual([
      {
        id: 'b1/c1',
        boardId: 'b1',
        cardId: 'c1',
        title: 'Ship',
        description: '',
        comments: 'First\nSecond',
        labels: 'Urgent',
        assignees: 'Ada Lovelace',
        boardTitle: 'Roadmap',
        listTitle: 'To do',
      },
    ]);
  });

  it('is nothing yet while the cards are on their way, and nothing for a board being deleted', () => {
    expect(searchDocumentsOf('b1', { board, lists, cards: null }, 'Roadmap', new Map())).toBeNull();
    const deleting = { ...board, deleting: true };
    const cards = [makeCard('c1', 'todo', 'a0')];
    expect(
      searchDocumentsOf('b1', { board: deleting, lists, cards }, 'Roadmap', new Map()),
    ).toEqual([]);
  });
});

describe('a template card', () => {
  it('is found like any card, its hit marked a template', () => {
    const cards = [
      makeCard('c1', 'l1', 'a0', { title: 'Bug report', template: true }),
      makeCard('c2', 'l1', 'a1', { title: 'Bug in login' }),
    ];
    const board = makeBoard({ id: 'b1' });
    const index = new SearchIndex();
    index.replaceBoard(
      'b1',
      searchDocumentsOf(
        'b1',
        { board, lists: [makeList('l1', 'a0')], cards },
        'Board b1',
        new Map(),
      )!,
    );
    const hits = index.search('bug');
    expect(hits.map((hit) => [hit.title, hit.template ?? false])).toEqual(
      expect.arrayContaining([
        ['Bug report', true],
        ['Bug in login', false],
      ]),
    );
  });
});
