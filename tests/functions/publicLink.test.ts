// The read-only link's projection (functions/src/publicLink): written when the owner turns the
// link on, kept equal to what the board shows, deleted when the link is turned off or renewed.
import { syncPublicLinkHandler } from '../../functions/src/publicLink/syncPublicLink';
import { db, newTestId } from './support';

const linkId = () => newTestId('link-abcdefghijklmnopq');

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

const projection = async (id: string) => (await db().doc(`publicLinks/${id}`).get()).data();

it('writes the projection, without emails, when the link is turned on', async () => {
  const id = linkId();
  const boardId = newTestId('board');
  const result = await syncPublicLinkHandler(db(), boardId, board(), board({ publicLinkId: id }));
  expect(result).toEqual({ deleted: null, written: id });
  const stored = await projection(id);
  expect(stored).toEqual({
    boardId,
    title: 'Roadmap',
    color: 'green',
    labels: { l1: { name: 'Urgent', color: 'red', rank: 'a' } },
    memberNames: { owner: 'Olive', ed: 'Ed' },
  });
  expect(JSON.stringify(stored)).not.toContain('@');
});

it('follows a rename, and skips writes that change nothing it shows', async () => {
  const id = linkId();
  const boardId = newTestId('board');
  const on = board({ publicLinkId: id });
  await syncPublicLinkHandler(db(), boardId, board(), on);
  const renamed = { ...on, title: 'Roadmap 2027' };
  expect(await syncPublicLinkHandler(db(), boardId, on, renamed)).toEqual({
    deleted: null,
    written: id,
  });
  expect((await projection(id))?.title).toBe('Roadmap 2027');
  const watched = { ...renamed, watcherIds: ['ed'] };
  expect(await syncPublicLinkHandler(db(), boardId, renamed, watched)).toEqual({
    deleted: null,
    written: null,
  });
});

it('deletes the projection when the link is turned off, renewed or the board deleted', async () => {
  const boardId = newTestId('board');
  const first = linkId();
  const second = linkId();
  await syncPublicLinkHandler(db(), boardId, board(), board({ publicLinkId: first }));
  await syncPublicLinkHandler(
    db(),
    boardId,
    board({ publicLinkId: first }),
    board({ publicLinkId: second }),
  );
  expect(await projection(first)).toBeUndefined();
  expect((await projection(second))?.boardId).toBe(boardId);
  await syncPublicLinkHandler(
    db(),
    boardId,
    board({ publicLinkId: second }),
    board({ publicLinkId: second, deleting: true }),
  );
  expect(await projection(second)).toBeUndefined();
  const third = linkId();
  await syncPublicLinkHandler(db(), boardId, undefined, board({ publicLinkId: third }));
  await syncPublicLinkHandler(
    db(),
    boardId,
    board({ publicLinkId: third }),
    board({ publicLinkId: null }),
  );
  expect(await projection(third)).toBeUndefined();
});
