// The next due day of a repeating card (issue 32 §3), as the server computes it.
import { dueInstant, isRepeat, nextDue } from '../../../src/domain/repeat';

describe('the next due day', () => {
  it.each([
    ['daily', '2026-12-31', '2027-01-01'],
    ['weekly', '2026-02-26', '2026-03-05'],
    ['weekdays', '2026-11-26', '2026-11-27'], // Thursday → Friday
    ['weekdays', '2026-11-27', '2026-11-30'], // Friday → Monday
    ['weekdays', '2026-11-28', '2026-11-30'], // a Saturday's → Monday
    ['monthly', '2026-01-31', '2026-02-28'],
    ['monthly', '2028-01-31', '2028-02-29'],
    ['monthly', '2026-03-31', '2026-04-30'],
    ['monthly', '2026-12-15', '2027-01-15'],
  ] as const)('%s after %s is %s', (repeat, due, next) => {
    expect(nextDue(due, repeat)).toBe(next);
  });

  it('counts a week from the day a "when completed" card was done', () => {
    expect(nextDue('2026-11-01', 'completed', '2026-11-20')).toBe('2026-11-27');
  });

  it('passes a due day at its end, in UTC', () => {
    expect(new Date(dueInstant('2026-11-27')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('knows the repeats there are', () => {
    expect(isRepeat('weekdays')).toBe(true);
    expect(isRepeat('yearly')).toBe(false);
    expect(isRepeat(null)).toBe(false);
  });
});
