// A due date's time and instant (src/domain/due.ts): the instant in this device's zone (the
// day's last millisecond without a time), overdue from the time rather than the day, and the
// tile's words from Intl.
import { dueInstant, dueStateOf, formatDue, isDueTime } from '../../../src/domain/due';

const card = (fields: Partial<Parameters<typeof dueStateOf>[0]>) => ({
  due: '2026-11-27',
  dueComplete: false,
  ...fields,
});

it('reads only HH:MM on 24 hours as a time', () => {
  expect(['00:00', '09:05', '23:59'].every(isDueTime)).toBe(true);
  expect(['24:00', '9:05', '12:60', '12:00:00', '', 1200].some(isDueTime)).toBe(false);
});

it('makes the instant of a day and time here, or the day’s end without one', () => {
  expect(dueInstant('2026-11-27', '14:30')).toBe(new Date(2026, 10, 27, 14, 30).getTime());
  expect(dueInstant('2026-11-27', null)).toBe(new Date(2026, 10, 28).getTime() - 1);
});

it('is overdue once its time has passed, not only once its day has', () => {
  const dueAt = new Date(2026, 10, 27, 14, 30).getTime();
  const timed = card({ dueTime: '14:30', dueAt });
  expect(dueStateOf(timed, new Date(2026, 10, 27, 14, 29))).toBe('dueSoon');
  expect(dueStateOf(timed, new Date(2026, 10, 27, 14, 30))).toBe('overdue');
  // Without a time, the same moment is still due soon (the day has not passed).
  expect(dueStateOf(card({}), new Date(2026, 10, 27, 14, 30))).toBe('dueSoon');
  expect(dueStateOf({ ...timed, dueComplete: true }, new Date(2026, 10, 28))).toBe('complete');
});

it('says the time in the person’s format on the tile, the day alone without one', () => {
  const dueAt = new Date(2026, 10, 27, 14, 30).getTime();
  const expected = new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(dueAt);
  const now = new Date(2026, 10, 20);
  expect(formatDue(card({ dueTime: '14:30', dueAt }), now, 'en')).toBe(expected);
  expect(formatDue(card({}), now, 'en')).toBe('Nov 27');
});
