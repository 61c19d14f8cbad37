// The import's functions (importStart → importPart ×N → importFinish; importCancel), called as
// the Functions emulator calls them, on the Firestore emulator: a board written whole, and only
// visible once whole; who may import; every limit refused in plain words; cancel and a failure
// midway leave nothing.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { importCancelHandler } from '../../functions/src/import/importCancel';
import { importFinishHandler } from '../../functions/src/import/importFinish';
import { importPartHandler } from '../../functions/src/import/importPart';
import { importStartHandler } from '../../functions/src/import/importStart';
import { db, newTestId, refusalOf, requestAs } from './support';

/** The request of a signed-in person with a name and an email, as Google's sign-in gives. */
function as<T>(uid: string | null, data: T): CallableRequest<T> {
  const request = requestAs(uid, data);
  if (request.auth) {
    request.auth.token = { ...request.auth.token, name: 'Ada Lovelace', email: 'Ada@Example.com' };
  }
  return request;
}

async function newImporter(boards: string[] = []) {
  const uid = newTestId('importer');
  await db().doc(`users/${uid}`).set({ boards });
  return uid;
}

const start = (overrides: Record<string, unknown> = {}) => ({
  source: { system: 'trello', boardId: newTestId('trello') },
  board: {
    title: 'Roadmap',
    color: 'green',
    labels: [
      { id: 'l1', name: 'Bug', color: 'red' },
      { id: 'l2', name: '', color: 'blue' },
    ],
  },
  lists: [
    { id: 'a', title: 'To do', archived: false },
    { id: 'b', title: 'Done', archived: true },
  ],
  cardsTotal: 3,
  ...overrides,
});

const card = (overrides: Record<string, unknown> = {}) => ({
  listId: 'a',
  title: 'Write the plan',
  description: 'Details',
  labelIds: [],
  due: null,
  dueComplete: false,
  checklist: [],
  archived: false,
  assigned: false,
  comments: [],
  ...overrides,
});

const threeCards = [
  card({
    title: 'First',
    labelIds: ['l1', 'l2'],
    due: '2024-02-29',
    dueComplete: true,
    checklist: [
      { text: 'One', done: true },
      { text: 'Two', done: false },
    ],
    assigned: true,
    comments: [
      { authorName: 'Grace', createdAt: '2024-01-01T00:00:00.000Z', text: 'Hi' },
      { authorName: 'Linus', createdAt: '2999-01-01T00:00:00.000Z', text: 'From the future' },
    ],
  }),
  card({ title: 'Second' }),
  card({ listId: 'b', title: 'Old', archived: true }),
];

const boardIdsOf = async (uid: string) =>
  ((await db().doc(`users/${uid}`).get()).get('boards') ?? []) as string[];

/** Every document left under boards/{boardId}, by path. */
async function pathsUnder(boardId: string): Promise<string[]> {
  const board = db().doc(`boards/${boardId}`);
  const paths: string[] = [];
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        if ((await ref.get()).exists) paths.push(ref.path);
        await walk(await ref.listCollections());
      }
    }
  };
  if ((await board.get()).exists) paths.push(board.path);
  await walk(await board.listCollections());
  return paths;
}

async function importWhole(uid: string, parts: unknown[][], input = start()) {
  const { jobId } = await importStartHandler(as(uid, input));
  for (const [index, cards] of parts.entries()) {
    await importPartHandler(as(uid, { jobId, index, cards }));
  }
  return { jobId, ...(await importFinishHandler(as(uid, { jobId }))) };
}

describe('importing a board on the server', () => {
  it('writes the board whole, with its counts set once, on the owner’s dashboard', async () => {
    const uid = await newImporter(['older-board']);
    const { boardId, jobId } = await importWhole(uid, [
      threeCards.slice(0, 2),
      threeCards.slice(2),
    ]);

    const board = (await db().doc(`boards/${boardId}`).get()).data()!;
    expect(board).toMatchObject({
      ownerId: uid,
      members: { [uid]: { role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' } },
      title: 'Roadmap',
      color: 'green',
      cardCount: 0,
      listCount: 0,
      deleting: false,
    });
    expect(board.importedFrom).toMatch(/^trello:trello-/);
    expect(Object.values(board.labels)).toEqual([
      { name: 'Bug', color: 'red', rank: 'a0' },
      { name: '', color: 'blue', rank: 'a1' },
    ]);
    expect((await db().doc(`boards/${boardId}/meta/counts`).get()).data()).toEqual({
      cardCount: 3,
      listCount: 2,
    });
    expect(await boardIdsOf(uid)).toEqual(['older-board', boardId]);

    const lists = await db().collection(`boards/${boardId}/lists`).orderBy('rank').get();
    expect(lists.docs.map((doc) => [doc.get('title'), doc.get('archived')])).toEqual([
      ['To do', false],
      ['Done', true],
    ]);
    const cards = await db().collection(`boards/${boardId}/cards`).get();
    const byTitle = Object.fromEntries(cards.docs.map((doc) => [doc.get('title'), doc]));
    const first = byTitle.First!;
    expect(Object.keys(first.data()).sort()).toEqual(
      [
        'listId',
        'rank',
        'title',
        'description',
        'labelIds',
        'due',
        // Its due instant, for the reminders: the file has none, so the day's end in UTC.
        'dueAt',
        'checklist',
        'archived',
        'assigneeIds',
        'dueComplete',
        'commentCount',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(first.get('dueAt').toMillis()).toBe(Date.parse('2024-02-29T23:59:59.999Z'));
    expect(first.data()).not.toHaveProperty('dueTime');
    // Counted as the app counts them: the card fronts show "2 comments"; none, no field.
    expect(first.get('commentCount')).toBe(2);
    expect(byTitle.Second!.data()).not.toHaveProperty('commentCount');
    expect(first.get('listId')).toBe(lists.docs[0]!.id);
    expect(first.get('labelIds')).toEqual(Object.keys(board.labels));
    expect(first.get('assigneeIds')).toEqual([uid]);
    expect(Object.values(first.get('checklist'))).toEqual([
      { text: 'One', done: true, rank: 'a0' },
      { text: 'Two', done: false, rank: 'a1' },
    ]);
    expect([first.get('rank'), byTitle.Second!.get('rank')]).toEqual(['a0', 'a1']);
    expect(byTitle.Second!.data()).not.toHaveProperty('assigneeIds');
    expect(byTitle.Second!.data()).not.toHaveProperty('dueComplete');
    expect(byTitle.Old!.get('listId')).toBe(lists.docs[1]!.id);

    const comments = await first.ref.collection('comments').get();
    const stored = comments.docs.map((doc: FirebaseFirestore.QueryDocumentSnapshot) => doc.data());
    expect(
      stored.map((c: FirebaseFirestore.DocumentData) => [c.authorId, c.authorName, c.text]).sort(),
    ).toEqual([
      [uid, 'Grace', 'Hi'],
      [uid, 'Linus', 'From the future'],
    ]);
    for (const comment of stored) {
      expect(comment.importedAt.toMillis()).toBeLessThanOrEqual(comment.createdAt.toMillis());
    }
    expect(
      stored
        .find((c: FirebaseFirestore.DocumentData) => c.text === 'Hi')!
        .importedAt.toDate()
        .toISOString(),
    ).toBe('2024-01-01T00:00:00.000Z');

    const activity = await db().collection(`boards/${boardId}/activity`).get();
    expect(activity.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        authorId: uid,
        authorName: 'Ada Lovelace',
        kind: 'boardImport',
        subject: 'Roadmap',
        words: { count: '3' },
        changes: '',
        cardId: null,
        listId: null,
        revertOf: null,
      }),
    ]);
    // The job is done; its staged parts are gone.
    expect((await db().doc(`imports/${jobId}`).get()).get('status')).toBe('done');
    expect((await db().collection(`imports/${jobId}/parts`).get()).size).toBe(0);
  });

  it('keeps a card’s start day (Trello’s start, as its day in UTC: the app maps it)', async () => {
    const uid = await newImporter();
    const { boardId } = await importWhole(
      uid,
      [
        [
          card({ title: 'Launch', start: '2024-03-04', due: '2024-03-08' }),
          card({ title: 'Kick-off', start: '2024-03-01' }),
        ],
      ],
      start({ cardsTotal: 2 }),
    );
    const cards = await db().collection(`boards/${boardId}/cards`).get();
    const byTitle = Object.fromEntries(cards.docs.map((doc) => [doc.get('title'), doc]));
    expect(byTitle.Launch!.get('start')).toBe('2024-03-04');
    expect(byTitle.Launch!.get('due')).toBe('2024-03-08');
    expect(byTitle['Kick-off']!.get('start')).toBe('2024-03-01');
  });

  it('answers a finish sent again with the same board, written once', async () => {
    const uid = await newImporter();
    const { boardId, jobId } = await importWhole(uid, [threeCards]);
    await expect(importFinishHandler(as(uid, { jobId }))).resolves.toEqual({ boardId });
    expect(await boardIdsOf(uid)).toEqual([boardId]);
  });

  it('shows nothing of the board until every part has arrived and the finish writes it', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId, index: 0, cards: threeCards.slice(0, 1) }));
    expect(await boardIdsOf(uid)).toEqual([]);
    // A finish before the last part is refused, and writes nothing.
    expect(await refusalOf(importFinishHandler(as(uid, { jobId })))).toBe('failed-precondition');
    expect(await boardIdsOf(uid)).toEqual([]);
    await importPartHandler(as(uid, { jobId, index: 1, cards: threeCards.slice(1) }));
    const { boardId } = await importFinishHandler(as(uid, { jobId }));
    expect(await boardIdsOf(uid)).toEqual([boardId]);
  });

  it('takes a part sent again in place of the first copy', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId, index: 0, cards: threeCards.slice(0, 2) }));
    await expect(
      importPartHandler(as(uid, { jobId, index: 0, cards: threeCards.slice(0, 2) })),
    ).resolves.toEqual({ cardsReceived: 2 });
    await importPartHandler(as(uid, { jobId, index: 1, cards: threeCards.slice(2) }));
    const { boardId } = await importFinishHandler(as(uid, { jobId }));
    expect((await db().doc(`boards/${boardId}/meta/counts`).get()).get('cardCount')).toBe(3);
    expect((await db().collection(`boards/${boardId}/cards`).get()).size).toBe(3);
  });

  it('writes a large card’s part across several staged documents', async () => {
    const uid = await newImporter();
    const comments = Array.from({ length: 200 }, (_, i) => ({
      authorName: 'Grace',
      createdAt: '2024-01-01T00:00:00.000Z',
      text: `${i} ${'x'.repeat(4_990)}`,
    }));
    const { boardId } = await importWhole(uid, [[card({ comments })]], start({ cardsTotal: 1 }));
    const [only] = (await db().collection(`boards/${boardId}/cards`).get()).docs;
    expect((await only!.ref.collection('comments').get()).size).toBe(200);
  });

  it('refuses callers who are not signed in, or have no user record', async () => {
    expect(await refusalOf(importStartHandler(as(null, start())))).toBe('unauthenticated');
    expect(await refusalOf(importPartHandler(as(null, { jobId: 'x', index: 0, cards: [] })))).toBe(
      'unauthenticated',
    );
    expect(await refusalOf(importFinishHandler(as(null, { jobId: 'x' })))).toBe('unauthenticated');
    expect(await refusalOf(importCancelHandler(as(null, { jobId: 'x' })))).toBe('unauthenticated');
    expect(await refusalOf(importStartHandler(as(newTestId('nobody'), start())))).toBe(
      'failed-precondition',
    );
  });

  it('keeps a job to its owner: someone else can neither send parts to it nor finish or cancel it', async () => {
    const uid = await newImporter();
    const other = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start({ cardsTotal: 1 })));
    expect(
      await refusalOf(importPartHandler(as(other, { jobId, index: 0, cards: [card()] }))),
    ).toBe('not-found');
    expect(await refusalOf(importFinishHandler(as(other, { jobId })))).toBe('not-found');
    await expect(importCancelHandler(as(other, { jobId }))).resolves.toEqual({ finished: null });
    expect((await db().doc(`imports/${jobId}`).get()).exists).toBe(true);
  });

  describe('refuses input over the limits the rules hold, in plain words', () => {
    const longer = (n: number) => 'x'.repeat(n + 1);
    const labels = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `l${i}`, name: '', color: 'red' }));
    const lists = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `list${i}`, title: 'L', archived: false }));
    const board = (fields: Record<string, unknown>) => ({
      board: { ...start().board, ...fields },
    });

    it.each([
      ['no data', null],
      ['a board title of 101 characters', start(board({ title: longer(100) }))],
      ['a blank board title', start(board({ title: ' \n ' }))],
      ['a colour not in the palette', start(board({ color: '#ff0000' }))],
      ['21 labels', start(board({ labels: labels(21) }))],
      [
        'a label name of 41 characters',
        start(board({ labels: [{ id: 'l', name: longer(40), color: 'red' }] })),
      ],
      [
        'a label colour not in the palette',
        start(board({ labels: [{ id: 'l', name: '', color: 'teal' }] })),
      ],
      ['two labels with one id', start(board({ labels: [...labels(1), ...labels(1)] }))],
      ['101 lists', start({ lists: lists(101) })],
      [
        'a list title of 101 characters',
        start({ lists: [{ id: 'a', title: longer(100), archived: false }] }),
      ],
      ['a list without “archived”', start({ lists: [{ id: 'a', title: 'A' }] })],
      ['5,001 cards', start({ cardsTotal: 5_001 })],
      ['a fractional card count', start({ cardsTotal: 1.5 })],
      ['an unknown source', start({ source: { system: 'asana', boardId: '1' } })],
      [
        'a source id of 200 characters',
        start({ source: { system: 'trello', boardId: longer(199) } }),
      ],
    ])('importStart refuses %s', async (_, input) => {
      const uid = await newImporter();
      const error = await importStartHandler(as(uid, input)).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'invalid-argument' });
      expect((error as Error).message).not.toMatch(/undefined|null|\[object/);
    });

    it.each([
      ['a card title of 501 characters', card({ title: longer(500) })],
      ['a blank card title', card({ title: '   ' })],
      ['a description of 10,001 characters', card({ description: longer(10_000) })],
      ['21 labels on a card', card({ labelIds: Array.from({ length: 21 }, (_, i) => `l${i}`) })],
      ['a label the board doesn’t have', card({ labelIds: ['l9'] })],
      ['a list the board doesn’t have', card({ listId: 'z' })],
      ['a day that isn’t one', card({ due: '2025-02-30' })],
      ['a due time that isn’t one', card({ due: '2025-03-05', dueTime: '25:00' })],
      ['a start that isn’t a day', card({ start: '2025-03-32' })],
      ['a start after its due', card({ due: '2025-03-05', start: '2025-03-06' })],
      [
        'a due instant far from its day',
        card({ due: '2025-03-05', dueAt: Date.parse('2025-04-05T12:00:00Z') }),
      ],
      [
        '101 checklist items',
        card({ checklist: Array.from({ length: 101 }, () => ({ text: 'i', done: false })) }),
      ],
      [
        'a checklist item of 501 characters',
        card({ checklist: [{ text: longer(500), done: false }] }),
      ],
      ['a blank checklist item', card({ checklist: [{ text: ' ', done: false }] })],
      [
        'a comment of 5,001 characters',
        card({ comments: [{ authorName: 'A', createdAt: '', text: longer(5_000) }] }),
      ],
      [
        'a comment author of 101 characters',
        card({ comments: [{ authorName: longer(100), createdAt: '', text: 'Hi' }] }),
      ],
      [
        '1,001 comments on a card',
        card({
          comments: Array.from({ length: 1_001 }, () => ({
            authorName: 'A',
            createdAt: '',
            text: 'Hi',
          })),
        }),
      ],
      ['“archived” that is not yes or no', card({ archived: 'no' })],
      ['a card that is not an object', 'card'],
    ])('importPart refuses %s', async (_, bad) => {
      const uid = await newImporter();
      const { jobId } = await importStartHandler(as(uid, start()));
      const error = await importPartHandler(as(uid, { jobId, index: 0, cards: [bad] })).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ code: 'invalid-argument' });
      expect((await db().collection(`imports/${jobId}/parts`).get()).size).toBe(0);
    });

    it('importPart refuses more cards than announced, and more than 1,000 in one part', async () => {
      const uid = await newImporter();
      const { jobId } = await importStartHandler(as(uid, start({ cardsTotal: 1 })));
      expect(
        await refusalOf(importPartHandler(as(uid, { jobId, index: 0, cards: [card(), card()] }))),
      ).toBe('invalid-argument');
      const many = Array.from({ length: 1_001 }, () => card());
      expect(await refusalOf(importPartHandler(as(uid, { jobId, index: 1, cards: many })))).toBe(
        'invalid-argument',
      );
    });

    it('refuses an import when the person already has 1,000 boards, and writes nothing', async () => {
      const full = Array.from({ length: 1_000 }, (_, i) => `b${i}`);
      const uid = await newImporter(full);
      const { jobId } = await importStartHandler(as(uid, start()));
      await importPartHandler(as(uid, { jobId, index: 0, cards: threeCards }));
      const error = await importFinishHandler(as(uid, { jobId })).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'resource-exhausted' });
      expect((error as Error).message).toMatch(/Nothing was kept/);
      expect((await db().doc(`imports/${jobId}`).get()).exists).toBe(false);
      expect(await boardIdsOf(uid)).toEqual(full);
    });
  });

  it('cancel deletes the job and its parts, and nothing of the board is left', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId, index: 0, cards: threeCards }));
    await expect(importCancelHandler(as(uid, { jobId }))).resolves.toEqual({ finished: null });
    expect((await db().doc(`imports/${jobId}`).get()).exists).toBe(false);
    expect((await db().collection(`imports/${jobId}/parts`).get()).size).toBe(0);
    expect(await refusalOf(importFinishHandler(as(uid, { jobId })))).toBe('not-found');
    expect(await boardIdsOf(uid)).toEqual([]);
  });

  it('cancel while the board is being written leaves nothing, and the finish says it was cancelled', async () => {
    const uid = await newImporter();
    const many = Array.from({ length: 1_000 }, (_, i) => card({ title: `Card ${i}` }));
    const { jobId } = await importStartHandler(as(uid, start({ cardsTotal: 1_000 })));
    await importPartHandler(as(uid, { jobId, index: 0, cards: many }));
    const finishing = importFinishHandler(as(uid, { jobId })).catch((e: unknown) => e);
    // Once the finish has taken the job, cancel.
    let boardId: string | undefined;
    while (!boardId) {
      boardId = (await db().doc(`imports/${jobId}`).get()).get('boardId') ?? undefined;
    }
    await expect(importCancelHandler(as(uid, { jobId }))).resolves.toEqual({ finished: null });
    expect(await finishing).toMatchObject({ code: 'cancelled' });
    expect(await pathsUnder(boardId)).toEqual([]);
    expect(await boardIdsOf(uid)).toEqual([]);
    expect((await db().doc(`imports/${jobId}`).get()).exists).toBe(false);
  });

  it('cancel after the board is finished leaves it for the app to delete as any board', async () => {
    const uid = await newImporter();
    const { boardId, jobId } = await importWhole(uid, [threeCards]);
    await expect(importCancelHandler(as(uid, { jobId }))).resolves.toEqual({ finished: boardId });
  });

  it('a failure midway (the user record gone) deletes everything written and says so', async () => {
    const uid = await newImporter();
    const many = Array.from({ length: 1_000 }, (_, i) => card({ title: `Card ${i}` }));
    const { jobId } = await importStartHandler(as(uid, start({ cardsTotal: 1_000 })));
    await importPartHandler(as(uid, { jobId, index: 0, cards: many }));
    const finishing = importFinishHandler(as(uid, { jobId })).catch((e: unknown) => e);
    // Once the cards are being written, the record goes: the last write checks it again.
    let boardId: string | undefined;
    while (!boardId)
      boardId = (await db().doc(`imports/${jobId}`).get()).get('boardId') ?? undefined;
    await db().doc(`users/${uid}`).delete();
    const error = await finishing;
    expect(error).toMatchObject({ code: 'failed-precondition' });
    expect((error as Error).message).toMatch(/Nothing was kept/);
    expect(await pathsUnder(boardId)).toEqual([]);
    expect((await db().doc(`imports/${jobId}`).get()).exists).toBe(false);
  });

  it('deletes the person’s jobs left over an hour (a tab closed midway) when they start another', async () => {
    const uid = await newImporter();
    const { jobId: old } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId: old, index: 0, cards: threeCards }));
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await db().doc(`imports/${old}`).update({ createdAt: hourAgo });
    const { jobId: recent } = await importWhole(uid, [threeCards]);
    await importStartHandler(as(uid, start()));
    expect((await db().doc(`imports/${old}`).get()).exists).toBe(false);
    expect((await db().collection(`imports/${old}/parts`).get()).size).toBe(0);
    expect((await db().doc(`imports/${recent}`).get()).exists).toBe(true);
  });
});

describe('what one import may stage, and how many a person may have open', () => {
  const messageOf = async (call: Promise<unknown>) =>
    ((await call.catch((e: unknown) => e)) as Error).message;

  it('replaces an import still being sent with a new one (a tab closed or reloaded), whose parts then stop', async () => {
    const uid = await newImporter();
    const { jobId: first } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId: first, index: 0, cards: threeCards.slice(0, 1) }));
    const { jobId } = await importStartHandler(as(uid, start()));
    expect((await db().doc(`imports/${first}`).get()).exists).toBe(false);
    expect((await db().collection(`imports/${first}/parts`).get()).size).toBe(0);
    const late = importPartHandler(as(uid, { jobId: first, index: 1, cards: threeCards.slice(1) }));
    expect(await refusalOf(late)).toBe('not-found');
    // The new one goes on, and is the person's one job.
    await importPartHandler(as(uid, { jobId, index: 0, cards: threeCards }));
    const { boardId } = await importFinishHandler(as(uid, { jobId }));
    expect(await boardIdsOf(uid)).toEqual([boardId]);
    expect((await db().collection('imports').where('ownerId', '==', uid).get()).size).toBe(1);
  });

  it('a part that arrives while its job is being replaced is refused in words', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start()));
    await db().doc(`imports/${jobId}`).update({ status: 'cancelled' });
    const late = importPartHandler(as(uid, { jobId, index: 0, cards: threeCards }));
    expect(await messageOf(late)).toBe(
      'A newer import of yours (from another tab or window) took its place. Nothing was kept.',
    );
    expect((await db().collection(`imports/${jobId}/parts`).get()).size).toBe(0);
  });

  it('refuses a new import while the last one is being saved, in words the dialog shows', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start()));
    await db().doc(`imports/${jobId}`).update({ status: 'writing', updatedAt: new Date() });
    const second = importStartHandler(as(uid, start()));
    expect(await refusalOf(second)).toBe('failed-precondition');
    expect(await messageOf(importStartHandler(as(uid, start())))).toMatch(
      /^Your previous import is still being saved on the server/,
    );
    expect((await db().collection('imports').where('ownerId', '==', uid).get()).size).toBe(1);
    // Saving for longer than a function can run: that one died, and no longer stands in the way.
    await db()
      .doc(`imports/${jobId}`)
      .update({ updatedAt: new Date(Date.now() - 11 * 60 * 1000) });
    await expect(importStartHandler(as(uid, start()))).resolves.toEqual({
      jobId: expect.any(String),
    });
    expect((await db().doc(`imports/${jobId}`).get()).exists).toBe(false);
  });

  it('leaves one job of two imports started at once', async () => {
    const uid = await newImporter();
    await Promise.allSettled([
      importStartHandler(as(uid, start())),
      importStartHandler(as(uid, start())),
    ]);
    const jobs = await db().collection('imports').where('ownerId', '==', uid).get();
    expect(jobs.docs.map((doc) => doc.get('status'))).toEqual(['staging']);
  });

  it('deletes a job left idle by a closed tab when the person starts again', async () => {
    const uid = await newImporter();
    const { jobId: idle } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId: idle, index: 0, cards: threeCards.slice(0, 1) }));
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000);
    await db().doc(`imports/${idle}`).update({ updatedAt: elevenMinutesAgo });
    const { jobId } = await importStartHandler(as(uid, start()));
    expect((await db().doc(`imports/${idle}`).get()).exists).toBe(false);
    expect((await db().collection(`imports/${idle}/parts`).get()).size).toBe(0);
    expect((await db().doc(`imports/${jobId}`).get()).get('status')).toBe('staging');
  });

  it('refuses a part past the 100 an import may have, and stages nothing of it', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start({ cardsTotal: 1 })));
    const refused = importPartHandler(as(uid, { jobId, index: 100, cards: [card()] }));
    expect(await messageOf(refused)).toBe(
      'An import is sent in at most 100 parts; this board needs more. Nothing was kept.',
    );
    expect((await db().collection(`imports/${jobId}/parts`).get()).size).toBe(0);
    await expect(
      importPartHandler(as(uid, { jobId, index: 99, cards: [card()] })),
    ).resolves.toEqual({ cardsReceived: 1 });
  });

  it('refuses a part that takes the import past 64 MB in all; a part sent again counts once', async () => {
    const uid = await newImporter();
    const { jobId } = await importStartHandler(as(uid, start()));
    await importPartHandler(as(uid, { jobId, index: 0, cards: [card()] }));
    const [staged] = (await db().collection(`imports/${jobId}/parts`).get()).docs;
    const first = Buffer.byteLength(staged!.get('json') as string);
    expect((await db().doc(`imports/${jobId}`).get()).get('bytes')).toEqual({ '0': first });
    // As if 64 MB less a few bytes had been staged under another part.
    await db()
      .doc(`imports/${jobId}`)
      .update({ 'bytes.1': 64 * 1024 * 1024 - first - 10 });
    await expect(importPartHandler(as(uid, { jobId, index: 0, cards: [card()] }))).resolves.toEqual(
      { cardsReceived: 1 },
    );
    const refused = importPartHandler(as(uid, { jobId, index: 2, cards: [card()] }));
    expect(await refusalOf(refused)).toBe('invalid-argument');
    expect(await messageOf(importPartHandler(as(uid, { jobId, index: 2, cards: [card()] })))).toBe(
      'An import can bring at most 64 MB of cards; this board holds more. Nothing was kept.',
    );
    expect((await db().collection(`imports/${jobId}/parts`).get()).size).toBe(1);
  });
});
