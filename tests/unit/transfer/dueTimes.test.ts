// Due times through export and import (issue 31 §3): our JSON keeps a card's time and instant,
// the CSV writes the time beside the day, Trello's due moment keeps its time, and an import
// drops an instant that does not fit its day (or a time without a day).
import { cardsCsv } from '../../../src/features/transfer/export/cardsCsv';
import { fitArchive } from '../../../src/features/transfer/fit/fitArchive';
import { dueTimeAndInstant } from '../../../src/features/transfer/trello/mapCard';
import { archiveCard, fullArchive } from './fixtures/archive';

const withCards = (cards: ReturnType<typeof archiveCard>[]) => {
  const archive = fullArchive();
  archive.lists = [{ id: 'a', title: 'To do', archived: false, cards }];
  return archive;
};

it('keeps Trello’s due time (UTC, as its day) and its instant', () => {
  expect(dueTimeAndInstant('2025-03-05T14:30:00.000Z')).toEqual({
    dueTime: '14:30',
    dueAt: '2025-03-05T14:30:00.000Z',
  });
  expect(dueTimeAndInstant(null)).toEqual({});
  expect(dueTimeAndInstant('soon')).toEqual({});
});

it('writes the time beside the day in the CSV', () => {
  const csv = cardsCsv(
    withCards([
      archiveCard({ id: 'c1', due: '2025-03-05', dueTime: '14:30', dueAt: '2025-03-05T14:30:00Z' }),
      archiveCard({ id: 'c2', due: '2025-03-06' }),
    ]),
  );
  expect(csv).toContain(',2025-03-05 14:30,');
  expect(csv).toContain(',2025-03-06,');
});

it('imports a time and instant that fit the day, and drops those that do not', () => {
  const result = fitArchive(
    withCards([
      archiveCard({ id: 'c1', due: '2025-03-05', dueTime: '14:30', dueAt: '2025-03-05T14:30:00Z' }),
      archiveCard({ id: 'c2', due: '2025-03-05', dueTime: '14:30', dueAt: '2025-04-05T14:30:00Z' }),
      archiveCard({ id: 'c3', due: null, dueTime: '14:30', dueAt: '2025-03-05T14:30:00Z' }),
      archiveCard({ id: 'c4', due: '2025-03-05', dueTime: '25:00', dueAt: '2025-03-05T14:30:00Z' }),
    ]),
  );
  if (!result.ok) throw new Error(result.message);
  const cards = result.plan.archive.lists[0]!.cards;
  expect(cards.map(({ dueTime, dueAt }) => ({ dueTime, dueAt }))).toEqual([
    { dueTime: '14:30', dueAt: '2025-03-05T14:30:00Z' },
    { dueTime: undefined, dueAt: undefined },
    { dueTime: undefined, dueAt: undefined },
    { dueTime: undefined, dueAt: '2025-03-05T14:30:00Z' },
  ]);
});
