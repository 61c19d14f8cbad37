// The server's due reminders in words (docs/notifications.md, "Due reminders"): due soon, or
// overdue, with the day and time as the tiles write them, told by "Reminder:".
import type { AppNotification } from '../../../src/domain/notification';
import { actorOf, describeNotification } from '../../../src/features/notifications/words';

const reminder = (fields: Partial<AppNotification>): AppNotification => ({
  id: 'due-b1-c1-1795000000000-soon',
  kind: 'due',
  what: 'dueSoon',
  actorId: '',
  actorName: '',
  boardId: 'b1',
  boardTitle: 'Launch',
  cardId: 'c1',
  cardTitle: 'Ship it',
  excerpt: '2030-03-05 14:30',
  entryId: null,
  at: 1,
  read: false,
  ...fields,
});

it('says a card is due, or overdue, with its day and time', () => {
  expect(describeNotification(reminder({}))).toBe('“Ship it” is due Mar 5, 2030, 14:30');
  expect(describeNotification(reminder({ what: 'overdue', excerpt: '2030-03-05' }))).toBe(
    '“Ship it” is overdue (due Mar 5, 2030)',
  );
  expect(actorOf(reminder({}))).toBe('Reminder:');
});

it('words a due change told to watchers with its time', () => {
  const changed = reminder({ kind: 'watching', what: 'cardDue', actorName: 'Olive' });
  expect(describeNotification(changed)).toBe('set the due date of “Ship it” to Mar 5, 2030, 14:30');
});
