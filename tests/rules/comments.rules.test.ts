/**
 * Firestore security rules tests for comments (issue 10; docs/data-model.md,
 * "boards/{boardId}/cards/{cardId}/comments/{commentId}"): members read them; owners and
 * editors write them as themselves, on a card that exists; only the author edits (the text);
 * the author or the board's owner deletes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { countCards, EARLIER, rulesTestEnvironment } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  IVY,
  OLD,
  RITA,
  SAM,
  SHARED,
  VIC,
  boardRef,
  cardRef,
  newCard,
  seedWorld,
  emailOf,
  verified,
} from './sharingWorld';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-comments');

const ERINS = 'erins-comment';
const ALICES = 'alices-comment';

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`boards/${SHARED}/cards/${CARD}/comments/${ERINS}`]: storedComment(ERIN, 'Erin'),
    [`boards/${SHARED}/cards/${CARD}/comments/${ALICES}`]: storedComment(ALICE, 'Alice'),
  });
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

function storedComment(authorId: string, authorName: string): DocumentData {
  return { authorId, authorName, text: 'Looks good', createdAt: EARLIER, updatedAt: EARLIER };
}

/** The names members go by on the shared board (sharingWorld's MEMBERS). */
const NAMES: Record<string, string> = { [ALICE]: 'Alice', [ERIN]: 'Erin', [VIC]: 'Vic' };

function newComment(authorId: string, overrides: DocumentData = {}): DocumentData {
  return {
    authorId,
    authorName: NAMES[authorId] ?? authorId,
    text: 'Ship it on Friday?',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

const commentRef = (db: Firestore, commentId: string, cardId: string = CARD) =>
  doc(db, 'boards', SHARED, 'cards', cardId, 'comments', commentId);

const comment = (db: Firestore, authorId: string, overrides: DocumentData = {}) =>
  setDoc(commentRef(db, 'new-comment'), newComment(authorId, overrides));

const edit = (db: Firestore, commentId: string, text = 'Friday it is') =>
  updateDoc(commentRef(db, commentId), { text, updatedAt: serverTimestamp() });

describe('reading comments', () => {
  it.each([ALICE, ERIN, VIC])('%s (a member) reads them, newest first', async (uid) => {
    const db = as(uid);
    await assertSucceeds(getDoc(commentRef(db, ERINS)));
    await assertSucceeds(
      getDocs(
        query(
          collection(db, 'boards', SHARED, 'cards', CARD, 'comments'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
  });

  it.each([RITA, IVY, SAM])('%s (not a member) reads none', async (uid) => {
    const db = as(uid);
    await assertFails(getDoc(commentRef(db, ERINS)));
    await assertFails(getDocs(collection(db, 'boards', SHARED, 'cards', CARD, 'comments')));
  });

  it('nobody signed out reads them', async () => {
    await assertFails(getDoc(commentRef(signedOut(), ERINS)));
  });

  it('a member who is removed reads them no more', async () => {
    await updateDoc(boardRef(as(ALICE)), { [`members.${VIC}`]: deleteField() });
    await assertFails(getDoc(commentRef(as(VIC), ERINS)));
  });
});

describe('writing a comment', () => {
  it.each([ALICE, ERIN])('%s (owner or editor) comments as themselves', async (uid) => {
    await assertSucceeds(comment(as(uid), uid));
  });

  it.each([VIC, RITA, IVY, SAM])('%s cannot comment', async (uid) => {
    await assertFails(comment(as(uid), uid));
  });

  it('nobody signed out comments', async () => {
    await assertFails(comment(signedOut(), ALICE));
  });

  it('nobody comments as someone else', async () => {
    await assertFails(comment(as(ERIN), ALICE));
    await assertFails(comment(as(ALICE), ERIN));
    await assertFails(comment(as(VIC), ERIN));
  });

  it('the text is 1 to 5,000 characters, not blank', async () => {
    const db = as(ERIN);
    await assertFails(comment(db, ERIN, { text: '' }));
    await assertFails(comment(db, ERIN, { text: ' \u00a0\n' }));
    await assertFails(comment(db, ERIN, { text: 'x'.repeat(5001) }));
    await assertFails(comment(db, ERIN, { text: 42 }));
    await assertSucceeds(comment(db, ERIN, { text: 'x'.repeat(5000) }));
  });

  it("the author's name is a string of at most 100 characters", async () => {
    const db = as(ERIN);
    await assertFails(comment(db, ERIN, { authorName: 'x'.repeat(101) }));
    await assertFails(comment(db, ERIN, { authorName: null }));
    const long = 'x'.repeat(100);
    await assertSucceeds(
      setDoc(commentRef(signedInAs(ERIN, { ...verified(ERIN), name: long }), 'new-comment'), {
        ...newComment(ERIN),
        authorName: long,
      }),
    );
  });

  it("refuses a comment in someone else's name", async () => {
    await assertFails(comment(as(ERIN), ERIN, { authorName: 'Alice' }));
    await assertFails(comment(as(ERIN), ERIN, { authorName: 'Someone' }));
    await assertFails(comment(as(ALICE), ALICE, { authorName: 'Erin' }));
  });

  it('is written under the name on the board, or the sign-in name', async () => {
    const write = (db: Firestore, id: string, authorName: string) =>
      setDoc(commentRef(db, id), newComment(ERIN, { authorName }));
    await assertSucceeds(write(as(ERIN), 'by-board-name', 'Erin'));
    await assertSucceeds(write(as(ERIN), 'by-email', emailOf(ERIN)));
    const renamed = signedInAs(ERIN, { ...verified(ERIN), name: 'Erin Q. Editor' });
    await assertSucceeds(write(renamed, 'by-sign-in-name', 'Erin Q. Editor'));
  });

  it("an imported comment (one an undo brings back) keeps its original author's name", async () => {
    await assertSucceeds(comment(as(ERIN), ERIN, { authorName: 'Ann Smith', importedAt: EARLIER }));
  });

  it('exactly its fields, stamped with the server time', async () => {
    const db = as(ERIN);
    await assertFails(comment(db, ERIN, { pinned: true }));
    await assertFails(comment(db, ERIN, { createdAt: EARLIER }));
    await assertFails(comment(db, ERIN, { updatedAt: EARLIER }));
    const withoutName = newComment(ERIN);
    delete withoutName.authorName;
    await assertFails(setDoc(commentRef(db, 'new-comment'), withoutName));
  });

  it('only on a card that exists', async () => {
    await assertFails(setDoc(commentRef(as(ERIN), 'new-comment', 'no-card'), newComment(ERIN)));
  });

  it('not on a board being deleted', async () => {
    const board = (await getDoc(boardRef(as(ALICE)))).data() ?? {};
    await seed({ [`boards/${SHARED}`]: { ...board, deleting: true } });
    await assertFails(comment(as(ALICE), ALICE));
  });

  it('not on a board from before sharing by anyone but its owner', async () => {
    await assertFails(
      setDoc(doc(as(ERIN), 'boards', OLD, 'cards', CARD, 'comments', 'c'), newComment(ERIN)),
    );
    // No members entry there: the sign-in's own name (its email, with no display name).
    await assertSucceeds(
      setDoc(
        doc(as(ALICE), 'boards', OLD, 'cards', CARD, 'comments', 'c'),
        newComment(ALICE, { authorName: emailOf(ALICE) }),
      ),
    );
  });

  it('a card and its first comment can be made in one batch', async () => {
    // The comment needs the card only after the batch; the card's own rules still apply.
    const db = as(ERIN);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'new-card'), newCard());
    countCards(batch, db, SHARED, 1, ['new-card']);
    batch.set(commentRef(db, 'first', 'new-card'), newComment(ERIN));
    await assertSucceeds(batch.commit());
  });
});

describe('editing a comment', () => {
  it('the author edits the text of their own', async () => {
    await assertSucceeds(edit(as(ERIN), ERINS));
    await assertSucceeds(edit(as(ALICE), ALICES));
  });

  it("nobody edits another's comment, not even the owner", async () => {
    await assertFails(edit(as(ALICE), ERINS));
    await assertFails(edit(as(ERIN), ALICES));
    await assertFails(edit(as(VIC), ERINS));
    await assertFails(edit(as(SAM), ERINS));
  });

  it('only the text and the time of the edit change', async () => {
    const db = as(ERIN);
    await assertFails(
      updateDoc(commentRef(db, ERINS), { authorId: ALICE, updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(commentRef(db, ERINS), { authorName: 'Boss', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(commentRef(db, ERINS), { createdAt: serverTimestamp(), text: 'Again' }),
    );
    await assertFails(updateDoc(commentRef(db, ERINS), { text: 'No stamp' }));
    await assertFails(updateDoc(commentRef(db, ERINS), { text: 'Old', updatedAt: EARLIER }));
    await assertFails(edit(db, ERINS, ' '));
    await assertFails(edit(db, ERINS, 'x'.repeat(5001)));
  });

  it('an author who is now a viewer, or removed, no longer edits', async () => {
    await updateDoc(boardRef(as(ALICE)), { [`members.${ERIN}.role`]: 'viewer' });
    await assertFails(edit(as(ERIN), ERINS));
    await updateDoc(boardRef(as(ALICE)), { [`members.${ERIN}`]: deleteField() });
    await assertFails(edit(as(ERIN), ERINS));
  });
});

describe('deleting a comment', () => {
  it('the author deletes their own', async () => {
    await assertSucceeds(deleteDoc(commentRef(as(ERIN), ERINS)));
  });

  it("the board's owner deletes anyone's", async () => {
    await assertSucceeds(deleteDoc(commentRef(as(ALICE), ERINS)));
    await assertSucceeds(deleteDoc(commentRef(as(ALICE), ALICES)));
  });

  it("an editor does not delete another's, a viewer or stranger none", async () => {
    await assertFails(deleteDoc(commentRef(as(ERIN), ALICES)));
    await assertFails(deleteDoc(commentRef(as(VIC), ERINS)));
    await assertFails(deleteDoc(commentRef(as(RITA), ERINS)));
    await assertFails(deleteDoc(commentRef(as(SAM), ERINS)));
    await assertFails(deleteDoc(commentRef(signedOut(), ERINS)));
  });

  it('the owner still deletes comments of a card that is gone', async () => {
    await seed({ [`boards/${SHARED}/cards/gone/comments/left`]: storedComment(ERIN, 'Erin') });
    await assertSucceeds(deleteDoc(commentRef(as(ALICE), 'left', 'gone')));
  });
});
