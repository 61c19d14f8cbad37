/**
 * Firestore security rules tests for the activity feed (boards/{boardId}/activity/{entryId},
 * src/domain/activity.ts): members read it; an entry is created only by its author, only in the
 * batch of the change it describes; nobody updates or deletes one; strangers read nothing.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  increment,
  doc,
  getDocs,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { EARLIER, countCards, countsRef, rulesTestEnvironment } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  OLD,
  SAM,
  SHARED,
  TODO,
  VIC,
  boardRef,
  cardRef,
  emailOf,
  listRef,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-activity');

const SEEDED = 'seeded-entry';

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));
const activity = (db: Firestore) => collection(boardRef(db), 'activity');

/** An entry as the pipeline writes it: a rename of the card by `authorId`. */
/** The name each member goes by on the board (their members entry, sharingWorld's MEMBERS). */
const NAMES: Record<string, string> = { [ALICE]: 'Alice', [ERIN]: 'Erin', [VIC]: 'Vic' };

function entry(authorId: string, overrides: DocumentData = {}): DocumentData {
  return {
    authorId,
    authorName: NAMES[authorId] ?? authorId,
    at: serverTimestamp(),
    kind: 'cardRename',
    cardId: CARD,
    listId: TODO,
    subject: 'Write the launch post',
    field: 'title',
    before: 'Write the launch post',
    after: 'Write the launch posts',
    words: {},
    changes: '[]',
    revertOf: null,
    ...overrides,
  };
}

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`boards/${SHARED}/activity/${SEEDED}`]: { ...entry(ERIN), at: EARLIER },
  });
});

/** The card renamed and its entry (under `id`, else a new one), in one batch. */
function renameWithEntry(db: Firestore, data: DocumentData, rename = true, id?: string) {
  const batch = writeBatch(db);
  if (rename) {
    batch.update(cardRef(db), { title: 'Write the launch posts', updatedAt: serverTimestamp() });
  }
  batch.set(id ? doc(activity(db), id) : doc(activity(db)), data);
  return batch.commit();
}

describe('reading the activity', () => {
  it('lets the owner, an editor and a viewer read it', async () => {
    await assertSucceeds(getDocs(activity(as(ALICE))));
    await assertSucceeds(getDocs(activity(as(ERIN))));
    await assertSucceeds(getDocs(activity(as(VIC))));
  });

  it('refuses strangers and the signed-out', async () => {
    await assertFails(getDocs(activity(as(SAM))));
    await assertFails(getDocs(activity(signedOut())));
  });
});

describe('writing an entry', () => {
  it('lets an editor write one in the batch of their change', async () => {
    await assertSucceeds(renameWithEntry(as(ERIN), entry(ERIN)));
  });

  it('lets the owner write one with a list edit, and with a board edit', async () => {
    const db = as(ALICE);
    const list = writeBatch(db);
    list.update(listRef(db), { title: 'Doing', updatedAt: serverTimestamp() });
    list.set(doc(activity(db)), entry(ALICE, { kind: 'listRename', cardId: null }));
    await assertSucceeds(list.commit());
    const board = writeBatch(db);
    board.update(boardRef(db), { title: 'Plans', updatedAt: serverTimestamp() });
    board.set(doc(activity(db)), entry(ALICE, { kind: 'boardRename', cardId: null, listId: null }));
    await assertSucceeds(board.commit());
  });

  it('refuses an entry without the change it describes', async () => {
    await assertFails(renameWithEntry(as(ERIN), entry(ERIN), false));
  });

  it('refuses an entry about a list or the board not written in its batch', async () => {
    const db = as(ERIN);
    await assertFails(renameWithEntry(db, entry(ERIN, { cardId: null }), true));
    await assertFails(renameWithEntry(db, entry(ERIN, { cardId: null, listId: null }), true));
  });

  it('refuses an entry in someone else’s name, or back-dated', async () => {
    await assertFails(renameWithEntry(as(ERIN), entry(ALICE)));
    await assertFails(renameWithEntry(as(ERIN), entry(ERIN, { at: EARLIER })));
  });

  it('refuses an entry with extra or oversized fields', async () => {
    await assertFails(renameWithEntry(as(ERIN), { ...entry(ERIN), extra: true }));
    await assertFails(renameWithEntry(as(ERIN), entry(ERIN, { changes: 'x'.repeat(60_001) })));
    await assertFails(renameWithEntry(as(ERIN), entry(ERIN, { subject: 'x'.repeat(501) })));
  });

  it('refuses a viewer and a stranger', async () => {
    await assertFails(renameWithEntry(as(VIC), entry(VIC)));
    await assertFails(renameWithEntry(as(SAM), entry(SAM)));
  });

  it('lets an entry go with a card’s delete', async () => {
    const db = as(ERIN);
    const batch = writeBatch(db);
    batch.delete(cardRef(db));
    countCards(batch, db, SHARED, -1, [CARD]);
    batch.set(doc(activity(db)), entry(ERIN, { kind: 'cardDelete', field: null }));
    await assertSucceeds(batch.commit());
  });
});

describe('what an entry says', () => {
  it('refuses an entry in a name that is not the author’s', async () => {
    await assertFails(renameWithEntry(as(ERIN), entry(ERIN, { authorName: 'Alice' })));
    await assertFails(renameWithEntry(as(ERIN), entry(ERIN, { authorName: '' })));
  });

  it('takes the name the sign-in carries (an account renamed since joining)', async () => {
    const db = signedInAs(ERIN, { ...verified(ERIN), name: 'Erin Q. Editor' });
    await assertSucceeds(renameWithEntry(db, entry(ERIN, { authorName: 'Erin Q. Editor' })));
    await assertFails(renameWithEntry(db, entry(ERIN, { authorName: 'Erin Q.' })));
  });

  it('takes the sign-in’s email on a board from before sharing (no members entry)', async () => {
    const db = as(ALICE);
    const batch = (authorName: string) => {
      const write = writeBatch(db);
      write.update(doc(db, 'boards', OLD, 'cards', CARD), {
        title: 'Write the launch posts',
        updatedAt: serverTimestamp(),
      });
      write.set(doc(collection(db, 'boards', OLD, 'activity')), entry(ALICE, { authorName }));
      return write.commit();
    };
    await assertFails(batch('Erin'));
    await assertSucceeds(batch(emailOf(ALICE)));
  });

  it('bounds every word: at most 10, keys of letters, values of at most 500', async () => {
    const db = as(ERIN);
    await assertSucceeds(renameWithEntry(db, entry(ERIN, { words: { item: 'x'.repeat(500) } })));
    await assertFails(renameWithEntry(db, entry(ERIN, { words: { item: 'x'.repeat(501) } })));
    await assertFails(renameWithEntry(db, entry(ERIN, { words: { item: 'line\n'.repeat(200) } })));
    await assertSucceeds(renameWithEntry(db, entry(ERIN, { words: { item: '', list: 'To do' } })));
    await assertFails(renameWithEntry(db, entry(ERIN, { words: { item: ['x'] } })));
    await assertFails(renameWithEntry(db, entry(ERIN, { words: { ['k'.repeat(41)]: 'x' } })));
    await assertFails(renameWithEntry(db, entry(ERIN, { words: { 'to list': 'x' } })));
    await assertFails(renameWithEntry(db, entry(ERIN, { words: { count: 12 } })));
    const eleven = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`word${'abcdefghijk'[i]}`, 'x']),
    );
    await assertFails(renameWithEntry(db, entry(ERIN, { words: eleven })));
  });

  it('bounds `notified`: at most 20 uids, each a uid, each once, never the author', async () => {
    const db = as(ERIN);
    await assertSucceeds(renameWithEntry(db, entry(ERIN, { notified: [VIC, ALICE] })));
    await assertFails(renameWithEntry(db, entry(ERIN, { notified: ['x'.repeat(129)] })));
    await assertFails(renameWithEntry(db, entry(ERIN, { notified: ['not a uid'] })));
    await assertFails(renameWithEntry(db, entry(ERIN, { notified: [VIC, VIC] })));
    await assertFails(renameWithEntry(db, entry(ERIN, { notified: [ERIN] })));
    await assertFails(renameWithEntry(db, entry(ERIN, { notified: [VIC, 42] })));
  });

  it('refuses an entry under an id kept for what a person’s client finds', async () => {
    const db = as(ERIN);
    await assertFails(renameWithEntry(db, entry(ERIN), true, `invite-${SHARED}`));
    await assertFails(renameWithEntry(db, entry(ERIN), true, `due-${SHARED}-${CARD}-2026-11-26`));
    await assertSucceeds(renameWithEntry(db, entry(ERIN), true, 'V1StGXR8_Z5jdHi6B-myT'));
  });
});

describe('the counts document’s markers', () => {
  const createCounted = (db: Firestore, counted: DocumentData) => {
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'new-card'), newCard());
    batch.set(
      countsRef(db, SHARED),
      { cardCount: increment(1), listCount: increment(0), ...counted },
      { merge: true },
    );
    return batch.commit();
  };

  it('refuses padding them with long strings, whichever count changes', async () => {
    const db = as(ERIN);
    await assertFails(
      createCounted(db, { countedCards: ['new-card'], countedList: 'x'.repeat(101) }),
    );
    await seed({
      [`boards/${SHARED}/meta/counts`]: {
        cardCount: 1,
        listCount: 1,
        countedList: 'x'.repeat(5000),
      },
    });
    await assertFails(createCounted(db, { countedCards: ['new-card'] }));
    await assertSucceeds(createCounted(db, { countedCards: ['new-card'], countedList: TODO }));
  });

  it('refuses a counted card id over 100 characters', async () => {
    const db = as(ERIN);
    const long = 'c'.repeat(101);
    const batch = writeBatch(db);
    batch.set(cardRef(db, long), newCard());
    countCards(batch, db, SHARED, 1, [long]);
    await assertFails(batch.commit());
  });
});

describe('changing history', () => {
  it('refuses every update and delete, the author’s and the owner’s too', async () => {
    for (const uid of [ERIN, ALICE]) {
      const ref = doc(activity(as(uid)), SEEDED);
      await assertFails(updateDoc(ref, { subject: 'Something else' }));
      await assertFails(deleteDoc(ref));
    }
  });
});
