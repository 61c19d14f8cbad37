// Which group My cards puts a card in, by its due day (and time) in the person's own time zone.
import { myCardsGroupOf, type AssignedCard } from '../../../src/domain/myCards';

const card = (overrides: Partial<AssignedCard> = {}): AssignedCard => ({
  boardId: 'b1',
  cardId: 'c1',
  listId: 'l1',
  title: 'Card',
  due: null,
  dueTime: null,
  dueAt: null,
  dueComplete: false,
  archived: false,
  ...overrides,
});

// Wednesday 10 June 2026, 10:00 local time.
const now = new Date(2026, 5, 10, 10, 0).getTime();

describe('My cards groups', () => {
  it.each([
    ['2026-06-09', 'overdue'],
    ['2026-06-10', 'today'],
    ['2026-06-11', 'week'],
    ['2026-06-16', 'week'],
    ['2026-06-17', 'later'],
    ['2027-01-01', 'later'],
  ])('a card due %s is %s', (due, group) => {
    expect(myCardsGroupOf(card({ due }), now)).toBe(group);
  });

  it('puts a card without a day under No date', () => {
    expect(myCardsGroupOf(card(), now)).toBe('none');
  });

  it('counts a card due today at a time already passed as overdue, a later time as today', () => {
    expect(myCardsGroupOf(card({ due: '2026-06-10', dueTime: '09:30' }), now)).toBe('overdue');
    expect(myCardsGroupOf(card({ due: '2026-06-10', dueTime: '17:00' }), now)).toBe('today');
    const passed = new Date(2026, 5, 10, 9, 0).getTime();
    expect(myCardsGroupOf(card({ due: '2026-06-10', dueAt: passed }), now)).toBe('overdue');
  });

  it('puts a card marked done under Done, whatever its day', () => {
    expect(myCardsGroupOf(card({ due: '2026-06-01', dueComplete: true }), now)).toBe('done');
  });

  it('counts the week in calendar days, a month end included', () => {
    const lastOfMonth = new Date(2026, 5, 28, 23, 0).getTime();
    expect(myCardsGroupOf(card({ due: '2026-07-04' }), lastOfMonth)).toBe('week');
    expect(myCardsGroupOf(card({ due: '2026-07-05' }), lastOfMonth)).toBe('later');
  });
});
