// A start–due span split into the calendar's week rows (issue 33 §2): a segment per week, ends
// rounded only where the card starts and ends, bars stacked in lanes without overlapping.
import { monthWeeks } from '../../../src/features/calendar/calendarDays';
import {
  datesMovedTo,
  dayOfCard,
  isBar,
  layoutBars,
  laneCount,
  weekPart,
} from '../../../src/features/calendar/calendarBars';

// December 2026: Monday 30 November to Sunday 3 January, five weeks.
const weeks = monthWeeks('2026-12-01');
const card = (id: string, start: string | null, due: string | null) => ({ id, start, due });

describe('a start–due span in week rows', () => {
  it('is one rounded segment within a week', () => {
    expect(weekPart('2026-12-02', '2026-12-04', weeks[0]!)).toEqual({
      column: 2,
      span: 3,
      starts: true,
      ends: true,
    });
  });

  it('splits across weeks, rounded only at its true start and end', () => {
    const [segments] = [layoutBars([card('a', '2026-12-03', '2026-12-16')], weeks)];
    expect(segments).toEqual([
      [{ cardId: 'a', column: 3, span: 4, starts: true, ends: false, lane: 0 }],
      [{ cardId: 'a', column: 0, span: 7, starts: false, ends: false, lane: 0 }],
      [{ cardId: 'a', column: 0, span: 3, starts: false, ends: true, lane: 0 }],
      [],
      [],
    ]);
  });

  it('stacks overlapping bars in lanes, and reuses a lane once it is free', () => {
    const [first] = layoutBars(
      [
        card('a', '2026-11-30', '2026-12-02'),
        card('b', '2026-12-01', '2026-12-03'),
        card('c', '2026-12-04', '2026-12-06'),
      ],
      weeks,
    );
    expect(first!.map(({ cardId, lane }) => [cardId, lane])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 0],
    ]);
    expect(laneCount(first!)).toBe(2);
  });

  it('leaves single days to their day: a due alone, a start alone, or both on one day', () => {
    expect(isBar(card('a', null, '2026-12-03'))).toBe(false);
    expect(isBar(card('a', '2026-12-03', null))).toBe(false);
    expect(isBar(card('a', '2026-12-03', '2026-12-03'))).toBe(false);
    expect(dayOfCard(card('a', '2026-12-03', null))).toBe('2026-12-03');
    expect(layoutBars([card('a', '2026-12-03', '2026-12-03')], weeks).flat()).toEqual([]);
  });
});

describe('a card dropped on a day', () => {
  it('moves a start and a due by the same days, from where it was picked up', () => {
    expect(datesMovedTo(card('a', '2026-12-03', '2026-12-07'), '2026-12-05', '2026-12-06')).toEqual(
      { start: '2026-12-04', due: '2026-12-08' },
    );
    expect(datesMovedTo(card('a', '2026-12-03', '2026-12-07'), '2026-12-05', '2026-12-05')).toBe(
      null,
    );
  });

  it('gives a lone start, a lone due or an undated card the day itself', () => {
    expect(datesMovedTo(card('a', '2026-12-03', null), '2026-12-03', '2026-12-09')).toEqual({
      start: '2026-12-09',
    });
    expect(datesMovedTo(card('a', null, '2026-12-03'), '2026-12-03', '2026-12-09')).toEqual({
      due: '2026-12-09',
    });
    expect(datesMovedTo(card('a', null, null), null, '2026-12-09')).toEqual({ due: '2026-12-09' });
  });
});
