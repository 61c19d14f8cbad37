/**
 * Firestore security rules tests (firestore.rules): boards/{boardId} and the
 * lists and cards under it, as docs/data-model.md describes them. Writes are
 * made the way the app makes them (src/services/firebase/boardsClient.ts):
 * server timestamps, and batches that keep users/{uid}.boards and the board's
 * counts document (boards/{id}/meta/counts) in step with the documents. The
 * seeded boards are boards from before the counts document: their counts are
 * on the board, and their first counted write creates the counts document.
 *
 * Runs against a Firestore emulator at FIRESTORE_EMULATOR_HOST; see
 * firestore.rules.test.ts. Every rule is checked from both sides: what it
 * allows and what it refuses, for the owner, another user and nobody.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { LIMITS } from '../../src/domain/limits';
import { COLOR_KEYS } from '../../src/domain/palette';
import {
  ALICE,
  BOB,
  cardFields,
  countCards,
  countList,
  countsOf,
  countsRef,
  ids,
  rulesTestEnvironment,
  storedBoard,
  storedCard,
  storedList,
} from './support';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-content');

// --- The world every test starts from -----------------------------------------------------
//
// Alice owns a board with two lists and one card, and a second board whose
// delete has started. Bob owns a board with a list and a card.

const A_BOARD = 'a-board';
const A_DELETING = 'a-deleting';
const B_BOARD = 'b-board';
const TODO = 'todo';
const DONE = 'done';
const A_CARD = 'a-card';
const B_LIST = 'b-list';
const B_CARD = 'b-card';
const CAROL = 'carol'; // signed in, but has no user record yet

/** A time a client might claim, instead of the server's. */
const CLIENT_TIME = Timestamp.fromMillis(Date.UTC(2025, 5, 1));

/** The uncounted delete batch the app sent before deletes were counted (Firestore allows 500). */
const UNCOUNTED_BATCH = 400;

beforeEach(async () => {
  await seed({
    [`users/${ALICE}`]: { boards: [A_BOARD], starred: [A_BOARD] },
    [`users/${BOB}`]: { boards: [B_BOARD] },
    [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 1, listCount: 2 }),
    [`boards/${A_BOARD}/lists/${TODO}`]: storedList(),
    [`boards/${A_BOARD}/lists/${DONE}`]: storedList({ title: 'Done', rank: 'a1' }),
    [`boards/${A_BOARD}/cards/${A_CARD}`]: storedCard(TODO),
    [`boards/${A_DELETING}`]: storedBoard(ALICE, { cardCount: 1, listCount: 1, deleting: true }),
    [`boards/${A_DELETING}/lists/${TODO}`]: storedList(),
    [`boards/${A_DELETING}/cards/${A_CARD}`]: storedCard(TODO),
    [`boards/${B_BOARD}`]: storedBoard(BOB, { cardCount: 1, listCount: 1 }),
    [`boards/${B_BOARD}/lists/${B_LIST}`]: storedList(),
    [`boards/${B_BOARD}/cards/${B_CARD}`]: storedCard(B_LIST),
  });
});

// --- Writes as the app makes them ---------------------------------------------------------

/** The fields of a new board, as the app writes them. */
function newBoard(ownerId: string, overrides: DocumentData = {}): DocumentData {
  return {
    ownerId,
    title: 'Launch',
    color: 'green',
    labels: { 'label-1': { name: 'Urgent', color: 'red', rank: 'a0' } },
    cardCount: 0,
    listCount: 0,
    deleting: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The board, its id added to `recordOf`'s dashboard, and its counts document, in one batch. */
function createBoard(
  db: Firestore,
  boardId: string,
  data: DocumentData,
  recordOf: string = ALICE,
  counts: DocumentData = { cardCount: 0, listCount: 0 },
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'boards', boardId), data);
  batch.update(doc(db, 'users', recordOf), { boards: arrayUnion(boardId) });
  batch.set(countsRef(db, boardId), counts);
  return batch.commit();
}

function newList(overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Doing',
    rank: 'a2',
    archived: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

function newCard(listId: string = TODO, overrides: DocumentData = {}): DocumentData {
  return {
    ...cardFields(listId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

function boardRef(db: Firestore, boardId: string = A_BOARD) {
  return doc(db, 'boards', boardId);
}

function listRef(db: Firestore, listId: string, boardId: string = A_BOARD) {
  return doc(db, 'boards', boardId, 'lists', listId);
}

function cardRef(db: Firestore, cardId: string, boardId: string = A_BOARD) {
  return doc(db, 'boards', boardId, 'cards', cardId);
}

/**
 * The card, and the counts document's cardCount up by `by` naming the card (`countedCards`), in
 * one batch, as src/services/firebase/cardsClient.ts writes it.
 */
function createCard(
  db: Firestore,
  data: DocumentData,
  {
    cardId = 'new-card',
    boardId = A_BOARD,
    by = 1,
    counted,
  }: { cardId?: string; boardId?: string; by?: number; counted?: string[] } = {},
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(cardRef(db, cardId, boardId), data);
  countCards(batch, db, boardId, by, counted ?? [cardId]);
  return batch.commit();
}

/** The cards deleted, and the cardCount down by as many naming them, in one batch. */
function deleteCards(
  db: Firestore,
  cardIds: string[],
  { boardId = A_BOARD, by = cardIds.length, counted = cardIds } = {},
): Promise<void> {
  const batch = writeBatch(db);
  for (const id of cardIds) batch.delete(cardRef(db, id, boardId));
  countCards(batch, db, boardId, -by, counted);
  return batch.commit();
}

function deleteCard(db: Firestore, cardId: string, boardId: string = A_BOARD): Promise<void> {
  return deleteCards(db, [cardId], { boardId });
}

/** The list, and the listCount up by one naming it, in one batch. */
function createList(
  db: Firestore,
  listId: string,
  data: DocumentData,
  boardId: string = A_BOARD,
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(listRef(db, listId, boardId), data);
  countList(batch, db, boardId, 1, listId);
  return batch.commit();
}

/** The list deleted, and the listCount down by one naming it, in one batch. */
function deleteList(db: Firestore, listId: string, boardId: string = A_BOARD): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(listRef(db, listId, boardId));
  countList(batch, db, boardId, -1, listId);
  return batch.commit();
}

/** The board's last step, as purgeBoard sends it: its counts document and the board. */
function deleteBoard(db: Firestore, boardId: string): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(countsRef(db, boardId));
  batch.delete(boardRef(db, boardId));
  return batch.commit();
}

async function cardCountOf(boardId: string): Promise<number> {
  return (await countsOf(signedInAs(ALICE), boardId)).cardCount;
}

async function listCountOf(boardId: string): Promise<number> {
  return (await countsOf(signedInAs(ALICE), boardId)).listCount;
}

/** Seeds `count` cards on `boardId` (in list `listId`) and returns their ids. */
async function seedCards(boardId: string, listId: string, count: number): Promise<string[]> {
  const cardIds = ids(count, 'card');
  const documents: Record<string, DocumentData> = {};
  for (const id of cardIds) documents[`boards/${boardId}/cards/${id}`] = storedCard(listId);
  await seed(documents);
  return cardIds;
}

/** A copy of `data` without `key`. */
function without(data: DocumentData, key: string): DocumentData {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

/** `count` board labels as stored: a map keyed by label id. */
const labels = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_: unknown, i: number) => [
      `label-${i}`,
      { name: `Label ${i}`, color: 'red', rank: `a${i}` },
    ]),
  );

/** Titles that are empty or whitespace only, as JavaScript's trim() sees whitespace. */
const BLANK_TITLES: string[] = ['', ' ', '   ', ' \t\n\r ', '\u00a0', '\u3000 \u2003', '\ufeff'];

// === boards/{boardId} =====================================================================

describe('creating a board', () => {
  it('a user can create a board and add it to their dashboard in one batch', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(createBoard(db, 'new-board', newBoard(ALICE)));
    const record = await getDoc(doc(db, 'users', ALICE));
    expect(record.get('boards')).toEqual([A_BOARD, 'new-board']);
  });

  it('a user cannot create a board without adding it to their dashboard', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(boardRef(db, 'new-board'), newBoard(ALICE)));
  });

  it("a user cannot add a new board to someone else's dashboard instead", async () => {
    await assertFails(createBoard(signedInAs(ALICE), 'new-board', newBoard(ALICE), BOB));
  });

  it('a user cannot create a board owned by someone else', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'new-board', newBoard(BOB)));
    await assertFails(createBoard(db, 'new-board', newBoard(BOB), BOB));
  });

  it('a signed-out visitor cannot create a board', async () => {
    await assertFails(createBoard(signedOut(), 'new-board', newBoard(ALICE)));
    await assertFails(setDoc(boardRef(signedOut(), 'new-board'), newBoard(ALICE)));
  });

  it('a user cannot create a board before their user record exists', async () => {
    // The record is created first, as { boards: [] }; it cannot be created
    // with the new board already in it.
    const db = signedInAs(CAROL);
    const batch = writeBatch(db);
    batch.set(boardRef(db, 'new-board'), newBoard(CAROL));
    batch.set(doc(db, 'users', CAROL), { boards: ['new-board'] });
    await assertFails(batch.commit());
  });

  it(`a user cannot create a board once they have ${LIMITS.boardsPerUser}`, async () => {
    await seed({ [`users/${ALICE}`]: { boards: ids(LIMITS.boardsPerUser) } });
    await assertFails(createBoard(signedInAs(ALICE), 'new-board', newBoard(ALICE)));
  });

  it(`a board title can be ${LIMITS.boardTitle} characters, and no more`, async () => {
    const db = signedInAs(ALICE);
    const longest = 'x'.repeat(LIMITS.boardTitle);
    await assertFails(createBoard(db, 'board-1', newBoard(ALICE, { title: `${longest}x` })));
    await assertSucceeds(createBoard(db, 'board-2', newBoard(ALICE, { title: longest })));
  });

  it('a board title of one character is enough', async () => {
    await assertSucceeds(
      createBoard(signedInAs(ALICE), 'new-board', newBoard(ALICE, { title: 'x' })),
    );
  });

  it('a board title is counted as JavaScript counts it (emoji are two)', async () => {
    const db = signedInAs(ALICE);
    const half = LIMITS.boardTitle / 2;
    await assertFails(
      createBoard(db, 'board-1', newBoard(ALICE, { title: '🙂'.repeat(half + 1) })),
    );
    await assertSucceeds(createBoard(db, 'board-2', newBoard(ALICE, { title: '🙂'.repeat(half) })));
  });

  it.each(BLANK_TITLES)('a board title cannot be blank: %j', async (title: string) => {
    await assertFails(createBoard(signedInAs(ALICE), 'new-board', newBoard(ALICE, { title })));
  });

  it('a board title must be a string', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { title: 42 })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { title: null })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { title: ['Launch'] })));
  });

  it.each(COLOR_KEYS)('a board can be %s', async (color: string) => {
    await assertSucceeds(createBoard(signedInAs(ALICE), 'new-board', newBoard(ALICE, { color })));
  });

  it.each(['black', 'Blue', '#0c66e4', '', 'gray', 'redblue', 'red ', 'red|blue', 'sky\n'])(
    'a board cannot be a colour outside the palette: %j',
    async (color: string) => {
      await assertFails(createBoard(signedInAs(ALICE), 'new-board', newBoard(ALICE, { color })));
    },
  );

  it('a new board can be created with up to 8 labels (the app writes its 6 defaults)', async () => {
    // A board reaches its 20 labels one edit at a time (keyedFields.rules.test.ts).
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'board-1', newBoard(ALICE, { labels: labels(9) })));
    await assertSucceeds(createBoard(db, 'board-2', newBoard(ALICE, { labels: labels(8) })));
  });

  it('board labels are a map keyed by label id (a new board has no old array)', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(createBoard(db, 'board-1', newBoard(ALICE, { labels: {} })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { labels: [] })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { labels: null })));
  });

  it('a new board starts with no cards and not being deleted', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { cardCount: 1 })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { cardCount: '0' })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { listCount: 1 })));
    await assertFails(
      createBoard(db, 'new-board', newBoard(ALICE, { listCount: 1, countedList: 'ghost' })),
    );
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { countedCards: ['ghost'] })));
    // Its counts document starts at zero too (its first list may be counted: see lists).
    const counts = (cardCount: number, listCount: number, more: DocumentData = {}) =>
      createBoard(db, 'new-board', newBoard(ALICE), ALICE, { cardCount, listCount, ...more });
    await assertFails(counts(1, 0));
    await assertFails(counts(0, 1));
    await assertFails(counts(0, 1, { countedList: 'ghost' }));
    await assertFails(counts(1, 0, { countedCards: ['ghost'] }));
    await assertFails(counts(-0, 0)); // A float: see isCountsShape.
    await assertFails(counts(0, 0, { extra: true }));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { deleting: true })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { deleting: null })));
  });

  it('a new board’s counts are ints: a float 0 (-0.0 is sent as a double) is refused', async () => {
    // A stored float count would fail the `is int` of every later count change.
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { cardCount: -0 })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { listCount: -0 })));
  });

  it('a new board has the server time of its creation, not a time the client chose', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { createdAt: CLIENT_TIME })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { updatedAt: CLIENT_TIME })));
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { createdAt: null })));
  });

  it('a new board has exactly the fields of the data model', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createBoard(db, 'new-board', newBoard(ALICE, { members: [BOB] })));
    await assertFails(createBoard(db, 'new-board', without(newBoard(ALICE), 'labels')));
  });
});

describe('reading boards', () => {
  it('a user can read their own board', async () => {
    const snapshot = await assertSucceeds(getDoc(boardRef(signedInAs(ALICE))));
    expect(snapshot.get('ownerId')).toBe(ALICE);
  });

  it('a user can read their own board while it is being deleted', async () => {
    await assertSucceeds(getDoc(boardRef(signedInAs(ALICE), A_DELETING)));
  });

  it("a user cannot read someone else's board", async () => {
    await assertFails(getDoc(boardRef(signedInAs(ALICE), B_BOARD)));
  });

  it('a signed-out visitor cannot read any board', async () => {
    await assertFails(getDoc(boardRef(signedOut())));
  });

  it('a board that does not exist is refused like someone else’s ("board not found")', async () => {
    await assertFails(getDoc(boardRef(signedInAs(ALICE), 'no-such-board')));
  });

  it('a user can query their own boards (the dashboard)', async () => {
    const db = signedInAs(ALICE);
    const snapshot = await assertSucceeds(
      getDocs(query(collection(db, 'boards'), where('ownerId', '==', ALICE))),
    );
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual([A_BOARD, A_DELETING]);
  });

  it('a user can query their own boards whose delete has not finished', async () => {
    const db = signedInAs(ALICE);
    const snapshot = await assertSucceeds(
      getDocs(
        query(
          collection(db, 'boards'),
          where('ownerId', '==', ALICE),
          where('deleting', '==', true),
        ),
      ),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual([A_DELETING]);
  });

  it('a query for boards that is not limited to the user’s own is refused', async () => {
    const db = signedInAs(ALICE);
    await assertFails(getDocs(collection(db, 'boards')));
    await assertFails(getDocs(query(collection(db, 'boards'), where('deleting', '==', true))));
    await assertFails(getDocs(query(collection(db, 'boards'), where('title', '==', 'Roadmap'))));
  });

  it("a user cannot query someone else's boards", async () => {
    const db = signedInAs(ALICE);
    await assertFails(getDocs(query(collection(db, 'boards'), where('ownerId', '==', BOB))));
    await assertFails(
      getDocs(query(collection(db, 'boards'), where('ownerId', 'in', [ALICE, BOB]))),
    );
  });

  it('a signed-out visitor cannot query boards', async () => {
    const db = signedOut();
    await assertFails(getDocs(query(collection(db, 'boards'), where('ownerId', '==', ALICE))));
    await assertFails(getDocs(collection(db, 'boards')));
  });
});

describe('updating a board', () => {
  it('a user can rename their board (stamping updatedAt, as the app does)', async () => {
    await assertSucceeds(
      updateDoc(boardRef(signedInAs(ALICE)), { title: 'Renamed', updatedAt: serverTimestamp() }),
    );
  });

  it('a user can change the colour and labels of their board', async () => {
    await assertSucceeds(
      updateDoc(boardRef(signedInAs(ALICE)), {
        color: 'purple',
        labels: labels(3),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a rename, recolour or label change stamps updatedAt with the server time', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { title: 'Renamed' }));
    await assertFails(updateDoc(boardRef(db), { color: 'red' }));
    await assertFails(updateDoc(boardRef(db), { labels: labels(1) }));
    await assertFails(updateDoc(boardRef(db), { title: 'Again', updatedAt: CLIENT_TIME }));
    await assertFails(updateDoc(boardRef(db), { title: 'Again', updatedAt: null }));
  });

  it('a change that is not an edit (starting a delete) may leave updatedAt alone', async () => {
    await assertSucceeds(updateDoc(boardRef(signedInAs(ALICE)), { deleting: true }));
  });

  it("a user cannot change someone else's board", async () => {
    const db = signedInAs(BOB);
    await assertFails(updateDoc(boardRef(db), { title: 'Mine now', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(boardRef(db), { ownerId: BOB }));
  });

  it('a signed-out visitor cannot change any board', async () => {
    await assertFails(
      updateDoc(boardRef(signedOut()), { title: 'Renamed', updatedAt: serverTimestamp() }),
    );
  });

  it('a user cannot give their board away, or change its owner at all', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { ownerId: BOB }));
    await assertFails(updateDoc(boardRef(db), { ownerId: deleteField() }));
  });

  it('a user cannot change when their board was created', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(boardRef(db), { createdAt: CLIENT_TIME }));
  });

  it('a user cannot add or remove board fields', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { members: [BOB] }));
    await assertFails(updateDoc(boardRef(db), { labels: deleteField() }));
  });

  it(`a renamed board title can be ${LIMITS.boardTitle} characters, and no more`, async () => {
    const db = signedInAs(ALICE);
    const longest = 'x'.repeat(LIMITS.boardTitle);
    await assertFails(
      updateDoc(boardRef(db), { title: `${longest}x`, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(boardRef(db), { title: longest, updatedAt: serverTimestamp() }));
  });

  it.each(BLANK_TITLES)('a board cannot be renamed to a blank title: %j', async (title: string) => {
    await assertFails(
      updateDoc(boardRef(signedInAs(ALICE)), { title, updatedAt: serverTimestamp() }),
    );
  });

  it('a board cannot change to a colour outside the palette', async () => {
    await assertFails(
      updateDoc(boardRef(signedInAs(ALICE)), { color: 'black', updatedAt: serverTimestamp() }),
    );
  });

  it(`a board can be given ${LIMITS.labelsPerBoard} labels, and no more`, async () => {
    const db = signedInAs(ALICE);
    const stamped = (count: number) => ({ labels: labels(count), updatedAt: serverTimestamp() });
    await assertFails(updateDoc(boardRef(db), stamped(LIMITS.labelsPerBoard + 1)));
    await assertSucceeds(updateDoc(boardRef(db), stamped(LIMITS.labelsPerBoard)));
  });

  it('a plain board update cannot set cardCount, to any value', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { cardCount: LIMITS.cardsPerBoard }));
    await assertFails(updateDoc(boardRef(db), { cardCount: 0 }));
    await assertFails(updateDoc(boardRef(db), { cardCount: increment(1) }));
    await assertFails(updateDoc(boardRef(db), { cardCount: increment(-1) }));
    await assertFails(updateDoc(boardRef(db), { cardCount: -1 }));
    await assertFails(updateDoc(boardRef(db), { cardCount: 1.5 }));
    await assertFails(updateDoc(boardRef(db), { cardCount: '2' }));
    // Naming a card is not enough: it must be created or deleted in the same batch.
    await assertFails(
      updateDoc(boardRef(db), { cardCount: increment(-1), countedCards: [A_CARD] }),
    );
    await assertFails(updateDoc(boardRef(db), { cardCount: increment(1), countedCards: ['new'] }));
    await assertFails(updateDoc(boardRef(db), { cardCount: increment(1), countedCards: [A_CARD] }));
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a plain board update cannot set listCount, to any value', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { listCount: 0 }));
    await assertFails(updateDoc(boardRef(db), { listCount: increment(-1) }));
    await assertFails(updateDoc(boardRef(db), { listCount: increment(-1), countedList: TODO }));
    await assertFails(updateDoc(boardRef(db), { listCount: increment(1), countedList: 'new' }));
    await assertFails(updateDoc(boardRef(db), { listCount: '2' }));
  });

  it('a board’s stored counts never change: a card or list is counted on its counts document', async () => {
    const db = signedInAs(ALICE);
    // The batches the app sent before the counts document: refused now, card or list.
    const card = writeBatch(db);
    card.set(cardRef(db, 'new-card'), newCard());
    card.update(boardRef(db), { cardCount: increment(1), countedCards: ['new-card'] });
    await assertFails(card.commit());
    const list = writeBatch(db);
    list.set(listRef(db, 'doing'), newList());
    list.update(boardRef(db), { listCount: increment(1), countedList: 'doing' });
    await assertFails(list.commit());
    const gone = writeBatch(db);
    gone.delete(cardRef(db, A_CARD));
    gone.update(boardRef(db), { cardCount: increment(-1), countedCards: [A_CARD] });
    await assertFails(gone.commit());
    // Nor their markers, even with a real count change beside them.
    const marked = writeBatch(db);
    marked.set(cardRef(db, 'new-card'), newCard());
    countCards(marked, db, A_BOARD, 1, ['new-card']);
    marked.update(boardRef(db), { countedCards: ['new-card'] });
    await assertFails(marked.commit());
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a board whose stored cardCount is a float 0.0 can still be edited', async () => {
    // -0 is stored as a double; the count is unchanged, so its type does not matter.
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: -0, listCount: 2 }) });
    await assertSucceeds(
      updateDoc(boardRef(signedInAs(ALICE)), { title: 'Renamed', updatedAt: serverTimestamp() }),
    );
  });

  it('a user can start deleting their board: the board and their record in one batch', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.update(boardRef(db), { deleting: true });
    batch.update(doc(db, 'users', ALICE), {
      boards: arrayRemove(A_BOARD),
      starred: arrayRemove(A_BOARD),
    });
    await assertSucceeds(batch.commit());
  });

  it('a board whose delete has started cannot be brought back', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db, A_DELETING), { deleting: false }));
    await assertFails(updateDoc(boardRef(db, A_DELETING), { deleting: deleteField() }));
    await assertSucceeds(updateDoc(boardRef(db, A_DELETING), { deleting: true }));
  });

  it('deleting is true or false, nothing else', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(boardRef(db), { deleting: 'yes' }));
    await assertFails(updateDoc(boardRef(db), { deleting: null }));
    await assertFails(updateDoc(boardRef(db), { deleting: 1 }));
  });

  it("a user cannot start deleting someone else's board", async () => {
    await assertFails(updateDoc(boardRef(signedInAs(BOB)), { deleting: true }));
    await assertFails(updateDoc(boardRef(signedOut()), { deleting: true }));
  });
});

describe('deleting a board', () => {
  // The server deletes a board (functions/src/purge/purgeBoard.ts, tests/functions): no client
  // may, so nothing is left half-deleted and the tombstone it writes is the only way a board
  // goes.
  it('no client deletes a board document, not even its owner once it is marked deleting and empty', async () => {
    await seed({
      'boards/emptied': storedBoard(ALICE, { deleting: true }),
      'boards/emptied/meta/counts': { cardCount: 0, listCount: 0 },
    });
    const db = signedInAs(ALICE);
    await assertFails(deleteBoard(db, 'emptied'));
    await assertFails(deleteDoc(boardRef(db, 'emptied')));
    await assertFails(deleteDoc(countsRef(db, 'emptied')));
    await assertFails(deleteBoard(db, A_DELETING));
    // What the client still does: mark it deleting (step 1, tested above), and read it.
    await assertSucceeds(getDoc(boardRef(db, 'emptied')));
  });

  it('a live board cannot be deleted, even an empty one', async () => {
    await seed({ 'boards/empty': storedBoard(ALICE) });
    await assertFails(deleteDoc(boardRef(signedInAs(ALICE), 'empty')));
    await assertFails(deleteDoc(boardRef(signedInAs(ALICE))));
  });

  it("a user cannot delete someone else's board, nor can a signed-out visitor", async () => {
    await seed({ 'boards/emptied': storedBoard(ALICE, { deleting: true }) });
    await assertFails(deleteBoard(signedInAs(BOB), 'emptied'));
    await assertFails(deleteBoard(signedInAs(BOB), A_BOARD));
    await assertFails(deleteBoard(signedOut(), 'emptied'));
  });

  it('no board can be created at the id of a deleted one (its tombstone), by anyone', async () => {
    // What the deleted board left behind (here, a comment of a card) stays out of reach.
    await seed({
      'deletedBoards/gone': { deletedAt: Timestamp.now(), ownerId: ALICE },
      'boards/gone/cards/c1/comments/m1': { text: 'left behind' },
    });
    await assertFails(createBoard(signedInAs(ALICE), 'gone', newBoard(ALICE)));
    await assertFails(createBoard(signedInAs(BOB), 'gone', newBoard(BOB), BOB));
    // Any other id is fine.
    await assertSucceeds(createBoard(signedInAs(BOB), 'fresh', newBoard(BOB), BOB));
  });

  it('clients can neither read nor write tombstones', async () => {
    await seed({ 'deletedBoards/gone': { deletedAt: Timestamp.now(), ownerId: ALICE } });
    const db = signedInAs(ALICE);
    await assertFails(getDoc(doc(db, 'deletedBoards', 'gone')));
    await assertFails(getDocs(collection(db, 'deletedBoards')));
    await assertFails(deleteDoc(doc(db, 'deletedBoards', 'gone')));
    await assertFails(setDoc(doc(db, 'deletedBoards', 'other'), { deletedAt: Timestamp.now() }));
    await assertFails(setDoc(doc(db, 'deletedBoards', 'gone'), { deletedAt: Timestamp.now() }));
  });
});

// === boards/{boardId}/lists/{listId} ======================================================

describe('reading lists', () => {
  it('a user can read the lists of their board', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(getDoc(listRef(db, TODO)));
    const snapshot = await assertSucceeds(getDocs(collection(db, 'boards', A_BOARD, 'lists')));
    expect(snapshot.size).toBe(2);
  });

  it('a user can read what is left of a board being deleted (to delete it)', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(getDocs(collection(db, 'boards', A_DELETING, 'lists')));
  });

  it("a user cannot read the lists of someone else's board", async () => {
    const db = signedInAs(ALICE);
    await assertFails(getDoc(listRef(db, B_LIST, B_BOARD)));
    await assertFails(getDocs(collection(db, 'boards', B_BOARD, 'lists')));
  });

  it('a signed-out visitor cannot read any list', async () => {
    const db = signedOut();
    await assertFails(getDoc(listRef(db, TODO)));
    await assertFails(getDocs(collection(db, 'boards', A_BOARD, 'lists')));
  });

  it('nobody can read the lists of a board that does not exist', async () => {
    await assertFails(getDocs(collection(signedInAs(ALICE), 'boards', 'no-such-board', 'lists')));
  });

  it('nobody can query lists across boards', async () => {
    await assertFails(getDocs(collectionGroup(signedInAs(ALICE), 'lists')));
  });
});

describe('creating a list', () => {
  it('a user can add a list to their board, with listCount up by one naming it', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(createList(db, 'doing', newList()));
    expect(await listCountOf(A_BOARD)).toBe(3);
    // Counted on the counts document (from 0: the board keeps the 2 it counted).
    expect((await getDoc(boardRef(db))).get('listCount')).toBe(2);
    expect((await getDoc(countsRef(db, A_BOARD))).data()).toEqual({
      cardCount: 0,
      listCount: 1,
      countedList: 'doing',
    });
  });

  it('a list cannot be added without listCount up by one naming it', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(listRef(db, 'doing'), newList()));
    const other = writeBatch(db);
    other.set(listRef(db, 'doing'), newList());
    countList(other, db, A_BOARD, 1, 'other');
    await assertFails(other.commit());
    const two = writeBatch(db);
    two.set(listRef(db, 'doing'), newList());
    countList(two, db, A_BOARD, 2, 'doing');
    await assertFails(two.commit());
    // Nor a count without its list.
    const alone = writeBatch(db);
    countList(alone, db, A_BOARD, 1, 'doing');
    await assertFails(alone.commit());
    expect(await listCountOf(A_BOARD)).toBe(2);
  });

  it('one listCount +1 cannot cover two new lists', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(listRef(db, 'list-1'), newList());
    batch.set(listRef(db, 'list-2'), newList());
    countList(batch, db, A_BOARD, 1, 'list-1');
    await assertFails(batch.commit());
  });

  it(`a board can have ${LIMITS.listsPerBoard} lists, and no more`, async () => {
    const db = signedInAs(ALICE);
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, {
        cardCount: 1,
        listCount: LIMITS.listsPerBoard - 1,
      }),
    });
    await assertSucceeds(createList(db, 'list-1', newList()));
    await assertFails(createList(db, 'list-2', newList()));
  });

  it(`the ${LIMITS.listsPerBoard} lists are the board's stored count plus its counts document's`, async () => {
    const db = signedInAs(ALICE);
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 1, listCount: 60 }),
      [`boards/${A_BOARD}/meta/counts`]: { cardCount: 0, listCount: LIMITS.listsPerBoard - 61 },
    });
    await assertSucceeds(createList(db, 'list-1', newList()));
    await assertFails(createList(db, 'list-2', newList()));
    expect(await listCountOf(A_BOARD)).toBe(LIMITS.listsPerBoard);
  });

  it('a user can create a board with its first list in one batch', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(boardRef(db, 'new-board'), newBoard(ALICE));
    batch.update(doc(db, 'users', ALICE), { boards: arrayUnion('new-board') });
    batch.set(countsRef(db, 'new-board'), { cardCount: 0, listCount: 1, countedList: 'first' });
    batch.set(listRef(db, 'first', 'new-board'), newList());
    await assertSucceeds(batch.commit());
    expect(await listCountOf('new-board')).toBe(1);
  });

  it("a user cannot add a list to someone else's board", async () => {
    await assertFails(createList(signedInAs(ALICE), 'doing', newList(), B_BOARD));
  });

  it('a signed-out visitor cannot add a list', async () => {
    await assertFails(createList(signedOut(), 'doing', newList()));
  });

  it('a list cannot be added to a board that does not exist', async () => {
    await assertFails(createList(signedInAs(ALICE), 'doing', newList(), 'no-such-board'));
  });

  it('a list cannot be added to a board being deleted', async () => {
    await assertFails(createList(signedInAs(ALICE), 'doing', newList(), A_DELETING));
  });

  it(`a list title can be ${LIMITS.listTitle} characters, and no more`, async () => {
    const db = signedInAs(ALICE);
    const longest = 'x'.repeat(LIMITS.listTitle);
    await assertFails(createList(db, 'list-1', newList({ title: `${longest}x` })));
    await assertSucceeds(createList(db, 'list-2', newList({ title: longest })));
  });

  it.each(BLANK_TITLES)('a list title cannot be blank: %j', async (title: string) => {
    await assertFails(createList(signedInAs(ALICE), 'doing', newList({ title })));
  });

  it('a list title must be a string', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createList(db, 'doing', newList({ title: 7 })));
    await assertFails(createList(db, 'doing', newList({ title: null })));
  });

  it('a list rank is a string of 1 to 200 characters', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(createList(db, 'list-1', newList({ rank: 'a'.repeat(200) })));
    await assertFails(createList(db, 'list-2', newList({ rank: 'a'.repeat(201) })));
    await assertFails(createList(db, 'list-2', newList({ rank: '' })));
    await assertFails(createList(db, 'list-2', newList({ rank: 3 })));
    await assertFails(createList(db, 'list-2', newList({ rank: null })));
  });

  it('archived is true or false', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(createList(db, 'list-1', newList({ archived: true })));
    await assertFails(createList(db, 'list-2', newList({ archived: 'no' })));
    await assertFails(createList(db, 'list-2', newList({ archived: null })));
  });

  it('a new list has the server time of its creation, not a time the client chose', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createList(db, 'doing', newList({ createdAt: CLIENT_TIME })));
    await assertFails(createList(db, 'doing', newList({ updatedAt: CLIENT_TIME })));
  });

  it('a new list has exactly the fields of the data model', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createList(db, 'doing', newList({ color: 'red' })));
    await assertFails(createList(db, 'doing', without(newList(), 'archived')));
  });
});

describe('updating a list', () => {
  it('a user can rename, move and archive a list (stamping updatedAt, as the app does)', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(
      updateDoc(listRef(db, TODO), { title: 'Next', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(listRef(db, TODO), { rank: 'a5', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(listRef(db, TODO), { archived: true, updatedAt: serverTimestamp() }),
    );
  });

  it('every list update stamps updatedAt with the server time', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(listRef(db, TODO), { title: 'Next' }));
    await assertFails(updateDoc(listRef(db, TODO), { title: 'Next', updatedAt: CLIENT_TIME }));
  });

  it('a list keeps the time it was created', async () => {
    await assertFails(
      updateDoc(listRef(signedInAs(ALICE), TODO), {
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a renamed list title is checked like a new one', async () => {
    const db = signedInAs(ALICE);
    const update = (title: string) =>
      updateDoc(listRef(db, TODO), { title, updatedAt: serverTimestamp() });
    await assertFails(update('x'.repeat(LIMITS.listTitle + 1)));
    await assertFails(update('   '));
    await assertSucceeds(update('x'.repeat(LIMITS.listTitle)));
  });

  it('a user cannot add fields to a list', async () => {
    await assertFails(
      updateDoc(listRef(signedInAs(ALICE), TODO), { color: 'red', updatedAt: serverTimestamp() }),
    );
  });

  it('a list cannot change while its board is being deleted', async () => {
    await assertFails(
      updateDoc(listRef(signedInAs(ALICE), TODO, A_DELETING), {
        title: 'Next',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("a user cannot change a list on someone else's board", async () => {
    await assertFails(
      updateDoc(listRef(signedInAs(ALICE), B_LIST, B_BOARD), {
        title: 'Mine',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('a signed-out visitor cannot change any list', async () => {
    await assertFails(
      updateDoc(listRef(signedOut(), TODO), { title: 'Next', updatedAt: serverTimestamp() }),
    );
  });
});

describe('deleting a list', () => {
  it('a user can delete a list of their board, with listCount down by one naming it', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(deleteList(db, DONE));
    expect(await listCountOf(A_BOARD)).toBe(1);
  });

  it('a list cannot be deleted without lowering listCount, nor a missing list lower it', async () => {
    const db = signedInAs(ALICE);
    await assertFails(deleteDoc(listRef(db, DONE)));
    await assertFails(deleteList(db, 'no-such-list'));
    await assertSucceeds(deleteList(db, DONE));
    await assertFails(deleteList(db, DONE));
    expect(await listCountOf(A_BOARD)).toBe(1);
  });

  it('a user can delete the lists of a board being deleted', async () => {
    await assertSucceeds(deleteList(signedInAs(ALICE), TODO, A_DELETING));
  });

  it("a user cannot delete a list on someone else's board", async () => {
    await assertFails(deleteList(signedInAs(ALICE), B_LIST, B_BOARD));
  });

  it('a signed-out visitor cannot delete any list', async () => {
    await assertFails(deleteList(signedOut(), TODO));
  });
});

// === boards/{boardId}/cards/{cardId} ======================================================

describe('reading cards', () => {
  it('a user can read the cards of their board', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(getDoc(cardRef(db, A_CARD)));
    await assertSucceeds(getDocs(collection(db, 'boards', A_BOARD, 'cards')));
    await assertSucceeds(
      getDocs(query(collection(db, 'boards', A_BOARD, 'cards'), where('listId', '==', TODO))),
    );
  });

  it('a user can read the cards left on a board being deleted (to delete them)', async () => {
    await assertSucceeds(getDocs(collection(signedInAs(ALICE), 'boards', A_DELETING, 'cards')));
  });

  it("a user cannot read the cards of someone else's board", async () => {
    const db = signedInAs(ALICE);
    await assertFails(getDoc(cardRef(db, B_CARD, B_BOARD)));
    await assertFails(getDocs(collection(db, 'boards', B_BOARD, 'cards')));
  });

  it('a signed-out visitor cannot read any card', async () => {
    const db = signedOut();
    await assertFails(getDoc(cardRef(db, A_CARD)));
    await assertFails(getDocs(collection(db, 'boards', A_BOARD, 'cards')));
  });

  it('nobody can query cards across boards', async () => {
    const db = signedInAs(ALICE);
    await assertFails(getDocs(collectionGroup(db, 'cards')));
    await assertFails(getDocs(query(collectionGroup(db, 'cards'), where('listId', '==', TODO))));
  });
});

describe('creating a card', () => {
  it('a user can add a card with the board’s cardCount up by one, in one batch', async () => {
    await assertSucceeds(createCard(signedInAs(ALICE), newCard()));
    expect(await cardCountOf(A_BOARD)).toBe(2);
    // The board document is not written: a dashboard listening to it hears nothing.
    expect((await getDoc(boardRef(signedInAs(ALICE)))).get('cardCount')).toBe(1);
  });

  it('a board with a counts document counts on from it', async () => {
    await seed({ [`boards/${A_BOARD}/meta/counts`]: { cardCount: 3, listCount: 0 } });
    const db = signedInAs(ALICE);
    await assertSucceeds(createCard(db, newCard()));
    expect((await getDoc(countsRef(db, A_BOARD))).get('cardCount')).toBe(4);
    expect(await cardCountOf(A_BOARD)).toBe(5);
    await assertSucceeds(deleteCard(db, 'new-card'));
    await assertSucceeds(deleteCard(db, A_CARD));
    expect(await cardCountOf(A_BOARD)).toBe(3);
  });

  it('a count cannot be raised without its card, nor written by anything but a counted batch', async () => {
    const db = signedInAs(ALICE);
    const alone = writeBatch(db);
    countCards(alone, db, A_BOARD, 1, ['new-card']);
    await assertFails(alone.commit());
    const existing = writeBatch(db);
    countCards(existing, db, A_BOARD, 1, [A_CARD]);
    await assertFails(existing.commit());
    await assertFails(setDoc(countsRef(db, A_BOARD), { cardCount: 0, listCount: 0 }));
    await assertFails(setDoc(countsRef(db, A_BOARD), { cardCount: -1, listCount: 0 }));
    await seed({ [`boards/${A_BOARD}/meta/counts`]: { cardCount: 0, listCount: 0 } });
    await assertFails(updateDoc(countsRef(db, A_BOARD), { countedCards: [A_CARD] }));
    await assertFails(updateDoc(countsRef(db, A_BOARD), { cardCount: increment(-1) }));
    await assertFails(deleteDoc(countsRef(db, A_BOARD)));
    await assertFails(setDoc(doc(db, 'boards', A_BOARD, 'meta', 'other'), { cardCount: 0 }));
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a card cannot be added without raising the board’s cardCount', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(cardRef(db, 'new-card'), newCard()));
    await assertFails(createCard(db, newCard(), { by: 0 }));
    await assertFails(createCard(db, newCard(), { by: -1 }));
  });

  it('a card is added with cardCount up by exactly one, naming this card', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createCard(db, newCard(), { by: 2 }));
    await assertFails(createCard(db, newCard(), { counted: [] }));
    await assertFails(createCard(db, newCard(), { counted: ['other-card'] }));
    await assertFails(createCard(db, newCard(), { counted: ['new-card', 'other-card'] }));
    const plain = writeBatch(db);
    plain.set(cardRef(db, 'new-card'), newCard());
    plain.set(countsRef(db, A_BOARD), { cardCount: increment(1), listCount: 0 }, { merge: true });
    await assertFails(plain.commit());
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a card cannot be added with some other change to the board', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'new-card'), newCard());
    batch.update(boardRef(db), { title: 'Renamed', updatedAt: serverTimestamp() });
    await assertFails(batch.commit());
  });

  it('a card cannot be added by raising the count of another board', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'new-card'), newCard());
    countCards(batch, db, A_DELETING, 1, ['new-card']);
    await assertFails(batch.commit());
  });

  it('one +1 cannot cover two card creates (one card per count change)', async () => {
    const db = signedInAs(ALICE);
    const one = writeBatch(db);
    one.set(cardRef(db, 'card-1'), newCard(TODO));
    one.set(cardRef(db, 'card-2'), newCard(DONE));
    countCards(one, db, A_BOARD, 1, ['card-1']);
    await assertFails(one.commit());
    const two = writeBatch(db);
    two.set(cardRef(db, 'card-1'), newCard(TODO));
    two.set(cardRef(db, 'card-2'), newCard(DONE));
    countCards(two, db, A_BOARD, 2, ['card-1', 'card-2']);
    await assertFails(two.commit());
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a card that already exists cannot be counted again (a set over it is an update)', async () => {
    await assertFails(createCard(signedInAs(ALICE), newCard(), { cardId: A_CARD }));
  });

  it(`the ${LIMITS.cardsPerBoard}th card of a board can be added`, async () => {
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: LIMITS.cardsPerBoard - 1 }),
    });
    await assertSucceeds(createCard(signedInAs(ALICE), newCard()));
    expect(await cardCountOf(A_BOARD)).toBe(LIMITS.cardsPerBoard);
  });

  it(`the ${LIMITS.cardsPerBoard + 1}st card of a board is refused`, async () => {
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: LIMITS.cardsPerBoard }) });
    await assertFails(createCard(signedInAs(ALICE), newCard()));
    expect(await cardCountOf(A_BOARD)).toBe(LIMITS.cardsPerBoard);
  });

  it(`the ${LIMITS.cardsPerBoard} cards are the board's stored count plus its counts document's`, async () => {
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 1000, listCount: 2 }),
      [`boards/${A_BOARD}/meta/counts`]: { cardCount: LIMITS.cardsPerBoard - 1001, listCount: 0 },
    });
    const db = signedInAs(ALICE);
    await assertSucceeds(createCard(db, newCard(), { cardId: 'card-1' }));
    await assertFails(createCard(db, newCard(), { cardId: 'card-2' }));
    expect(await cardCountOf(A_BOARD)).toBe(LIMITS.cardsPerBoard);
  });

  it(`${LIMITS.cardsPerBoard + 1} cards cannot be made: ${LIMITS.cardsPerBoard} seeded, then one more`, async () => {
    await seedCards(A_BOARD, TODO, LIMITS.cardsPerBoard - 1);
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: LIMITS.cardsPerBoard, listCount: 2 }),
    });
    const db = signedInAs(ALICE);
    const cards = collection(db, 'boards', A_BOARD, 'cards');
    expect((await getCountFromServer(cards)).data().count).toBe(LIMITS.cardsPerBoard);
    await assertFails(createCard(db, newCard()));
    // Nor by lowering the count first without deleting a card.
    await assertFails(updateDoc(boardRef(db), { cardCount: LIMITS.cardsPerBoard - 1 }));
    const lowered = writeBatch(db);
    countCards(lowered, db, A_BOARD, -1, ['card-0']);
    await assertFails(lowered.commit());
    expect((await getCountFromServer(cards)).data().count).toBe(LIMITS.cardsPerBoard);
  }, 120_000);

  it(`cards that would take a board past ${LIMITS.cardsPerBoard} are refused together`, async () => {
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: LIMITS.cardsPerBoard - 1 }),
    });
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'card-1'), newCard());
    batch.set(cardRef(db, 'card-2'), newCard());
    countCards(batch, db, A_BOARD, 2, ['card-1', 'card-2']);
    await assertFails(batch.commit());
  });

  it("a user cannot add a card to someone else's board", async () => {
    await assertFails(createCard(signedInAs(ALICE), newCard(B_LIST), { boardId: B_BOARD }));
    await assertFails(createCard(signedInAs(BOB), newCard(TODO)));
  });

  it('a signed-out visitor cannot add a card', async () => {
    await assertFails(createCard(signedOut(), newCard()));
  });

  it('a card cannot be added to a board being deleted', async () => {
    await assertFails(createCard(signedInAs(ALICE), newCard(TODO), { boardId: A_DELETING }));
  });

  it('a card can be added together with the new list it is in', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(listRef(db, 'doing'), newList());
    batch.set(cardRef(db, 'new-card'), newCard('doing'));
    batch.set(
      countsRef(db, A_BOARD),
      {
        cardCount: increment(1),
        countedCards: ['new-card'],
        listCount: increment(1),
        countedList: 'doing',
      },
      { merge: true },
    );
    await assertSucceeds(batch.commit());
    expect(await countsOf(db, A_BOARD)).toEqual({ cardCount: 2, listCount: 3 });
  });

  it('a card must be in a list of the same board', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createCard(db, newCard('no-such-list')));
    await assertFails(createCard(db, newCard(B_LIST)));
    await assertFails(createCard(db, newCard(`${TODO}/cards/${A_CARD}`)));
    await assertFails(createCard(db, newCard(TODO, { listId: 42 })));
    await assertFails(createCard(db, newCard(TODO, { listId: null })));
  });

  it(`a card title can be ${LIMITS.cardTitle} characters, and no more`, async () => {
    const db = signedInAs(ALICE);
    const longest = 'x'.repeat(LIMITS.cardTitle);
    await assertFails(
      createCard(db, newCard(TODO, { title: `${longest}x` }), { cardId: 'card-1' }),
    );
    await assertSucceeds(createCard(db, newCard(TODO, { title: longest }), { cardId: 'card-2' }));
  });

  it.each(BLANK_TITLES)('a card title cannot be blank: %j', async (title: string) => {
    await assertFails(createCard(signedInAs(ALICE), newCard(TODO, { title })));
  });

  it('a card title must be a string', async () => {
    await assertFails(createCard(signedInAs(ALICE), newCard(TODO, { title: 1 })));
  });

  it(`a description can be empty, or up to ${LIMITS.description} characters`, async () => {
    const db = signedInAs(ALICE);
    const longest = 'x'.repeat(LIMITS.description);
    await assertSucceeds(createCard(db, newCard(TODO, { description: '' }), { cardId: 'card-1' }));
    await assertSucceeds(
      createCard(db, newCard(TODO, { description: longest }), { cardId: 'card-2' }),
    );
    await assertFails(
      createCard(db, newCard(TODO, { description: `${longest}x` }), { cardId: 'card-3' }),
    );
  });

  it('a description is a string', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createCard(db, newCard(TODO, { description: null })));
    await assertFails(createCard(db, newCard(TODO, { description: { text: '' } })));
  });

  it(`a card can have ${LIMITS.labelsPerCard} labels, and no more`, async () => {
    await seed({
      [`boards/${A_BOARD}/cards/card-1`]: storedCard(TODO, {
        labelIds: ids(LIMITS.labelsPerCard - 1, 'label'),
      }),
    });
    const card = cardRef(signedInAs(ALICE), 'card-1');
    const stamp = { updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(card, { labelIds: arrayUnion('last'), ...stamp }));
    await assertFails(updateDoc(card, { labelIds: arrayUnion('one-more'), ...stamp }));
    await assertFails(
      createCard(signedInAs(ALICE), newCard(TODO, { labelIds: 'label-1' }), { cardId: 'card-2' }),
    );
  });

  it.each([null, '2025-03-01', '1999-12-31', '2024-02-29', '2000-02-29', '2025-04-30'])(
    'a due date can be %j',
    async (due: string | null) => {
      await assertSucceeds(createCard(signedInAs(ALICE), newCard(TODO, { due })));
    },
  );

  it.each([
    '2025-3-1',
    '2025-03-01T09:00:00Z',
    ' 2025-03-01',
    '2025-03-01\n',
    '01/03/2025',
    '',
    '2025-13-45',
    '2025-00-10',
    '2025-01-00',
    '2025-01-32',
    '2025-04-31',
    '2025-02-30',
    '2025-02-29',
    '1900-02-29',
    20250301,
    CLIENT_TIME,
  ])('a due date cannot be %j', async (due: unknown) => {
    await assertFails(createCard(signedInAs(ALICE), newCard(TODO, { due })));
  });

  it(`a checklist can have ${LIMITS.checklistItems} items, and no more`, async () => {
    const items = (count: number) =>
      Object.fromEntries(
        ids(count, 'item').map((id: string, i: number) => [
          id,
          { text: 'Check', done: false, rank: `a${i}` },
        ]),
      );
    await seed({
      [`boards/${A_BOARD}/cards/card-1`]: storedCard(TODO, {
        checklist: items(LIMITS.checklistItems - 1),
      }),
    });
    const card = cardRef(signedInAs(ALICE), 'card-1');
    const item = { text: 'Last', done: false, rank: 'b0' };
    const stamp = { updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(card, { 'checklist.last': item, ...stamp }));
    await assertFails(updateDoc(card, { 'checklist.one-more': { ...item, rank: 'b1' }, ...stamp }));
    await assertFails(
      createCard(signedInAs(ALICE), newCard(TODO, { checklist: [] }), { cardId: 'card-2' }),
    );
  });

  it.each(['a', 'a00', 'b0', 'a0 ', 'a0-', '!a0', 'é0', `A${'0'.repeat(26)}`, 'A0'])(
    'a card rank must be a key the ordering library can parse, not %j',
    async (rank: string) => {
      await assertFails(createCard(signedInAs(ALICE), newCard(TODO, { rank })));
    },
  );

  it.each(['a0', 'Zz', 'a0V', 'b0z', `A${'0'.repeat(25)}1`, 'zzzzzzzzzzzzzzzzzzzzzzzzzzzV'])(
    'a card rank can be the library key %j',
    async (rank: string) => {
      await assertSucceeds(createCard(signedInAs(ALICE), newCard(TODO, { rank })));
    },
  );

  it('a card rank is a string of 1 to 200 characters', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(
      createCard(db, newCard(TODO, { rank: 'a'.repeat(200) }), { cardId: 'card-1' }),
    );
    await assertFails(
      createCard(db, newCard(TODO, { rank: 'a'.repeat(201) }), { cardId: 'card-2' }),
    );
    await assertFails(createCard(db, newCard(TODO, { rank: '' }), { cardId: 'card-2' }));
    await assertFails(createCard(db, newCard(TODO, { rank: 0 }), { cardId: 'card-2' }));
  });

  it('archived is true or false', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createCard(db, newCard(TODO, { archived: 'false' })));
    await assertFails(createCard(db, newCard(TODO, { archived: null })));
  });

  it('a new card has the server time of its creation, not a time the client chose', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createCard(db, newCard(TODO, { createdAt: CLIENT_TIME })));
    await assertFails(createCard(db, newCard(TODO, { updatedAt: CLIENT_TIME })));
  });

  it('a new card has exactly the fields of the data model', async () => {
    const db = signedInAs(ALICE);
    await assertFails(createCard(db, newCard(TODO, { assignee: BOB })));
    await assertFails(createCard(db, without(newCard(), 'due')));
  });
});

describe('updating a card', () => {
  /** A change to the card, stamped as the app stamps it. */
  const stamped = (patch: DocumentData): DocumentData => ({
    ...patch,
    updatedAt: serverTimestamp(),
  });

  it('a user can edit a card of their board', async () => {
    await assertSucceeds(
      updateDoc(
        cardRef(signedInAs(ALICE), A_CARD),
        stamped({
          title: 'Edited',
          description: 'More',
          labelIds: ['label-1'],
          due: '2025-03-01',
          checklist: { 'item-1': { text: 'Check', done: true, rank: 'a0' } },
          archived: true,
        }),
      ),
    );
  });

  it('a user can move a card to another list (one write: listId and rank)', async () => {
    await assertSucceeds(
      updateDoc(cardRef(signedInAs(ALICE), A_CARD), stamped({ listId: DONE, rank: 'a0V' })),
    );
  });

  it('a card cannot move to a list that does not exist, or is on another board', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(cardRef(db, A_CARD), stamped({ listId: 'no-such-list' })));
    await assertFails(updateDoc(cardRef(db, A_CARD), stamped({ listId: B_LIST })));
  });

  it('every card update stamps updatedAt with the server time', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(cardRef(db, A_CARD), { title: 'Edited' }));
    await assertFails(updateDoc(cardRef(db, A_CARD), { title: 'Edited', updatedAt: CLIENT_TIME }));
  });

  it('a card keeps the time it was created', async () => {
    await assertFails(
      updateDoc(cardRef(signedInAs(ALICE), A_CARD), stamped({ createdAt: serverTimestamp() })),
    );
  });

  it('an edited card is checked like a new one', async () => {
    const db = signedInAs(ALICE);
    const card = cardRef(db, A_CARD);
    await assertFails(updateDoc(card, stamped({ title: 'x'.repeat(LIMITS.cardTitle + 1) })));
    await assertFails(updateDoc(card, stamped({ title: '\u00a0' })));
    await assertFails(
      updateDoc(card, stamped({ description: 'x'.repeat(LIMITS.description + 1) })),
    );
    await assertFails(updateDoc(card, stamped({ labelIds: ids(LIMITS.labelsPerCard + 1) })));
    await assertFails(updateDoc(card, stamped({ due: '2025-03-01T00:00' })));
    await assertFails(updateDoc(card, stamped({ archived: 'yes' })));
    await assertFails(updateDoc(card, stamped({ assignee: BOB })));
    await assertFails(updateDoc(card, stamped({ description: deleteField() })));
  });

  it('a card cannot change while its board is being deleted', async () => {
    await assertFails(
      updateDoc(cardRef(signedInAs(ALICE), A_CARD, A_DELETING), stamped({ title: 'Edited' })),
    );
  });

  it("a user cannot change a card on someone else's board", async () => {
    await assertFails(
      updateDoc(cardRef(signedInAs(ALICE), B_CARD, B_BOARD), stamped({ title: 'Mine' })),
    );
  });

  it('a signed-out visitor cannot change any card', async () => {
    await assertFails(updateDoc(cardRef(signedOut(), A_CARD), stamped({ title: 'Edited' })));
  });
});

describe('deleting a card', () => {
  it('a user can delete a card with the board’s cardCount down by one, in one batch', async () => {
    await assertSucceeds(deleteCard(signedInAs(ALICE), A_CARD));
    expect(await cardCountOf(A_BOARD)).toBe(0);
  });

  it('a card cannot be deleted without lowering the board’s cardCount', async () => {
    const db = signedInAs(ALICE);
    await assertFails(deleteDoc(cardRef(db, A_CARD)));
    const batch = writeBatch(db);
    batch.delete(cardRef(db, A_CARD));
    batch.update(boardRef(db), { title: 'Renamed' });
    await assertFails(batch.commit());
    // Nor a count lowered without its card.
    const alone = writeBatch(db);
    countCards(alone, db, A_BOARD, -1, [A_CARD]);
    await assertFails(alone.commit());
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a card of a board being deleted is deleted with the count lowered too', async () => {
    // The board document may only go once its count is 0.
    const db = signedInAs(ALICE);
    await assertFails(deleteDoc(cardRef(db, A_CARD, A_DELETING)));
    await assertSucceeds(deleteCard(db, A_CARD, A_DELETING));
    expect(await cardCountOf(A_DELETING)).toBe(0);
  });

  it('a card that does not exist cannot lower the count (two tabs deleting one card)', async () => {
    const db = signedInAs(ALICE);
    await assertFails(deleteCard(db, 'no-such-card'));
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 2, listCount: 2 }) });
    await assertSucceeds(deleteCard(db, A_CARD));
    await assertFails(deleteCard(db, A_CARD));
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a delete lowers the count by exactly the cards it deletes', async () => {
    const cardIds = await seedCards(A_BOARD, DONE, 3);
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 4, listCount: 2 }) });
    const db = signedInAs(ALICE);
    await assertFails(deleteCards(db, cardIds, { by: 2 }));
    await assertFails(deleteCards(db, cardIds, { by: 4 }));
    await assertFails(deleteCards(db, cardIds.slice(0, 2), { counted: cardIds }));
    await assertFails(deleteCards(db, cardIds, { counted: ['card-0', 'card-0', 'card-1'] }));
    await assertSucceeds(deleteCards(db, cardIds));
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it('a card cannot be deleted in the same batch as its board', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.delete(cardRef(db, A_CARD, A_DELETING));
    batch.delete(listRef(db, TODO, A_DELETING));
    batch.delete(boardRef(db, A_DELETING));
    await assertFails(batch.commit());
  });

  it("a user cannot delete a card on someone else's board", async () => {
    await assertFails(deleteCard(signedInAs(ALICE), B_CARD, B_BOARD));
    await assertFails(deleteDoc(cardRef(signedInAs(BOB), A_CARD, A_DELETING)));
  });

  it('a signed-out visitor cannot delete any card', async () => {
    await assertFails(deleteCard(signedOut(), A_CARD));
    await assertFails(deleteDoc(cardRef(signedOut(), A_CARD, A_DELETING)));
  });
});

// === The app's batches ====================================================================

/** Card ids in the app's chunks: as many as one batch may name in `countedCards`. */
function chunksOf(cardIds: string[]): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < cardIds.length; start += LIMITS.countedDeletes) {
    chunks.push(cardIds.slice(start, start + LIMITS.countedDeletes));
  }
  return chunks;
}

describe('batches the app writes', () => {
  it(`deleting a list as the app does: its cards ${LIMITS.countedDeletes} at a time, the list with the last`, async () => {
    const cardIds = await seedCards(A_BOARD, DONE, 10);
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 11, listCount: 2 }) });
    const db = signedInAs(ALICE);
    const chunks = chunksOf(cardIds);
    for (const [i, chunk] of chunks.entries()) {
      const batch = writeBatch(db);
      for (const id of chunk) batch.delete(cardRef(db, id));
      const last = i === chunks.length - 1;
      if (last) batch.delete(listRef(db, DONE));
      batch.set(
        countsRef(db, A_BOARD),
        {
          cardCount: increment(-chunk.length),
          countedCards: chunk,
          listCount: increment(last ? -1 : 0),
          ...(last ? { countedList: DONE } : {}),
        },
        { merge: true },
      );
      await assertSucceeds(batch.commit());
    }
    expect(await countsOf(db, A_BOARD)).toEqual({ cardCount: 1, listCount: 1 });
  });

  it(`${LIMITS.countedDeletes} cards and their list in one batch: the most reads one rule may make`, async () => {
    const cardIds = await seedCards(A_BOARD, DONE, LIMITS.countedDeletes);
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, {
        cardCount: LIMITS.countedDeletes + 1,
        listCount: 2,
      }),
    });
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    for (const id of cardIds) batch.delete(cardRef(db, id));
    batch.delete(listRef(db, DONE));
    batch.set(
      countsRef(db, A_BOARD),
      {
        cardCount: increment(-cardIds.length),
        countedCards: cardIds,
        listCount: increment(-1),
        countedList: DONE,
      },
      { merge: true },
    );
    await assertSucceeds(batch.commit());
    expect(await cardCountOf(A_BOARD)).toBe(1);
  });

  it(`more than ${LIMITS.countedDeletes} counted card deletes in one batch are refused`, async () => {
    const cardIds = await seedCards(A_BOARD, DONE, LIMITS.countedDeletes + 1);
    await seed({
      [`boards/${A_BOARD}`]: storedBoard(ALICE, {
        cardCount: LIMITS.countedDeletes + 2,
        listCount: 2,
      }),
    });
    await assertFails(deleteCards(signedInAs(ALICE), cardIds));
  });

  it('a list’s 50 cards cannot go in one batch that lowers the count by 50 unchecked', async () => {
    const cardIds = await seedCards(A_BOARD, DONE, 50);
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 51, listCount: 2 }) });
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    for (const id of cardIds) batch.delete(cardRef(db, id));
    batch.set(
      countsRef(db, A_BOARD),
      { cardCount: increment(-cardIds.length), listCount: increment(0) },
      { merge: true },
    );
    batch.delete(listRef(db, DONE));
    await assertFails(batch.commit());
    expect(await cardCountOf(A_BOARD)).toBe(51);
  });

  it('cards cannot be deleted with a decrement that takes cardCount below zero', async () => {
    const cardIds = await seedCards(A_BOARD, DONE, 3);
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 2, listCount: 2 }) });
    await assertFails(deleteCards(signedInAs(ALICE), cardIds));
  });

  it(`${UNCOUNTED_BATCH} uncounted card deletes are refused, even while the board is being deleted`, async () => {
    // The board document may only go once cardCount is 0, so every card delete is counted.
    const cardIds = await seedCards(A_DELETING, TODO, UNCOUNTED_BATCH);
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    for (const id of cardIds) batch.delete(cardRef(db, id, A_DELETING));
    await assertFails(batch.commit());
  });

  it(`${UNCOUNTED_BATCH} card deletes in one batch are refused while the board is not being deleted`, async () => {
    const cardIds = await seedCards(A_BOARD, TODO, UNCOUNTED_BATCH);
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    for (const id of cardIds) batch.delete(cardRef(db, id));
    await assertFails(batch.commit());
  });

  it('deleting a whole board, as the app does: the client marks it, and may go no further', async () => {
    await seedCards(A_BOARD, TODO, 9);
    await seed({ [`boards/${A_BOARD}`]: storedBoard(ALICE, { cardCount: 10, listCount: 2 }) });
    const db = signedInAs(ALICE);

    // 1. Hide it: deleting, and off the dashboard and the stars, in one batch.
    const mark = writeBatch(db);
    mark.update(boardRef(db), { deleting: true });
    mark.update(doc(db, 'users', ALICE), {
      boards: arrayRemove(A_BOARD),
      starred: arrayRemove(A_BOARD),
    });
    await assertSucceeds(mark.commit());
    const record = await getDoc(doc(db, 'users', ALICE));
    expect(record.data()).toEqual({ boards: [], starred: [] });
    // 2 and 3 are the server's (purgeBoard): the board itself is out of the client's reach.
    await assertFails(deleteDoc(boardRef(db)));
    await assertFails(deleteBoard(db, A_BOARD));
  });

  it('a batch that would move cards into more lists than the rules can read at once is refused', async () => {
    // Each distinct list a card names is one document read; a batch may read
    // 20 documents, the board included. The app writes one card at a time.
    const listIds = ids(20, 'list');
    await seedCards(A_BOARD, TODO, 20);
    const documents: Record<string, DocumentData> = {};
    for (const id of listIds) documents[`boards/${A_BOARD}/lists/${id}`] = storedList();
    await seed(documents);
    const db = signedInAs(ALICE);
    const move = (listId: string) => ({ listId, rank: 'a1', updatedAt: serverTimestamp() });
    const within = writeBatch(db);
    listIds.slice(0, 19).forEach((listId: string, i: number) => {
      within.update(cardRef(db, `card-${i}`), move(listId));
    });
    await assertSucceeds(within.commit());
    const beyond = writeBatch(db);
    listIds.forEach((listId: string, i: number) => {
      beyond.update(cardRef(db, `card-${i}`), move(listId));
    });
    await assertFails(beyond.commit());
  });
});
