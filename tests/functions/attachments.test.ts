// Files on cards (docs/attachments.md) on the server's side: a deleted card's files and their
// chunks go with its comments (purgeCardComments), a deleted list's cards' files with them
// (purgeList), each counted out of the board's total; a deleted board's with everything else.
import { purgeBoardHandler } from '../../functions/src/purge/purgeBoard';
import { purgeCardCommentsHandler } from '../../functions/src/purge/purgeCardComments';
import { purgeListHandler } from '../../functions/src/purge/purgeList';
import { pathsLeft, seedBoard } from './purgeSeed';
import { db, requestAs } from './support';

/** Two files on `cardId` (of 100 and 2 chunks' worth), counted in meta/files. */
async function attachFiles(boardId: string, cardId: string) {
  const card = `boards/${boardId}/cards/${cardId}`;
  for (const [id, size, chunks] of [
    ['f1', 100, 1],
    ['f2', 800_000, 2],
  ] as const) {
    await db()
      .doc(`${card}/attachments/${id}`)
      .set({ name: `${id}.txt`, size, chunkCount: chunks });
    for (let n = 0; n < chunks; n += 1) {
      await db()
        .doc(`${card}/attachments/${id}/chunks/${n}`)
        .set({ data: Buffer.from('x') });
    }
  }
  const files = db().doc(`boards/${boardId}/meta/files`);
  const before = ((await files.get()).get('bytes') as number | undefined) ?? 0;
  await files.set({ bytes: before + 800_100 });
}

/** Every file and chunk document still under the board. */
async function filesLeft(boardId: string): Promise<string[]> {
  const left: string[] = [];
  for (const group of ['attachments', 'chunks']) {
    const docs = await db().collectionGroup(group).get();
    for (const doc of docs.docs)
      if (doc.ref.path.startsWith(`boards/${boardId}/`)) left.push(doc.ref.path);
  }
  return left;
}
const totalOf = async (boardId: string) =>
  (await db().doc(`boards/${boardId}/meta/files`).get()).get('bytes') as number;

describe('a deleted card’s files', () => {
  it('go with its comments, chunks and all, counted out of the board’s total', async () => {
    const seeded = await seedBoard({ lists: 1, cardsPerList: 2 });
    const { boardId } = seeded;
    await attachFiles(boardId, 'card0-0');
    await attachFiles(boardId, 'card0-1');
    await db().doc(`boards/${boardId}/cards/card0-0`).delete();

    await expect(
      purgeCardCommentsHandler(requestAs(seeded.editor, { boardId, cardId: 'card0-0' })),
    ).resolves.toEqual({ deletedComments: 1, deletedFiles: 2 });

    const left = await filesLeft(boardId);
    expect(left.filter((path) => path.includes('card0-0'))).toEqual([]);
    expect(left.filter((path) => path.includes('card0-1'))).toHaveLength(5);
    expect(await totalOf(boardId)).toBe(800_100);
  });
});

describe('a deleted list’s cards’ files', () => {
  it('go with the cards', async () => {
    const seeded = await seedBoard({ lists: 2, cardsPerList: 1 });
    const { boardId } = seeded;
    await attachFiles(boardId, 'card0-0');
    await attachFiles(boardId, 'card1-0');
    await db().doc(`boards/${boardId}/lists/list0`).update({ deleting: true });

    await purgeListHandler(requestAs(seeded.editor, { boardId, listId: 'list0' }));

    const left = await filesLeft(boardId);
    expect(left.filter((path) => path.includes('card0-0'))).toEqual([]);
    expect(left.filter((path) => path.includes('card1-0'))).toHaveLength(5);
    expect(await totalOf(boardId)).toBe(800_100);
  });
});

describe('a deleted board’s files', () => {
  it('go with everything else under it', async () => {
    const seeded = await seedBoard({ deleting: true, lists: 1, cardsPerList: 1 });
    await attachFiles(seeded.boardId, 'card0-0');
    await purgeBoardHandler(requestAs(seeded.owner, { boardId: seeded.boardId }));
    expect(await pathsLeft(seeded.boardId)).toEqual([]);
    expect(await filesLeft(seeded.boardId)).toEqual([]);
  });
});
