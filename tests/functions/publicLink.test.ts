// openPublicLink (functions/src/publicLink): anyone holding a board's read-only link, signed in
// or not, gets what the board shows (no emails); a link turned off, renewed, malformed or of a
// board being deleted gets "not-found".
import { openPublicLinkHandler } from '../../functions/src/publicLink/openPublicLink';
import { db, newTestId, refusalOf, requestAs } from './support';

const newLink = () => newTestId('link-abcdefghijklmnopq');

const board = (extra: Record<string, unknown> = {}) => ({
  ownerId: 'owner',
  title: 'Roadmap',
  color: 'green',
  labels: { l1: { name: 'Urgent', color: 'red', rank: 'a' } },
  deleting: false,
  members: {
    owner: { role: 'owner', name: 'Olive', email: 'olive@example.com' },
    ed: { role: 'editor', name: 'Ed', email: 'ed@example.com' },
  },
  ...extra,
});

const open = (linkId: unknown, uid: string | null = null) =>
  openPublicLinkHandler(requestAs(uid, { linkId }));

it('answers anyone holding the link with the board’s look and names, without emails', async () => {
  const linkId = newLink();
  const boardId = newTestId('board');
  await db()
    .doc(`boards/${boardId}`)
    .set(board({ publicLinkId: linkId }));
  for (const caller of [null, 'stranger']) {
    const shown = await open(linkId, caller);
    expect(shown).toEqual({
      boardId,
      title: 'Roadmap',
      color: 'green',
      labels: { l1: { name: 'Urgent', color: 'red', rank: 'a' } },
      memberNames: { owner: 'Olive', ed: 'Ed' },
    });
    expect(JSON.stringify(shown)).not.toContain('@');
  }
});

it('refuses a link turned off or renewed, a board being deleted, and a malformed id', async () => {
  const linkId = newLink();
  const boardId = newTestId('board');
  await db()
    .doc(`boards/${boardId}`)
    .set(board({ publicLinkId: linkId }));
  await db().doc(`boards/${boardId}`).update({ publicLinkId: null });
  expect(await refusalOf(open(linkId))).toBe('not-found');
  const renewed = newLink();
  await db().doc(`boards/${boardId}`).update({ publicLinkId: renewed });
  expect(await refusalOf(open(linkId))).toBe('not-found');
  expect((await open(renewed)).boardId).toBe(boardId);
  await db().doc(`boards/${boardId}`).update({ deleting: true });
  expect(await refusalOf(open(renewed))).toBe('not-found');
  expect(await refusalOf(open('short'))).toBe('not-found');
  expect(await refusalOf(open({ linkId: 'x' }))).toBe('not-found');
});
