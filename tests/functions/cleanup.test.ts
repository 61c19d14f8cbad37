// purgeCardComments and cleanUpMembership, called as the Functions emulator calls them, on the
// Firestore emulator.
import { FieldValue } from 'firebase-admin/firestore';
import { cleanUpMembershipHandler } from '../../functions/src/purge/cleanUpMembership';
import { purgeCardCommentsHandler } from '../../functions/src/purge/purgeCardComments';
import { seedBoard } from './purgeSeed';
import { db, refusalOf, requestAs } from './support';

const commentsOf = async (boardId: string, cardId: string) =>
  (await db().collection(`boards/${boardId}/cards/${cardId}/comments`).get()).size;

describe('purgeCardComments', () => {
  it('deletes a deleted card’s comments, for an editor', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 2 });
    const { boardId } = seeded;
    await db().doc(`boards/${boardId}/cards/card0-0/comments/c2`).set({ text: 'more' });
    await db().doc(`boards/${boardId}/cards/card0-0`).delete();

    await expect(
      purgeCardCommentsHandler(requestAs(seeded.editor, { boardId, cardId: 'card0-0' })),
    ).resolves.toEqual({ deletedComments: 2 });
    expect(await commentsOf(boardId, 'card0-0')).toBe(0);
    expect(await commentsOf(boardId, 'card0-1')).toBe(1);
  });

  it('refuses while the card is there (an undone delete), keeping its comments', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 1 });
    const data = { boardId: seeded.boardId, cardId: 'card0-0' };
    expect(await refusalOf(purgeCardCommentsHandler(requestAs(seeded.owner, data)))).toBe(
      'failed-precondition',
    );
    expect(await commentsOf(seeded.boardId, 'card0-0')).toBe(1);
  });

  it.each([
    ['signed out', null, 'unauthenticated'],
    ['a viewer', 'viewer', 'permission-denied'],
    ['a stranger', 'stranger', 'permission-denied'],
  ] as const)('refuses %s', async (_who, role, code) => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 1 });
    await db().doc(`boards/${seeded.boardId}/cards/card0-0`).delete();
    const uid = role === null ? null : role === 'stranger' ? 'stranger-uid' : seeded[role];
    const data = { boardId: seeded.boardId, cardId: 'card0-0' };
    expect(await refusalOf(purgeCardCommentsHandler(requestAs(uid, data)))).toBe(code);
    expect(await commentsOf(seeded.boardId, 'card0-0')).toBe(1);
  });

  it('refuses bad input', async () => {
    expect(
      await refusalOf(purgeCardCommentsHandler(requestAs('u', { boardId: 'b', cardId: 1 }))),
    ).toBe('invalid-argument');
  });
});

describe('cleanUpMembership', () => {
  const removeMember = (boardId: string, uid: string) =>
    db()
      .doc(`boards/${boardId}`)
      .update({ [`members.${uid}`]: FieldValue.delete() });
  const record = async (uid: string) => (await db().doc(`users/${uid}`).get()).data();

  it('takes the board off a removed member’s record, for the owner', async () => {
    const seeded = await seedBoard({ lists: 0 });
    await removeMember(seeded.boardId, seeded.editor);
    await expect(
      cleanUpMembershipHandler(
        requestAs(seeded.owner, { boardId: seeded.boardId, uid: seeded.editor }),
      ),
    ).resolves.toEqual({ cleaned: true, unwatchedCards: 0 });
    expect(await record(seeded.editor)).toEqual({ boards: ['other-board'], starred: [] });
    const visit = await db().doc(`users/${seeded.editor}/boardVisits/${seeded.boardId}`).get();
    expect(visit.exists).toBe(false);
  });

  it('stops a removed member watching the board and its cards, and leaves the others watching', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 3 });
    const { boardId, editor, owner } = seeded;
    const card = (id: string) => db().doc(`boards/${boardId}/cards/${id}`);
    await db()
      .doc(`boards/${boardId}`)
      .update({ watcherIds: [editor, owner], mutedBy: [editor] });
    await card('card0-0').update({ watcherIds: [editor, owner] });
    await card('card0-1').update({ watcherIds: [editor] });
    await card('card0-2').update({ watcherIds: [owner] });
    await removeMember(boardId, editor);

    await expect(
      cleanUpMembershipHandler(requestAs(owner, { boardId, uid: editor })),
    ).resolves.toEqual({ cleaned: true, unwatchedCards: 2 });
    const board = (await db().doc(`boards/${boardId}`).get()).data();
    expect(board).toMatchObject({ watcherIds: [owner], mutedBy: [] });
    const watchers = async (id: string) => (await card(id).get()).data()?.watcherIds;
    expect(await watchers('card0-0')).toEqual([owner]);
    expect(await watchers('card0-1')).toEqual([]);
    expect(await watchers('card0-2')).toEqual([owner]);
  });

  it('cleans the record of someone who left, for themself', async () => {
    const seeded = await seedBoard({ lists: 0 });
    await removeMember(seeded.boardId, seeded.viewer);
    await cleanUpMembershipHandler(
      requestAs(seeded.viewer, { boardId: seeded.boardId, uid: seeded.viewer }),
    );
    expect(await record(seeded.viewer)).toEqual({ boards: ['other-board'], starred: [] });
  });

  it('refuses while the person is still a member', async () => {
    const seeded = await seedBoard({ lists: 0 });
    const data = { boardId: seeded.boardId, uid: seeded.editor };
    expect(await refusalOf(cleanUpMembershipHandler(requestAs(seeded.owner, data)))).toBe(
      'failed-precondition',
    );
    expect(await refusalOf(cleanUpMembershipHandler(requestAs(seeded.editor, data)))).toBe(
      'failed-precondition',
    );
    expect((await record(seeded.editor))?.boards).toContain(seeded.boardId);
  });

  it.each([
    ['signed out', null, 'unauthenticated'],
    ['an editor', 'editor', 'permission-denied'],
    ['a stranger', 'stranger', 'permission-denied'],
  ] as const)('refuses %s cleaning someone else', async (_who, role, code) => {
    const seeded = await seedBoard({ lists: 0 });
    await removeMember(seeded.boardId, seeded.viewer);
    const uid = role === null ? null : role === 'stranger' ? 'stranger-uid' : seeded[role];
    const data = { boardId: seeded.boardId, uid: seeded.viewer };
    expect(await refusalOf(cleanUpMembershipHandler(requestAs(uid, data)))).toBe(code);
    expect((await record(seeded.viewer))?.boards).toContain(seeded.boardId);
  });

  it('refuses bad input', async () => {
    expect(await refusalOf(cleanUpMembershipHandler(requestAs('u', { boardId: 'b' })))).toBe(
      'invalid-argument',
    );
    expect(
      await refusalOf(cleanUpMembershipHandler(requestAs('u', { boardId: 'b', uid: 'a/b' }))),
    ).toBe('invalid-argument');
  });
});
