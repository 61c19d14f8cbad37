import { formatDay } from '../../src/domain/due';

describe('formatDay (the due day on a card badge)', () => {
  const now = new Date(2026, 10, 24);

  it('names the month and day, without the year in this year', () => {
    expect(formatDay('2026-03-05', now, 'en')).toBe('Mar 5');
    expect(formatDay('2026-12-31', now, 'en')).toBe('Dec 31');
  });

  it('adds the year for another year, before or after this one', () => {
    expect(formatDay('2027-03-05', now, 'en')).toBe('Mar 5, 2027');
    expect(formatDay('2025-01-01', now, 'en')).toBe('Jan 1, 2025');
  });

  it('says every month as English short dates do', () => {
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, '0')}-09`;
      const intl = new Date(2026, month - 1, 9).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
      });
      expect(formatDay(day, now, 'en')).toBe(intl);
    }
  });
});
