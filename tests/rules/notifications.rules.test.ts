/**
 * Firestore security rules tests for the inbox (users/{uid}/notifications/{id},
 * docs/notifications.md): each person reads and marks read their own only; someone else's
 * notification is written only in the batch of their edit, as themselves, to a member of the
 * board that the edit's activity entry names; a person writes into their own inbox only what
 * their own client finds (an invitation, a card of theirs falling due), under its one id.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { EARLIER, rulesTestEnvironment } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  SAM,
  SHARED,
  TODO,
  VIC,
  boardRef,
  cardRef,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-notifications');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));
const inbox = (db: Firestore, uid: string) => collection(db, 'users', uid, 'notifications');
const SEEDED = 'seeded';

/** What an edit's batch writes into `uid`'s inbox: Erin renamed the card Vic watches. */
function notification(actorId: string, entryId: string, overrides: DocumentData = {}) {
  return {
    kind: 'watching',
    what: 'cardRename',
    actorId,
    actorName: 'Erin',
    boardId: SHARED,
    boardTitle: 'Launch',
    cardId: CARD,
    cardTitle: 'Write the launch post',
    excerpt: 'Write the launch posts',
    entryId,
    at: serverTimestamp(),
    read: false,
    ...overrides,
  };
}

/** The activity entry of the rename, naming whom its batch notifies. */
function entry(authorId: string, notified: string[] | null, overrides: DocumentData = {}) {
  return {
    authorId,
    authorName: 'Erin',
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
    ...(notified ? { notified } : {}),
    ...overrides,
  };
}

/** The rename, its entry and the notifications, in one batch as `author`. */
function renameNotifying(
  author: string,
  options: {
    notified?: string[] | null;
    to?: string[];
    entry?: boolean;
    data?: DocumentData;
    entryData?: DocumentData;
  } = {},
) {
  const db = as(author);
  const id = `entry-${Math.random().toString(36).slice(2)}`;
  const batch = writeBatch(db);
  batch.update(cardRef(db), { title: 'Write the launch posts', updatedAt: serverTimestamp() });
  const to = options.to ?? [VIC];
  if (options.entry !== false) {
    const notified = options.notified === undefined ? to : options.notified;
    batch.set(
      doc(collection(boardRef(db), 'activity'), id),
      entry(author, notified, options.entryData),
    );
  }
  for (const uid of to) {
    batch.set(doc(inbox(db, uid), id), notification(author, id, options.data));
  }
  return batch.commit();
}

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    [`users/${VIC}/notifications/${SEEDED}`]: {
      ...notification(ERIN, SEEDED),
      at: EARLIER,
    },
  });
});

describe('reading an inbox', () => {
  it('lets a person read and list their own', async () => {
    await assertSucceeds(getDocs(inbox(as(VIC), VIC)));
    await assertSucceeds(getDoc(doc(inbox(as(VIC), VIC), SEEDED)));
  });

  it('refuses anyone else, the board’s owner included', async () => {
    await assertFails(getDocs(inbox(as(ALICE), VIC)));
    await assertFails(getDoc(doc(inbox(as(ERIN), VIC), SEEDED)));
  });
});

describe('marking read', () => {
  it('lets a person mark their own read', async () => {
    await assertSucceeds(updateDoc(doc(inbox(as(VIC), VIC), SEEDED), { read: true }));
  });

  it('refuses marking someone else’s read', async () => {
    await assertFails(updateDoc(doc(inbox(as(ERIN), VIC), SEEDED), { read: true }));
  });

  it('refuses any other change, marking unread again, and deleting', async () => {
    const ref = doc(inbox(as(VIC), VIC), SEEDED);
    await assertFails(updateDoc(ref, { read: true, actorName: 'Someone else' }));
    await assertFails(updateDoc(ref, { excerpt: 'changed' }));
    await assertSucceeds(updateDoc(ref, { read: true }));
    await assertFails(updateDoc(ref, { read: false }));
    await assertFails(deleteDoc(ref));
  });
});

describe('notifying with an edit', () => {
  it('lets an editor notify members named by the entry of their edit’s batch', async () => {
    await assertSucceeds(renameNotifying(ERIN, { to: [VIC, ALICE] }));
  });

  it('lets the owner notify', async () => {
    await assertSucceeds(renameNotifying(ALICE, { to: [VIC, ERIN] }));
  });

  it('refuses a notification without its activity entry in the batch', async () => {
    await assertFails(renameNotifying(ERIN, { entry: false }));
  });

  it('refuses one the entry does not name, or an entry naming too many', async () => {
    await assertFails(renameNotifying(ERIN, { notified: null }));
    await assertFails(renameNotifying(ERIN, { notified: [ALICE] }));
    const many = Array.from({ length: 20 }, (_, i) => `person${i}`);
    await assertFails(renameNotifying(ERIN, { notified: [VIC, ...many] }));
  });

  it('refuses a forged actor', async () => {
    await assertFails(renameNotifying(ERIN, { data: { actorId: ALICE } }));
  });

  it('refuses writing into the inbox of someone outside the board', async () => {
    await assertFails(renameNotifying(ERIN, { to: [SAM] }));
  });

  it('refuses notifying oneself', async () => {
    await assertFails(renameNotifying(ERIN, { to: [ERIN] }));
  });

  it('refuses a notification that does not match its entry', async () => {
    await assertFails(renameNotifying(ERIN, { data: { what: 'cardMove' } }));
    await assertFails(renameNotifying(ERIN, { data: { cardId: 'another' } }));
    await assertFails(renameNotifying(ERIN, { data: { kind: 'assigned' } }));
    await assertFails(renameNotifying(ERIN, { data: { read: true } }));
    await assertFails(renameNotifying(ERIN, { data: { excerpt: 'x'.repeat(201) } }));
  });

  it('refuses a viewer, who can write no entry', async () => {
    await assertFails(renameNotifying(VIC, { to: [ERIN] }));
  });

  it('refuses a notification alone, naming an entry written earlier', async () => {
    const db = as(ERIN);
    await seed({ [`boards/${SHARED}/activity/old-entry`]: { ...entry(ERIN, [VIC]), at: EARLIER } });
    await assertFails(setDoc(doc(inbox(db, VIC), 'old-entry'), notification(ERIN, 'old-entry')));
  });
});

describe('what a person finds for themselves', () => {
  const invite = {
    kind: 'invite',
    what: 'invite',
    actorId: ALICE,
    actorName: 'Alice',
    boardId: SHARED,
    boardTitle: 'Launch',
    cardId: null,
    cardTitle: '',
    excerpt: 'editor',
    entryId: null,
    at: serverTimestamp(),
    read: false,
  };
  const due = {
    ...invite,
    kind: 'due',
    what: 'due',
    actorId: SAM,
    actorName: '',
    cardId: CARD,
    cardTitle: 'Write the launch post',
    excerpt: '2026-11-26',
  };

  it('lets a person write an invitation and a due card into their own inbox, by their ids', async () => {
    const db = as(SAM);
    await assertSucceeds(setDoc(doc(inbox(db, SAM), `invite-${SHARED}`), invite));
    await assertSucceeds(setDoc(doc(inbox(db, SAM), `due-${SHARED}-${CARD}-2026-11-26`), due));
  });

  it('refuses them under another id, or in someone else’s inbox', async () => {
    const db = as(SAM);
    await assertFails(setDoc(doc(inbox(db, SAM), 'invite-elsewhere'), invite));
    await assertFails(setDoc(doc(inbox(db, SAM), `due-${SHARED}-${CARD}-2026-11-27`), due));
    await assertFails(setDoc(doc(inbox(db, VIC), `invite-${SHARED}`), invite));
  });

  it('refuses other kinds written by oneself', async () => {
    const db = as(SAM);
    await assertFails(
      setDoc(doc(inbox(db, SAM), `invite-${SHARED}`), { ...invite, kind: 'mention' }),
    );
  });
});
