// purgeBoard and purgeList, called as the Functions emulator calls them, on the Firestore
// emulator: who may call them, what input they take, and that nothing is left behind.
import { purgeBoardHandler } from '../../functions/src/purge/purgeBoard';
import { purgeListHandler } from '../../functions/src/purge/purgeList';
import { pathsLeft, seedBoard } from './purgeSeed';
import { db, refusalOf, requestAs } from './support';

const userRecord = async (uid: string) => (await db().doc(`users/${uid}`).get()).data();

describe('purgeBoard', () => {
  it('deletes everything under the board, takes it off every member and leaves a tombstone', async () => {
    const seeded = await seedBoard({ deleting: true });
    const { boardId } = seeded;

    await expect(purgeBoardHandler(requestAs(seeded.owner, { boardId }))).resolves.toEqual({
      deleted: true,
    });

    expect(await pathsLeft(boardId)).toEqual([]);
    for (const uid of [seeded.owner, seeded.editor, seeded.viewer]) {
      expect(await userRecord(uid)).toEqual({ boards: ['other-board'], starred: [] });
      expect((await db().doc(`users/${uid}/boardVisits/${boardId}`).get()).exists).toBe(false);
    }
    const tombstone = await db().doc(`deletedBoards/${boardId}`).get();
    expect(tombstone.get('ownerId')).toBe(seeded.owner);
    expect(tombstone.get('deletedAt')).toBeDefined();
  });

  it('answers as done when called again for a board already gone', async () => {
    const seeded = await seedBoard({ deleting: true });
    await purgeBoardHandler(requestAs(seeded.owner, { boardId: seeded.boardId }));
    await expect(
      purgeBoardHandler(requestAs(seeded.owner, { boardId: seeded.boardId })),
    ).resolves.toEqual({ deleted: true });
    // Not for anyone else: a gone board is "not there" to them.
    expect(
      await refusalOf(purgeBoardHandler(requestAs(seeded.editor, { boardId: seeded.boardId }))),
    ).toBe('permission-denied');
  });

  it('refuses a board that is not being deleted, and leaves it whole', async () => {
    const seeded = await seedBoard({ deleting: false });
    expect(
      await refusalOf(purgeBoardHandler(requestAs(seeded.owner, { boardId: seeded.boardId }))),
    ).toBe('failed-precondition');
    expect((await pathsLeft(seeded.boardId)).length).toBeGreaterThan(10);
    expect((await db().doc(`deletedBoards/${seeded.boardId}`).get()).exists).toBe(false);
  });

  it.each([
    ['signed out', null, 'unauthenticated'],
    ['an editor', 'editor', 'permission-denied'],
    ['a viewer', 'viewer', 'permission-denied'],
    ['a stranger', 'stranger', 'permission-denied'],
  ] as const)('refuses %s', async (_who, role, code) => {
    const seeded = await seedBoard({ deleting: true });
    const uid = role === null ? null : role === 'stranger' ? 'stranger-uid' : seeded[role];
    expect(await refusalOf(purgeBoardHandler(requestAs(uid, { boardId: seeded.boardId })))).toBe(
      code,
    );
    expect((await db().doc(`boards/${seeded.boardId}`).get()).exists).toBe(true);
    expect(await userRecord(seeded.viewer)).toEqual({
      boards: ['other-board', seeded.boardId],
      starred: [seeded.boardId],
    });
  });

  it.each([
    ['no data', undefined],
    ['no boardId', {}],
    ['a number', { boardId: 7 }],
    ['an empty id', { boardId: '' }],
    ['a path', { boardId: 'a/b' }],
    ['an id over 100 characters', { boardId: 'x'.repeat(101) }],
  ])('refuses %s as bad input', async (_what, data) => {
    expect(await refusalOf(purgeBoardHandler(requestAs('someone', data)))).toBe('invalid-argument');
  });
});

describe('purgeList', () => {
  const markDeleting = (boardId: string, listId: string) =>
    db().doc(`boards/${boardId}/lists/${listId}`).update({ deleting: true });
  const counts = async (boardId: string) =>
    (await db().doc(`boards/${boardId}/meta/counts`).get()).data();

  it('deletes the list, its cards and their comments, and keeps the counts exact', async () => {
    const seeded = await seedBoard({ lists: 2, cardsPerList: 3 });
    await markDeleting(seeded.boardId, 'list0');

    await expect(
      purgeListHandler(requestAs(seeded.editor, { boardId: seeded.boardId, listId: 'list0' })),
    ).resolves.toEqual({ deletedCards: 3, stopped: false });

    const left = await pathsLeft(seeded.boardId);
    expect(left.filter((path) => path.includes('list0') || path.includes('card0-'))).toEqual([]);
    expect(left.filter((path) => path.includes('card1-'))).toHaveLength(6); // cards + comments
    expect(left).toContain(`boards/${seeded.boardId}/lists/list1`);
    expect(await counts(seeded.boardId)).toEqual({ cardCount: 3, listCount: 1 });
  });

  it('deletes more cards than one transaction takes', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 450 });
    await markDeleting(seeded.boardId, 'list0');
    await expect(
      purgeListHandler(requestAs(seeded.owner, { boardId: seeded.boardId, listId: 'list0' })),
    ).resolves.toEqual({ deletedCards: 450, stopped: false });
    expect(await pathsLeft(seeded.boardId)).toEqual(
      expect.not.arrayContaining([expect.stringContaining('/cards/')]),
    );
    expect(await counts(seeded.boardId)).toEqual({ cardCount: 0, listCount: 0 });
  });

  it('finishes a list already gone (its cards left by a purge cut short)', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 2 });
    await db().doc(`boards/${seeded.boardId}/lists/list0`).delete();
    await expect(
      purgeListHandler(requestAs(seeded.owner, { boardId: seeded.boardId, listId: 'list0' })),
    ).resolves.toEqual({ deletedCards: 2, stopped: false });
    expect(await counts(seeded.boardId)).toEqual({ cardCount: 0, listCount: 1 });
  });

  it('refuses a list that is not being deleted (brought back by an undo), touching nothing', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 2 });
    expect(
      await refusalOf(
        purgeListHandler(requestAs(seeded.owner, { boardId: seeded.boardId, listId: 'list0' })),
      ),
    ).toBe('failed-precondition');
    expect(await counts(seeded.boardId)).toEqual({ cardCount: 2, listCount: 1 });
  });

  it.each([
    ['signed out', null, 'unauthenticated'],
    ['a viewer', 'viewer', 'permission-denied'],
    ['a stranger', 'stranger', 'permission-denied'],
  ] as const)('refuses %s', async (_who, role, code) => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 2 });
    await markDeleting(seeded.boardId, 'list0');
    const uid = role === null ? null : role === 'stranger' ? 'stranger-uid' : seeded[role];
    expect(
      await refusalOf(
        purgeListHandler(requestAs(uid, { boardId: seeded.boardId, listId: 'list0' })),
      ),
    ).toBe(code);
    expect(await counts(seeded.boardId)).toEqual({ cardCount: 2, listCount: 1 });
  });

  it('refuses bad input', async () => {
    expect(await refusalOf(purgeListHandler(requestAs('someone', { boardId: 'b' })))).toBe(
      'invalid-argument',
    );
    expect(
      await refusalOf(purgeListHandler(requestAs('someone', { boardId: 'b', listId: '../x' }))),
    ).toBe('invalid-argument');
  });
});
