import {
  addDays,
  addMonths,
  daysBetween,
  monthWeeks,
  weekStart,
} from '../../../src/features/calendar/calendarDays';
import { dropped, movedOver, pickedUp } from '../../../src/features/calendar/calendarDrag';
import { boardScene, makeCard, withOpenBoard } from '../boardFixtures';

describe("the calendar's days", () => {
  it('counts days across months, years and summer time', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('starts weeks on Monday and shows whole weeks around the month', () => {
    expect(weekStart('2026-12-03')).toBe('2026-11-30');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2026-12-06')).toBe('2026-11-30');
    const weeks = monthWeeks('2026-12-17');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-30');
    expect(weeks[4]?.[6]).toBe('2027-01-03');
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
  });

  it('steps months from the 1st, so the 31st never skips a month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-01');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-01');
  });
});

describe('what a screen reader hears while a card moves on the calendar', () => {
  const { board, lists, cards, state } = boardScene();
  const dated = withOpenBoard(state, board, lists, [
    ...cards,
    makeCard('cD', 'l2', 'a1', { title: 'Dated', due: '2026-12-03' }),
  ]);
  const thursday = new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2026, 11, 3)));

  it('names the card, its due day, and where it would land', () => {
    expect(pickedUp(dated, 'cD')).toBe(`Picked up card “Dated”, due ${thursday}.`);
    expect(pickedUp(dated, 'c1')).toBe('Picked up card “Alpha one”, with no date.');
    expect(movedOver(dated, 'c1', '2026-12-03')).toBe(`Card “Alpha one” is over ${thursday}.`);
    expect(movedOver(dated, 'c1', null)).toBe(
      'Card “Alpha one” is not over a day. Dropping it now leaves its date as it was.',
    );
  });

  it('says where it was dropped, or that its date stayed', () => {
    expect(dropped(dated, 'c1', '2026-12-03')).toBe(`Card “Alpha one” dropped on ${thursday}.`);
    expect(dropped(dated, 'c1', null)).toBe(
      'Card “Alpha one” dropped outside the calendar. Its date did not change.',
    );
    expect(dropped(dated, 'cD', null, true)).toBe(
      'Moving card “Dated” cancelled. Its date did not change.',
    );
  });
});
