/**
 * Firestore security rules tests for the fields an import writes (issue 12; docs/data-model.md):
 * a board's `importedFrom` (set at create only, never changed), a card's `dueComplete` (a bool,
 * changed like any card field) and a comment's `importedAt` (when the original was written: at
 * create only, not in the future). Each from both sides, for the owner, an editor and a viewer.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import {
  countCards,
  countsRef,
  EARLIER,
  rulesTestEnvironment,
  storedBoard,
  storedCard,
  storedList,
} from './support';
import {
  ALICE,
  CARD,
  ERIN,
  MEMBERS,
  SHARED,
  TODO,
  VIC,
  boardRef,
  cardRef,
  emailOf,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-import-fields');

/** Alice's board made by an import, shared like SHARED (Erin edits, Vic views). */
const IMPORTED = 'imported';
const TRELLO = 'trello:5f1a2b3c4d5e6f7a8b9c0d1e';

/** A Trello comment's date: long before any request a test makes. */
const MARCH_2024 = Timestamp.fromMillis(Date.UTC(2024, 2, 3, 12));

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`users/${ALICE}`]: { boards: [SHARED, IMPORTED] },
    [`boards/${IMPORTED}`]: storedBoard(ALICE, {
      cardCount: 1,
      listCount: 1,
      labels: {},
      members: MEMBERS,
      importedFrom: TRELLO,
    }),
    [`boards/${IMPORTED}/lists/${TODO}`]: storedList(),
    [`boards/${IMPORTED}/cards/${CARD}`]: storedCard(TODO, {
      due: '2024-03-03',
      dueComplete: true,
    }),
    [`boards/${SHARED}/cards/${CARD}/comments/imported`]: {
      authorId: ERIN,
      authorName: 'Ann Smith',
      text: 'From Trello',
      importedAt: MARCH_2024,
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
  });
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

// === boards/{id}.importedFrom ==============================================================

/** A new board as boardsClient.createBoard writes it, with `labelCount` labels. */
function newBoard(overrides: DocumentData = {}, labelCount = 1): DocumentData {
  return {
    ownerId: ALICE,
    members: { [ALICE]: { role: 'owner', name: 'Alice', email: emailOf(ALICE) } },
    title: 'Launch (importing…)',
    color: 'green',
    labels: Object.fromEntries(
      Array.from({ length: labelCount }, (_: unknown, i: number) => [
        `label-${i}`,
        { name: `Label ${i}`, color: 'red', rank: `a${i}` },
      ]),
    ),
    cardCount: 0,
    listCount: 0,
    deleting: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The board, its place on Alice's dashboard and its counts document, in one batch. */
function createBoard(data: DocumentData, boardId = 'new-board'): Promise<void> {
  const db = as(ALICE);
  const batch = writeBatch(db);
  batch.set(doc(db, 'boards', boardId), data);
  batch.update(doc(db, 'users', ALICE), { boards: arrayUnion(boardId) });
  batch.set(countsRef(db, boardId), { cardCount: 0, listCount: 0 });
  return batch.commit();
}

const touch = (fields: DocumentData) => ({ ...fields, updatedAt: serverTimestamp() });

describe('a board’s importedFrom', () => {
  it('is set when the board is created: a string of 1 to 200 characters', async () => {
    await assertSucceeds(createBoard(newBoard({ importedFrom: TRELLO }), 'board-1'));
    await assertSucceeds(createBoard(newBoard({ importedFrom: 'x'.repeat(200) }), 'board-2'));
    await assertSucceeds(createBoard(newBoard(), 'board-3'));
  });

  it('is refused when too long, empty or not a string', async () => {
    for (const importedFrom of ['x'.repeat(201), '', 7, null, true, ['trello:1'], { id: 1 }]) {
      await assertFails(createBoard(newBoard({ importedFrom })));
    }
  });

  it('fits the rules’ budget with 8 labels and a first list in the create batch', async () => {
    const db = as(ALICE);
    const batch = writeBatch(db);
    batch.set(doc(db, 'boards', 'new-board'), newBoard({ importedFrom: 'x'.repeat(200) }, 8));
    batch.set(countsRef(db, 'new-board'), { cardCount: 0, listCount: 1, countedList: 'l1' });
    batch.set(doc(db, 'boards', 'new-board', 'lists', 'l1'), {
      title: 'To do',
      rank: 'a0',
      archived: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.update(doc(db, 'users', ALICE), { boards: arrayUnion('new-board') });
    await assertSucceeds(batch.commit());
  });

  it('the owner’s edits leave it as it was; changing or removing it is refused', async () => {
    const db = as(ALICE);
    await assertSucceeds(updateDoc(boardRef(db, IMPORTED), touch({ title: 'Launch' })));
    await assertFails(updateDoc(boardRef(db, IMPORTED), touch({ importedFrom: 'trello:other' })));
    await assertFails(updateDoc(boardRef(db, IMPORTED), touch({ importedFrom: deleteField() })));
    await assertFails(
      updateDoc(boardRef(db, IMPORTED), touch({ title: 'Launch', importedFrom: null })),
    );
  });

  it('cannot be added to a board made here, by its owner or an editor', async () => {
    await assertFails(updateDoc(boardRef(as(ALICE)), touch({ importedFrom: TRELLO })));
    await assertFails(updateDoc(boardRef(as(ERIN)), touch({ importedFrom: TRELLO })));
  });

  it('an editor’s edits leave it as it was; changing or removing it is refused', async () => {
    const db = as(ERIN);
    const label = { 'labels.l9': { name: 'New', color: 'blue', rank: 'a9' } };
    await assertSucceeds(updateDoc(boardRef(db, IMPORTED), touch(label)));
    await assertFails(updateDoc(boardRef(db, IMPORTED), touch({ importedFrom: 'trello:other' })));
    await assertFails(updateDoc(boardRef(db, IMPORTED), touch({ importedFrom: deleteField() })));
  });

  it('counts still change with the cards they count on an imported board', async () => {
    const db = as(ERIN);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'new-card', IMPORTED), newCard());
    countCards(batch, db, IMPORTED, 1, ['new-card']);
    await assertSucceeds(batch.commit());
  });
});

// === cards/{id}.dueComplete ================================================================

/** A card and the count +1 naming it, in one batch. */
function createCard(db: Firestore, data: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.set(cardRef(db, 'new-card'), data);
  countCards(batch, db, SHARED, 1, ['new-card']);
  return batch.commit();
}

describe('a card’s dueComplete', () => {
  it.each([true, false])('%p is taken on a new card', async (dueComplete) => {
    await assertSucceeds(createCard(as(ERIN), newCard({ due: '2024-03-03', dueComplete })));
  });

  it.each(['true', 1, null])('%p is refused on a new card: not a bool', async (dueComplete) => {
    await assertFails(createCard(as(ALICE), newCard({ due: '2024-03-03', dueComplete })));
  });

  it.each([ALICE, ERIN])('%s (owner or editor) marks it done and not done', async (uid) => {
    const db = as(uid);
    await assertSucceeds(updateDoc(cardRef(db), touch({ due: '2024-03-03', dueComplete: true })));
    await assertSucceeds(updateDoc(cardRef(db), touch({ dueComplete: false })));
    await assertSucceeds(updateDoc(cardRef(db), touch({ due: null, dueComplete: deleteField() })));
  });

  it('a string is refused on update', async () => {
    await assertFails(updateDoc(cardRef(as(ERIN)), touch({ dueComplete: 'done' })));
  });

  it('a viewer cannot mark it done', async () => {
    await assertFails(updateDoc(cardRef(as(VIC)), touch({ dueComplete: true })));
    await assertFails(updateDoc(cardRef(as(VIC), CARD, IMPORTED), touch({ dueComplete: false })));
  });
});

// === comments/{id}.importedAt ==============================================================

const commentRef = (db: Firestore, commentId: string, cardId: string = CARD) =>
  doc(db, 'boards', SHARED, 'cards', cardId, 'comments', commentId);

/** An imported comment as commentsClient.commentCreateFields makes it. */
function importedComment(authorId: string, overrides: DocumentData = {}): DocumentData {
  return {
    authorId,
    authorName: 'Ann Smith',
    text: 'Written in Trello',
    importedAt: MARCH_2024,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const comment = (db: Firestore, authorId: string, overrides: DocumentData = {}) =>
  setDoc(commentRef(db, 'new-comment'), importedComment(authorId, overrides));

describe('a comment’s importedAt', () => {
  it.each([ALICE, ERIN])('%s (owner or editor) writes one dated in the past', async (uid) => {
    await assertSucceeds(comment(as(uid), uid));
  });

  it('is refused in the future', async () => {
    const later = Timestamp.fromMillis(Date.now() + 60 * 60_000);
    await assertFails(comment(as(ERIN), ERIN, { importedAt: later }));
  });

  it('is refused unless a timestamp', async () => {
    for (const importedAt of ['2024-03-03T12:00:00Z', Date.UTC(2024, 2, 3), null, true]) {
      await assertFails(comment(as(ERIN), ERIN, { importedAt }));
    }
  });

  it('is written as the importer: authorId is still the writer’s own uid', async () => {
    await assertFails(comment(as(ALICE), ERIN));
    await assertFails(comment(as(ERIN), 'trello-member-1'));
  });

  it('a viewer cannot write one', async () => {
    await assertFails(comment(as(VIC), VIC));
  });

  it('cannot be added, changed or removed by an edit', async () => {
    const db = as(ERIN);
    const own = commentRef(db, 'imported');
    await assertSucceeds(updateDoc(own, touch({ text: 'Edited here' })));
    await assertFails(updateDoc(own, touch({ importedAt: Timestamp.fromMillis(0) })));
    await assertFails(updateDoc(own, touch({ importedAt: deleteField() })));
    // Written here, so under the writer's own name (the rules take no other).
    const writtenHere = importedComment(ERIN, { authorName: 'Erin' });
    delete writtenHere.importedAt;
    await assertSucceeds(setDoc(commentRef(db, 'mine'), writtenHere));
    await assertFails(updateDoc(commentRef(db, 'mine'), touch({ importedAt: MARCH_2024 })));
  });

  it('imported comments go in their card’s create batch', async () => {
    const db = as(ERIN);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'new-card'), newCard({ due: '2024-03-03', dueComplete: true }));
    countCards(batch, db, SHARED, 1, ['new-card']);
    for (const id of ['c1', 'c2', 'c3']) {
      batch.set(commentRef(db, id, 'new-card'), importedComment(ERIN));
    }
    await assertSucceeds(batch.commit());
  });
});
