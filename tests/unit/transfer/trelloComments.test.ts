// Trello's comments: commentCard actions by card, oldest first, with author and date; the
// 1,000-action truncation told.
import { LIMITS } from '../../../src/domain/limits';
import { trelloCard, trelloComment, trelloList } from '../../fixtures/trelloBoard';
import { cardTitled, mapBoard } from './fixtures/plans';

const list = trelloList({ id: 'l' });

describe('Trello comments', () => {
  it('groups comments by card, oldest first, with the author’s name and the date', () => {
    const { archive, counts } = mapBoard({
      lists: [list],
      cards: [
        trelloCard({ id: 'c1', idList: 'l', name: 'one' }),
        trelloCard({ id: 'c2', idList: 'l', name: 'two' }),
      ],
      // Newest first, as Trello writes them; other actions are not comments.
      actions: [
        trelloComment({ id: 'a3', cardId: 'c1', text: 'Third', date: '2024-02-03T10:00:00.000Z' }),
        {
          id: 'x',
          type: 'updateCard',
          date: '2024-02-02T11:00:00.000Z',
          data: { card: { id: 'c1' } },
        },
        trelloComment({
          id: 'a4',
          cardId: 'c2',
          text: 'Other card',
          date: '2024-02-02T10:00:00.000Z',
          fullName: '',
          username: 'bob',
        }),
        trelloComment({
          id: 'a2',
          cardId: 'c1',
          text: 'Second',
          date: '2024-02-02T10:00:00+01:00',
          fullName: 'Bob Roy',
        }),
        trelloComment({
          id: 'a1',
          cardId: 'c1',
          text: '  First  ',
          date: '2024-02-01T10:00:00.000Z',
          fullName: '',
          username: '',
        }),
      ],
    });
    expect(cardTitled(archive, 'one').comments).toEqual([
      { authorName: 'Trello user', createdAt: '2024-02-01T10:00:00.000Z', text: 'First' },
      { authorName: 'Bob Roy', createdAt: '2024-02-02T09:00:00.000Z', text: 'Second' },
      { authorName: 'Ann Lee', createdAt: '2024-02-03T10:00:00.000Z', text: 'Third' },
    ]);
    expect(cardTitled(archive, 'two').comments).toEqual([
      { authorName: 'bob', createdAt: '2024-02-02T10:00:00.000Z', text: 'Other card' },
    ]);
    expect(counts.comments).toBe(4);
  });

  it('dates a comment with no date by its id, and counts comments of missing cards', () => {
    const { archive, notices } = mapBoard({
      lists: [list],
      cards: [trelloCard({ id: 'c1', idList: 'l' })],
      actions: [
        trelloComment({ id: '65a1b2c3d4e5f60718293a4b', cardId: 'c1', text: 'By id', date: '' }),
        trelloComment({ id: 'not-an-object-id', cardId: 'c1', text: 'Lost', date: 'never' }),
        trelloComment({ id: 'a2', cardId: 'gone', text: 'Orphan', date: '2024-01-01T00:00:00Z' }),
      ],
    });
    expect(cardTitled(archive, 'Card').comments).toEqual([
      {
        authorName: 'Ann Lee',
        createdAt: new Date(0x65a1b2c3 * 1000).toISOString(),
        text: 'By id',
      },
    ]);
    expect(notices).toEqual(
      expect.arrayContaining([
        '1 comment belongs to cards that aren’t in the export; it was skipped.',
        '1 comment had no date that could be read; it was left out.',
      ]),
    );
  });

  it('tells how many comments the export misses (Trello keeps 1,000 actions)', () => {
    const { notices } = mapBoard({
      lists: [list],
      cards: [
        trelloCard({ id: 'c1', idList: 'l', badges: { comments: 3 } }),
        trelloCard({ id: 'c2', idList: 'l', badges: { comments: 2 } }),
        trelloCard({ id: 'c3', idList: 'l', badges: { comments: 1 } }),
      ],
      actions: [
        trelloComment({ id: 'a1', cardId: 'c1', text: 'Only one', date: '2024-01-01T00:00:00Z' }),
        trelloComment({ id: 'a2', cardId: 'c3', text: 'All there', date: '2024-01-01T00:00:00Z' }),
      ],
    });
    expect(notices).toContain(
      '2 cards have more comments in Trello than the export holds (Trello exports at most 1,000 actions); 4 comments are missing.',
    );
  });

  it('shortens a comment over the limit and says so', () => {
    const { archive, notices } = mapBoard({
      lists: [list],
      cards: [trelloCard({ id: 'c1', idList: 'l' })],
      actions: [
        trelloComment({
          id: 'a1',
          cardId: 'c1',
          text: 'w'.repeat(LIMITS.commentText + 1),
          date: '2024-01-01T00:00:00Z',
        }),
      ],
    });
    expect(cardTitled(archive, 'Card').comments[0]?.text).toHaveLength(LIMITS.commentText);
    expect(notices).toContain('1 comment had more than 5,000 characters; it was shortened.');
  });
});
