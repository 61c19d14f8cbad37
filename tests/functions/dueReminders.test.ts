// Due reminders (functions/src/due) with a clock: assignees and watchers are told once within
// their lead before a card's due instant and once when it is overdue, never twice, never for a
// completed card or someone who muted the board, and again when the due date moves. Each case
// runs at its own instant, years ahead and days apart, so its window holds only its own cards.
import { Timestamp } from 'firebase-admin/firestore';
import { sendDueReminders } from '../../functions/src/due/sendDueReminders';
import { db, newTestId } from './support';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let nextCase = 0;
/** A clock of its own for each case: a week apart, far from any other test's cards. */
const clock = () => Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 5000) * 7 * DAY + nextCase++;

interface Seeded {
  boardId: string;
  cardId: string;
  owner: string;
  assignee: string;
  watcher: string;
}

async function seed(dueAt: number, card: Record<string, unknown> = {}, board = {}) {
  const boardId = newTestId('board');
  const cardId = newTestId('card');
  const [owner, assignee, watcher] = ['owner', 'assignee', 'watcher'].map(newTestId) as [
    string,
    string,
    string,
  ];
  await db()
    .doc(`boards/${boardId}`)
    .set({
      ownerId: owner,
      title: 'Launch',
      members: {
        [owner]: { role: 'owner', name: 'O', email: 'o@example.com' },
        [assignee]: { role: 'editor', name: 'A', email: 'a@example.com' },
        [watcher]: { role: 'viewer', name: 'W', email: 'w@example.com' },
      },
      deleting: false,
      mutedBy: [],
      ...board,
    });
  await db()
    .doc(`boards/${boardId}/cards/${cardId}`)
    .set({
      listId: 'list',
      rank: 'a0',
      title: 'Ship it',
      due: new Date(dueAt).toISOString().slice(0, 10),
      dueTime: new Date(dueAt).toISOString().slice(11, 16),
      dueAt: Timestamp.fromMillis(dueAt),
      dueComplete: false,
      archived: false,
      assigneeIds: [assignee],
      watcherIds: [assignee, watcher],
      ...card,
    });
  return { boardId, cardId, owner, assignee, watcher } satisfies Seeded;
}

const inbox = async (uid: string) =>
  (await db().collection(`users/${uid}/notifications`).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  })) as { id: string; what?: string; [key: string]: unknown }[];

const whats = async (uid: string) => (await inbox(uid)).map((item) => item.what).sort();

it('tells the assignee and watchers 24 h ahead, and again once overdue, each once', async () => {
  const now = clock();
  const dueAt = now + 23 * HOUR;
  const { boardId, cardId, owner, assignee, watcher } = await seed(dueAt);

  await sendDueReminders(db(), { now });
  const [told] = await inbox(assignee);
  expect(told).toMatchObject({
    id: `due-${boardId}-${cardId}-${dueAt}-soon`,
    kind: 'due',
    what: 'dueSoon',
    boardId,
    boardTitle: 'Launch',
    cardId,
    cardTitle: 'Ship it',
    entryId: null,
    read: false,
  });
  expect(await whats(watcher)).toEqual(['dueSoon']);
  expect(await whats(owner)).toEqual([]);

  // Overdue: the second reminder; a run a minute later writes nothing more.
  await sendDueReminders(db(), { now: dueAt + MINUTE });
  const figures = await sendDueReminders(db(), { now: dueAt + 2 * MINUTE });
  expect(figures.told).toBe(0);
  expect(await whats(assignee)).toEqual(['dueSoon', 'overdue']);
  expect(await whats(watcher)).toEqual(['dueSoon', 'overdue']);
});

it('writes each reminder once across runs, overlapping ones too', async () => {
  const now = clock();
  const { assignee } = await seed(now + 2 * HOUR);
  const runs = await Promise.all([
    sendDueReminders(db(), { now }),
    sendDueReminders(db(), { now }),
    sendDueReminders(db(), { now: now + MINUTE }),
  ]);
  expect(runs.reduce((sum, run) => sum + run.told, 0)).toBe(2); // The assignee and the watcher.
  expect(await whats(assignee)).toEqual(['dueSoon']);
});

it('tells nobody of a card further than the lead, completed, or archived', async () => {
  const now = clock();
  const later = await seed(now + 25 * HOUR);
  const done = await seed(now + HOUR, { dueComplete: true });
  const archived = await seed(now - HOUR, { archived: true });
  await sendDueReminders(db(), { now });
  for (const seeded of [later, done, archived]) expect(await whats(seeded.assignee)).toEqual([]);
  // The later one is told once within the day.
  await sendDueReminders(db(), { now: now + 2 * HOUR });
  expect(await whats(later.assignee)).toEqual(['dueSoon']);
});

it('tells again when the due date moves (a new instant), not when it stays', async () => {
  const now = clock();
  const { boardId, cardId, assignee } = await seed(now + HOUR);
  await sendDueReminders(db(), { now });
  const moved = now + 5 * HOUR;
  await db()
    .doc(`boards/${boardId}/cards/${cardId}`)
    .update({ dueAt: Timestamp.fromMillis(moved), dueTime: '05:00' });
  await sendDueReminders(db(), { now: now + MINUTE });
  const ids = (await inbox(assignee)).map((item) => item.id).sort();
  expect(ids).toEqual(
    [
      `due-${boardId}-${cardId}-${moved}-soon`,
      `due-${boardId}-${cardId}-${now + HOUR}-soon`,
    ].sort(),
  );
});

it('skips people who muted the board or left it', async () => {
  const now = clock();
  const seeded = await seed(now + HOUR);
  await db()
    .doc(`boards/${seeded.boardId}`)
    .update({ mutedBy: [seeded.watcher], [`members.${seeded.assignee}`]: null });
  await sendDueReminders(db(), { now });
  expect(await whats(seeded.watcher)).toEqual([]);
  expect(await whats(seeded.assignee)).toEqual([]);
});

it('follows each person’s lead: 1 h tells only within the hour, off never', async () => {
  const now = clock();
  const { assignee, watcher } = await seed(now + 3 * HOUR);
  await db().doc(`users/${assignee}`).set({ boards: [], dueReminderLead: '1h' });
  await db().doc(`users/${watcher}`).set({ boards: [], dueReminderLead: 'off' });
  await sendDueReminders(db(), { now });
  expect(await whats(assignee)).toEqual([]);
  await sendDueReminders(db(), { now: now + 2 * HOUR + 30 * MINUTE });
  expect(await whats(assignee)).toEqual(['dueSoon']);
  await sendDueReminders(db(), { now: now + 3 * HOUR + MINUTE });
  expect(await whats(assignee)).toEqual(['dueSoon', 'overdue']);
  expect(await whats(watcher)).toEqual([]);
});
