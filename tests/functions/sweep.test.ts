// The server's sweep (functions/src/sweep) with a clock: what a browser left behind goes once it
// is old enough (an upload's chunks without metadata, a deleted card's comments and files, old
// import jobs, anything under a deleted board's id), and nothing younger or still in use does.
// Other test files share the emulator, so every case seeds its own ids, runs at the real time
// (or an hour on, for what was young) and looks only at what it seeded.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { sweep } from '../../functions/src/sweep/sweep';
import { seedBoard } from './purgeSeed';
import { db, newTestId } from './support';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const at = (ms: number) => Timestamp.fromMillis(ms);
const exists = async (path: string) => (await db().doc(path).get()).exists;
const sizeOf = async (path: string) => (await db().collection(path).get()).size;

/** An upload's chunks (`count` of them, written at `when`), with its metadata if `visible`. */
async function upload(file: string, count: number, when: number, visible: boolean) {
  for (let n = 0; n < count; n += 1) {
    await db()
      .doc(`${file}/chunks/${n}`)
      .set({ data: Buffer.from('x'), createdAt: at(when) });
  }
  if (visible) await db().doc(file).set({ name: 'f.txt', size: 100, chunkCount: count });
}

/** A card's delete as the app writes it: the card gone, its entry in the board's activity. */
async function deleteCard(boardId: string, cardId: string, when: number) {
  await db().doc(`boards/${boardId}/cards/${cardId}`).delete();
  await db()
    .collection(`boards/${boardId}/activity`)
    .add({ kind: 'cardDelete', cardId, at: at(when) });
}

beforeEach(async () => {
  // Each case starts from the beginning of every task's history.
  for (const state of (await db().collection('sweeps').get()).docs) await state.ref.delete();
});

describe('an upload’s chunks without metadata', () => {
  it('go an hour after they were written; a visible file’s chunks stay', async () => {
    const now = Date.now();
    const { boardId } = await seedBoard({ lists: 1, cardsPerList: 1 });
    const card = `boards/${boardId}/cards/card0-0`;
    await upload(`${card}/attachments/abandoned`, 3, now - 2 * HOUR, false);
    await upload(`${card}/attachments/visible`, 2, now - 2 * HOUR, true);
    await upload(`${card}/attachments/sending`, 2, now - 10 * MINUTE, false);

    const figures = await sweep(db(), { now });
    expect(figures.orphanChunks.uploads).toBeGreaterThanOrEqual(1);
    expect(await sizeOf(`${card}/attachments/abandoned/chunks`)).toBe(0);
    expect(await sizeOf(`${card}/attachments/visible/chunks`)).toBe(2);
    expect(await sizeOf(`${card}/attachments/sending/chunks`)).toBe(2);

    // An hour on, the upload still without metadata goes too.
    await sweep(db(), { now: now + HOUR });
    expect(await sizeOf(`${card}/attachments/sending/chunks`)).toBe(0);
    expect(await sizeOf(`${card}/attachments/visible/chunks`)).toBe(2);
  });
});

describe('a deleted card’s comments and files', () => {
  it('go an hour after the delete, counted out of the board’s total; undo within the hour keeps them', async () => {
    const now = Date.now();
    const { boardId } = await seedBoard({ lists: 1, cardsPerList: 3 });
    const cards = `boards/${boardId}/cards`;
    for (const cardId of ['card0-0', 'card0-1', 'card0-2']) {
      await upload(`${cards}/${cardId}/attachments/f`, 1, now - 3 * HOUR, true);
    }
    await db().doc(`boards/${boardId}/meta/files`).set({ bytes: 300 });
    await deleteCard(boardId, 'card0-0', now - 2 * HOUR);
    await deleteCard(boardId, 'card0-1', now - 10 * MINUTE);
    // Deleted two hours ago and brought back by undo since.
    await deleteCard(boardId, 'card0-2', now - 2 * HOUR);
    await db().doc(`${cards}/card0-2`).set({ listId: 'list0', title: 'back' });

    const figures = await sweep(db(), { now });
    expect(figures.deletedCards.cards).toBeGreaterThanOrEqual(1);
    expect(await sizeOf(`${cards}/card0-0/comments`)).toBe(0);
    expect(await sizeOf(`${cards}/card0-0/attachments`)).toBe(0);
    expect(await sizeOf(`${cards}/card0-0/attachments/f/chunks`)).toBe(0);
    expect((await db().doc(`boards/${boardId}/meta/files`).get()).get('bytes')).toBe(200);
    // Within the hour: an undo would bring it back whole.
    expect(await sizeOf(`${cards}/card0-1/comments`)).toBe(1);
    expect(await exists(`${cards}/card0-1/attachments/f`)).toBe(true);
    // Undone: the card is there, with its comments and files.
    expect(await sizeOf(`${cards}/card0-2/comments`)).toBe(1);
    expect(await sizeOf(`${cards}/card0-2/attachments/f/chunks`)).toBe(1);

    await sweep(db(), { now: now + HOUR });
    expect(await sizeOf(`${cards}/card0-1/comments`)).toBe(0);
    expect(await exists(`${cards}/card0-1/attachments/f`)).toBe(false);
    expect(await sizeOf(`${cards}/card0-2/comments`)).toBe(1);
    expect((await db().doc(`boards/${boardId}/meta/files`).get()).get('bytes')).toBe(100);
  });
});

describe('import jobs', () => {
  it('go once older than a day, with their parts and a board they left half written', async () => {
    const now = Date.now();
    const [old, recent, halfBoard] = ['job', 'job', 'board'].map(newTestId) as [
      string,
      string,
      string,
    ];
    await db()
      .doc(`imports/${old}`)
      .set({ ownerId: 'u', status: 'writing', boardId: halfBoard, createdAt: at(now - 25 * HOUR) });
    await db().doc(`imports/${old}/parts/0`).set({ cards: [] });
    await db().doc(`boards/${halfBoard}/lists/l1`).set({ title: 'half' });
    await db()
      .doc(`imports/${recent}`)
      .set({ ownerId: 'u', status: 'staging', boardId: null, createdAt: at(now - 2 * HOUR) });

    const figures = await sweep(db(), { now });
    expect(figures.importJobs.jobs).toBeGreaterThanOrEqual(1);
    expect(await exists(`imports/${old}`)).toBe(false);
    expect(await sizeOf(`imports/${old}/parts`)).toBe(0);
    expect(await exists(`boards/${halfBoard}/lists/l1`)).toBe(false);
    expect(await exists(`imports/${recent}`)).toBe(true);
  });
});

describe('a deleted board', () => {
  it('whose purge was cut short is finished an hour after its tombstone', async () => {
    const now = Date.now();
    const cut = await seedBoard({ lists: 1, cardsPerList: 2, deleting: true });
    const fresh = await seedBoard({ lists: 1, cardsPerList: 1, deleting: true });
    await db()
      .doc(`deletedBoards/${cut.boardId}`)
      .set({ deletedAt: at(now - 2 * HOUR), ownerId: cut.owner });
    await db()
      .doc(`deletedBoards/${fresh.boardId}`)
      .set({ deletedAt: FieldValue.serverTimestamp(), ownerId: fresh.owner });

    const figures = await sweep(db(), { now });
    expect(figures.tombstonedBoards.boards).toBeGreaterThanOrEqual(1);
    expect(await exists(`boards/${cut.boardId}`)).toBe(false);
    expect(await db().doc(`boards/${cut.boardId}`).listCollections()).toEqual([]);
    const editor = (await db().doc(`users/${cut.editor}`).get()).data();
    expect(editor).toMatchObject({ boards: ['other-board'], starred: [] });
    expect(await exists(`deletedBoards/${cut.boardId}`)).toBe(true);
    // A purge that may still be running is left to it.
    expect(await exists(`boards/${fresh.boardId}`)).toBe(true);
  });
});

describe('a run with more than its pages', () => {
  it('stops at its limit and carries on from there next run', async () => {
    const now = Date.now();
    const { boardId } = await seedBoard({ lists: 1, cardsPerList: 1 });
    const files = `boards/${boardId}/cards/card0-0/attachments`;
    // Older than anything the other cases left, so these come first.
    for (let i = 0; i < 5; i += 1) await upload(`${files}/u${i}`, 1, now - 5 * HOUR + i, false);
    const paging = { pageSize: 2, maxPages: 1 };
    const left = async () =>
      (await db().collectionGroup('chunks').get()).docs.filter((chunk) =>
        chunk.ref.path.startsWith(`${files}/`),
      ).length;

    const first = await sweep(db(), { now, paging });
    expect(first.orphanChunks).toMatchObject({ read: 2, uploads: 2, more: true });
    expect(first.more).toBe(true);
    expect(await left()).toBe(3);
    const second = await sweep(db(), { now, paging });
    expect(second.orphanChunks).toMatchObject({ read: 2, uploads: 2, more: true });
    expect(await left()).toBe(1);
    await sweep(db(), { now, paging });
    expect(await left()).toBe(0);
  });
});
