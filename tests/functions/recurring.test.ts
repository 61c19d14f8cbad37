// Recurring cards (functions/src/recurring) with a clock: once a calendar repeat's due day has
// passed, or a "when completed" card is done, the server makes the next card (same list, just
// after it, the checklist reset, due advanced), moves the repeat to it and says so in the feed;
// exactly once, even with two runs at the same time. Other test files share the emulator:
// every case seeds its own board and looks only at it.
import { Timestamp } from 'firebase-admin/firestore';
import { dueInstant, type Repeat } from '../../src/domain/repeat';
import { nextCardId, runRecurrences } from '../../functions/src/recurring/runRecurrences';
import { db, newTestId } from './support';

const MINUTE = 60 * 1000;

interface Seeded {
  boardId: string;
  cardId: string;
}

/** A board with one list holding a repeating card, due `due`, and a card after it. */
async function seedRepeating(
  repeat: Repeat | null,
  due: string,
  extra: Record<string, unknown> = {},
): Promise<Seeded> {
  const boardId = newTestId('recur');
  const board = db().doc(`boards/${boardId}`);
  const stamp = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
  await board.set({ ownerId: 'alice', title: 'Routines', deleting: false, cardCount: 0 });
  await board.collection('lists').doc('list').set({ title: 'To do', rank: 'a0', archived: false });
  await board.collection('cards').doc('later').set({ listId: 'list', rank: 'a5', title: 'Later' });
  await board
    .collection('cards')
    .doc('card')
    .set({
      listId: 'list',
      rank: 'a1',
      title: 'Water the plants',
      description: 'Both windows',
      labelIds: ['green'],
      assigneeIds: ['alice'],
      watcherIds: ['alice', 'bob'],
      due,
      dueAt: Timestamp.fromMillis(dueInstant(due)),
      dueComplete: false,
      checklist: {
        i1: { text: 'Kitchen', done: true, rank: 'a0' },
        i2: { text: 'Office', done: false, rank: 'a1' },
      },
      archived: false,
      ...(repeat ? { repeat } : {}),
      createdAt: stamp,
      updatedAt: stamp,
      ...extra,
    });
  return { boardId, cardId: 'card' };
}

const cardsOf = async (boardId: string) =>
  (await db().collection(`boards/${boardId}/cards`).get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  })) as ({ id: string } & Record<string, unknown>)[];

const repeatedAfter = (due: string) => dueInstant(due) + MINUTE;

describe('a calendar repeat', () => {
  it('makes the next card once its day has passed, just after it, checklist reset', async () => {
    const { boardId, cardId } = await seedRepeating('daily', '2026-03-10');
    // Still its day: nothing yet.
    await runRecurrences(db(), { now: dueInstant('2026-03-10') - MINUTE });
    expect(await cardsOf(boardId)).toHaveLength(2);

    await runRecurrences(db(), { now: repeatedAfter('2026-03-10') });
    const cards = await cardsOf(boardId);
    expect(cards).toHaveLength(3);
    const next = cards.find((card) => card.id === nextCardId(cardId, '2026-03-10'))!;
    expect(next).toEqual(
      expect.objectContaining({
        listId: 'list',
        title: 'Water the plants',
        description: 'Both windows',
        labelIds: ['green'],
        assigneeIds: ['alice'],
        watcherIds: ['alice', 'bob'],
        due: '2026-03-11',
        dueComplete: false,
        archived: false,
        repeat: 'daily',
        checklist: {
          i1: { text: 'Kitchen', done: false, rank: 'a0' },
          i2: { text: 'Office', done: false, rank: 'a1' },
        },
      }),
    );
    expect((next.dueAt as Timestamp).toMillis()).toBe(dueInstant('2026-03-11'));
    const rank = next.rank as string;
    expect(rank > 'a1' && rank < 'a5').toBe(true);
    const old = cards.find((card) => card.id === cardId)!;
    expect(old.repeat).toBeUndefined();
    expect(old.checklist).toEqual(
      expect.objectContaining({ i1: expect.objectContaining({ done: true }) }),
    );

    const counts = await db().doc(`boards/${boardId}/meta/counts`).get();
    expect(counts.get('cardCount')).toBe(1);
    const entries = (await db().collection(`boards/${boardId}/activity`).get()).docs;
    expect(entries.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        authorId: 'server',
        kind: 'cardRepeated',
        cardId: next.id,
        subject: 'Water the plants',
        before: '2026-03-10',
        after: '2026-03-11',
      }),
    ]);
  });

  it.each([
    ['weekdays', '2026-11-27', '2026-11-30'],
    ['weekly', '2026-11-27', '2026-12-04'],
    ['monthly', '2026-01-31', '2026-02-28'],
  ] as const)('%s after %s is due %s', async (repeat, due, next) => {
    const { boardId, cardId } = await seedRepeating(repeat, due);
    await runRecurrences(db(), { now: repeatedAfter(due) });
    const made = (await cardsOf(boardId)).find((card) => card.id === nextCardId(cardId, due));
    expect(made).toEqual(expect.objectContaining({ due: next, repeat }));
  });

  it('skips the days missed: one card, due next, after a week of no runs', async () => {
    const { boardId, cardId } = await seedRepeating('daily', '2026-07-01');
    await runRecurrences(db(), { now: Date.UTC(2026, 6, 8, 9) });
    const made = (await cardsOf(boardId)).find(
      (card) => card.id === nextCardId(cardId, '2026-07-01'),
    );
    expect(made?.due).toBe('2026-07-08');
    expect(await cardsOf(boardId)).toHaveLength(3);
  });

  it('makes one card, not two, when two runs overlap', async () => {
    const { boardId } = await seedRepeating('weekly', '2026-04-01');
    const now = repeatedAfter('2026-04-01');
    await Promise.all([runRecurrences(db(), { now }), runRecurrences(db(), { now })]);
    await runRecurrences(db(), { now: now + MINUTE });
    expect(await cardsOf(boardId)).toHaveLength(3);
    expect((await db().collection(`boards/${boardId}/activity`).get()).size).toBe(1);
    const counts = await db().doc(`boards/${boardId}/meta/counts`).get();
    expect(counts.get('cardCount')).toBe(1);
  });

  it('does nothing for a card no longer repeating, archived, or on a board being deleted', async () => {
    const ended = await seedRepeating(null, '2026-05-01');
    const archived = await seedRepeating('daily', '2026-05-01', { archived: true });
    const deleting = await seedRepeating('daily', '2026-05-01');
    await db().doc(`boards/${deleting.boardId}`).update({ deleting: true });
    await runRecurrences(db(), { now: repeatedAfter('2026-05-01') });
    for (const { boardId } of [ended, archived, deleting]) {
      expect(await cardsOf(boardId)).toHaveLength(2);
    }
  });
});

describe('"when completed"', () => {
  it('makes the next card a week after the day it was done, and only once it is done', async () => {
    const { boardId, cardId } = await seedRepeating('completed', '2026-06-01');
    const now = Date.UTC(2026, 5, 10, 12);
    await runRecurrences(db(), { now });
    expect(await cardsOf(boardId)).toHaveLength(2);

    await db().doc(`boards/${boardId}/cards/${cardId}`).update({ dueComplete: true });
    await runRecurrences(db(), { now });
    const made = (await cardsOf(boardId)).find(
      (card) => card.id === nextCardId(cardId, '2026-06-01'),
    );
    expect(made).toEqual(
      expect.objectContaining({ due: '2026-06-17', dueComplete: false, repeat: 'completed' }),
    );
    await runRecurrences(db(), { now: now + MINUTE });
    expect(await cardsOf(boardId)).toHaveLength(3);
  });
});
