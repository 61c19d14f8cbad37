/**
 * Firestore security rules tests for the read-only link (issue 33 §4): while a board's
 * publicLinkId is set, anyone, signed out too, reads the board's lists and its cards (what it
 * shows of the board itself comes from the server: functions/src/publicLink); nothing else (not the board document with members' emails,
 * comments, files or other boards), and never writes. Only the owner turns it on or off, and
 * turning it off refuses the next read at once.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';

import { EARLIER, rulesTestEnvironment, storedBoard } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  OLD,
  SAM,
  SHARED,
  VIC,
  boardRef,
  cardRef,
  listRef,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-public-link');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const LINK = 'link-0123456789abcdefghij';
const NEW_LINK = 'link-9876543210zyxwvutsrq';

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`boards/${SHARED}`]: {
      ...storedBoard(ALICE, {
        members: {
          [ALICE]: { role: 'owner', name: 'Alice', email: 'alice@example.com' },
          [ERIN]: { role: 'editor', name: 'Erin', email: 'erin@example.com' },
          [VIC]: { role: 'viewer', name: 'Vic', email: 'vic@example.com' },
        },
      }),
      publicLinkId: LINK,
    },
    [`publicLinks/${LINK}`]: { boardId: SHARED },
    [`boards/${SHARED}/cards/${CARD}/comments/c1`]: {
      authorId: ERIN,
      authorName: 'Erin',
      text: 'Looks good',
      createdAt: EARLIER,
      updatedAt: EARLIER,
    },
    [`boards/${SHARED}/cards/${CARD}/attachments/a1`]: { name: 'plan.pdf' },
  });
});

const lists = (db: Firestore, boardId = SHARED) =>
  getDocs(collection(db, 'boards', boardId, 'lists'));
const cards = (db: Firestore, boardId = SHARED) =>
  getDocs(collection(db, 'boards', boardId, 'cards'));

const turnLink = (db: Firestore, value: string | null) =>
  updateDoc(boardRef(db), { publicLinkId: value, updatedAt: serverTimestamp() });

const markerRef = (db: Firestore, linkId: string = LINK) => doc(db, 'publicLinks', linkId);

/** The link turned to `value` with its marker, as the edit pipeline writes it (editsClient). */
function turnLinkWithMarker(db: Firestore, before: string | null, value: string | null) {
  const batch = writeBatch(db);
  batch.update(boardRef(db), { publicLinkId: value, updatedAt: serverTimestamp() });
  if (before) batch.delete(markerRef(db, before));
  if (value) batch.set(markerRef(db, value), { boardId: SHARED });
  return batch.commit();
}

describe('reading a board shared by its read-only link', () => {
  it('lets anyone, signed out or a stranger, read the lists and the cards', async () => {
    for (const db of [signedOut(), as(SAM)]) {
      await assertSucceeds(getDoc(markerRef(db)));
      await assertSucceeds(lists(db));
      await assertSucceeds(cards(db));
      await assertSucceeds(getDoc(listRef(db)));
      await assertSucceeds(getDoc(cardRef(db)));
    }
  });

  it('refuses the board document (members’ emails), comments, files and other boards', async () => {
    const db = signedOut();
    await assertFails(getDoc(boardRef(db)));
    await assertFails(getDocs(collection(cardRef(db), 'comments')));
    await assertFails(getDocs(collection(cardRef(db), 'attachments')));
    await assertFails(getDocs(collection(boardRef(db), 'activity')));
    await assertFails(getDocs(collection(boardRef(db), 'invitations')));
    await assertFails(lists(db, OLD));
    await assertFails(cards(db, OLD));
    await assertFails(getDocs(collection(db, 'boards')));
    await assertFails(getDocs(collection(db, 'publicLinks')));
    await assertFails(getDoc(markerRef(db, NEW_LINK)));
  });

  it('refuses every write, signed out or a stranger', async () => {
    for (const db of [signedOut(), as(SAM)]) {
      await assertFails(updateDoc(cardRef(db), { title: 'Changed', updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(listRef(db), { title: 'Changed', updatedAt: serverTimestamp() }));
      await assertFails(setDoc(doc(db, 'boards', SHARED, 'cards', 'new'), newCard()));
      await assertFails(deleteDoc(cardRef(db)));
      await assertFails(setDoc(doc(db, 'publicLinks', LINK), { boardId: SHARED, title: 'Mine' }));
      await assertFails(turnLink(db, null));
    }
  });

  it('refuses the next read once the owner turns the link off', async () => {
    await assertSucceeds(turnLink(as(ALICE), null));
    const db = signedOut();
    await assertFails(lists(db));
    await assertFails(cards(db));
    // Members still read as before.
    await assertSucceeds(cards(as(VIC)));
  });

  it('refuses everything of a board being deleted', async () => {
    await seed({
      [`boards/${SHARED}`]: { ...storedBoard(ALICE), publicLinkId: LINK, deleting: true },
    });
    await assertFails(lists(signedOut()));
    await assertFails(cards(signedOut()));
  });
});

describe('turning the link on and off', () => {
  it('lets the owner turn it off and on again, with a new id, writing its marker', async () => {
    await assertSucceeds(turnLinkWithMarker(as(ALICE), LINK, null));
    await assertFails(getDoc(markerRef(signedOut())));
    await assertSucceeds(turnLinkWithMarker(as(ALICE), null, NEW_LINK));
    await assertSucceeds(getDoc(markerRef(signedOut(), NEW_LINK)));
  });

  it('refuses a marker the board does not name, or kept when the link goes, or by an editor', async () => {
    const db = as(ALICE);
    await assertFails(setDoc(markerRef(db, NEW_LINK), { boardId: SHARED }));
    await assertFails(deleteDoc(markerRef(db)));
    const kept = writeBatch(db);
    kept.update(boardRef(db), { publicLinkId: NEW_LINK, updatedAt: serverTimestamp() });
    kept.set(markerRef(db, NEW_LINK), { boardId: SHARED, extra: true });
    await assertFails(kept.commit());
    await assertFails(turnLinkWithMarker(as(ERIN), LINK, null));
  });

  it('refuses editors and viewers', async () => {
    await assertFails(turnLink(as(ERIN), null));
    await assertFails(turnLink(as(VIC), null));
    await assertFails(turnLink(as(ERIN), NEW_LINK));
  });

  it('refuses a guessable or malformed id, and a board created already shared', async () => {
    await assertFails(turnLink(as(ALICE), 'short'));
    await assertFails(turnLink(as(ALICE), 'has spaces in it and is long'));
    await assertFails(turnLink(as(ALICE), 'x'.repeat(41)));
    await assertFails(turnLink(as(ALICE), true as unknown as string));
    const db = as(ALICE);
    const create = (extra: Record<string, unknown>) => {
      const created = writeBatch(db);
      created.set(doc(db, 'boards', 'fresh'), {
        ...storedBoard(ALICE),
        labels: {},
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...extra,
      });
      created.update(doc(db, 'users', ALICE), { boards: arrayUnion('fresh') });
      created.set(doc(db, 'boards', 'fresh', 'meta', 'counts'), { cardCount: 0, listCount: 0 });
      return created.commit();
    };
    await assertFails(create({ publicLinkId: NEW_LINK }));
    await assertSucceeds(create({}));
  });
});
