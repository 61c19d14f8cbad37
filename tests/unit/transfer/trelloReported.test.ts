// What Trello has and we don't model is told, not dropped: attachments listed on the card,
// members and assignees named or counted, custom fields named; start dates are brought over
// (issue 33 §2), so they are no longer reported as left out.
import { LIMITS } from '../../../src/domain/limits';
import { trelloCard, trelloList, trelloMember } from '../../fixtures/trelloBoard';
import { cardTitled, mapBoard } from './fixtures/plans';

const list = trelloList({ id: 'l' });

describe('what a Trello import tells', () => {
  it('lists attachments’ names and links at the end of the description', () => {
    const { archive, notices } = mapBoard({
      lists: [list],
      cards: [
        trelloCard({
          id: 'c1',
          idList: 'l',
          name: 'with desc',
          desc: 'Notes.',
          attachments: [
            {
              name: 'plan.pdf',
              url: 'https://trello.com/1/cards/c1/attachments/a/download/plan.pdf',
            },
            { name: 'https://example.com/doc', url: 'https://example.com/doc' },
            { name: '', url: '' },
          ],
        }),
        trelloCard({
          id: 'c2',
          idList: 'l',
          name: 'no desc',
          attachments: [{ name: 'photo.png', url: 'https://x/p.png' }],
        }),
      ],
    });
    expect(cardTitled(archive, 'with desc').description).toBe(
      'Notes.\n\n---\nAttachments (from Trello):\n' +
        '- plan.pdf: https://trello.com/1/cards/c1/attachments/a/download/plan.pdf\n' +
        '- https://example.com/doc',
    );
    expect(cardTitled(archive, 'no desc').description).toBe(
      'Attachments (from Trello):\n- photo.png: https://x/p.png',
    );
    expect(notices).toContain(
      '2 cards had attachments (4 attachments); files are not brought over, their names and links are listed at the end of the card’s description.',
    );
  });

  it('keeps the attachment list within the description’s limit, shortening the text first', () => {
    const { archive, notices } = mapBoard({
      lists: [list],
      cards: [
        trelloCard({
          id: 'c1',
          idList: 'l',
          desc: 'd'.repeat(LIMITS.description),
          attachments: [{ name: 'a.txt', url: 'https://x/a.txt' }],
        }),
        trelloCard({
          id: 'c2',
          idList: 'l',
          name: 'many',
          attachments: Array.from({ length: 400 }, (_, index) => ({
            name: `file ${index}`,
            url: `https://example.com/${'p'.repeat(20)}/${index}`,
          })),
        }),
      ],
    });
    const [first, many] = [
      cardTitled(archive, 'Card').description,
      cardTitled(archive, 'many').description,
    ];
    expect(first).toHaveLength(LIMITS.description);
    expect(first.endsWith('…\n\n---\nAttachments (from Trello):\n- a.txt: https://x/a.txt')).toBe(
      true,
    );
    expect(many.length).toBeLessThanOrEqual(LIMITS.description);
    expect(many).toMatch(/\n- …and \d+ more$/);
    expect(notices).toContain(
      '1 card description had more than 10,000 characters; it was shortened.',
    );
  });

  it('names the members, counts assigned cards and custom fields; brings start dates over', () => {
    const { archive, notices } = mapBoard({
      members: [trelloMember('Ann Lee', 'm1'), { id: 'm2', fullName: '', username: 'bob' }],
      customFields: [
        { id: 'f1', name: 'Priority' },
        { id: 'f2', name: 'Estimate' },
      ],
      lists: [list],
      cards: [
        trelloCard({
          id: 'c1',
          idList: 'l',
          idMembers: ['m1'],
          customFieldItems: [{ idCustomField: 'f1', value: { text: 'High' } }],
        }),
        trelloCard({ id: 'c2', idList: 'l', start: '2024-01-01T00:00:00.000Z' }),
        // Trello's start is a moment: its day is taken in UTC (here the 5th, not the 4th).
        trelloCard({ id: 'c3', idList: 'l', start: '2024-03-04T23:30:00.000-05:00' }),
      ],
    });
    expect(archive.lists[0]?.cards.map((card) => card.start)).toEqual([
      undefined,
      '2024-01-01',
      '2024-03-05',
    ]);
    expect(archive.board.members).toEqual([]);
    expect(archive.lists[0]?.cards.map((card) => card.assignees)).toEqual([[], [], []]);
    expect(notices).toEqual(
      expect.arrayContaining([
        'Trello members are not brought over (only you become a member of the new board): Ann Lee and bob.',
        '1 card had members assigned in Trello; assignees are not brought over.',
        '2 custom fields of a kind the app doesn’t have were left out.',
      ]),
    );
    expect(notices.some((notice) => notice.includes('start date'))).toBe(false);
  });

  it('says nothing extra about a plain board', () => {
    expect(
      mapBoard({ lists: [list], cards: [trelloCard({ id: 'c1', idList: 'l' })] }).notices,
    ).toEqual([]);
  });
});
