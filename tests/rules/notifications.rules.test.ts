/**
 * Firestore security rules tests for the inbox (users/{uid}/notifications/{id},
 * docs/notifications.md): each person reads and marks read their own only; someone else's
 * notification is written only in the batch of their edit, as themselves, to a member of the
 * board that the edit's activity entry names; a person writes into their own inbox only what
 * their own client finds (an invitation), under its one id; due reminders are the server's, and
 * no client writes one, under any id. What a
 * notification says is what the documents say: the actor's name is the entry's (the author's
 * own), the board's and card's titles are theirs after the batch, and the reason is true of the
 * recipient (mentioned, assigned in this batch, watching the card or the board), who has not
 * muted the board.
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
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';

import {
  EARLIER,
  countCards,
  rulesTestEnvironment,
  storedBoard,
  storedCard,
  storedMember,
} from './support';
import {
  ALICE,
  CARD,
  ERIN,
  IVY,
  RITA,
  SAM,
  SHARED,
  TODO,
  VIC,
  MEMBERS,
  boardRef,
  cardRef,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-notifications');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));
const inbox = (db: Firestore, uid: string) => collection(db, 'users', uid, 'notifications');
const SEEDED = 'seeded';

/** The name each member goes by on the board (their members entry). */
const NAMES: Record<string, string> = { [ALICE]: 'Alice', [ERIN]: 'Erin', [VIC]: 'Vic' };

/** The board's title and the card's after the rename, as the documents hold them. */
const BOARD_TITLE = 'Roadmap';
const sharedBoard = (overrides: DocumentData) =>
  storedBoard(ALICE, { members: MEMBERS, ...overrides });
const RENAMED = 'Write the launch posts';

let counter = 0;
/** An id of the shape the app makes for an edit (a nanoid: 21 characters). */
const newEntryId = () => `e${String(counter++).padStart(4, '0')}${'x'.repeat(16)}`;

/** What an edit's batch writes into `uid`'s inbox: Erin renamed the card Vic watches. */
function notification(actorId: string, entryId: string, overrides: DocumentData = {}) {
  return {
    kind: 'watching',
    what: 'cardRename',
    actorId,
    actorName: NAMES[actorId] ?? actorId,
    boardId: SHARED,
    boardTitle: BOARD_TITLE,
    cardId: CARD,
    cardTitle: RENAMED,
    excerpt: RENAMED,
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
    authorName: NAMES[authorId] ?? authorId,
    at: serverTimestamp(),
    kind: 'cardRename',
    cardId: CARD,
    listId: TODO,
    subject: 'Write the launch post',
    field: 'title',
    before: 'Write the launch post',
    after: RENAMED,
    words: {},
    changes: '[]',
    revertOf: null,
    ...(notified ? { notified } : {}),
    ...overrides,
  };
}

interface Notifying {
  notified?: string[] | null;
  to?: string[];
  entry?: boolean;
  data?: DocumentData;
  entryData?: DocumentData;
  id?: string;
}

/** The entry of `author`'s batch and a notification to each of `to`, added to `batch`. */
function addNotifying(batch: WriteBatch, db: Firestore, author: string, options: Notifying) {
  const id = options.id ?? newEntryId();
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
}

/** The rename, its entry and the notifications, in one batch as `author`. */
function renameNotifying(author: string, options: Notifying = {}) {
  const db = as(author);
  const batch = writeBatch(db);
  batch.update(cardRef(db), { title: RENAMED, updatedAt: serverTimestamp() });
  addNotifying(batch, db, author, options);
  return batch.commit();
}

/** A comment by Erin with `text`, its entry and notifications, in one batch. */
function commentNotifying(text: string, options: Notifying = {}) {
  const db = as(ERIN);
  const batch = writeBatch(db);
  const commentId = 'comment-1';
  batch.set(doc(cardRef(db), 'comments', commentId), {
    authorId: ERIN,
    authorName: 'Erin',
    text,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  addNotifying(batch, db, ERIN, {
    ...options,
    entryData: {
      kind: 'commentAdd',
      field: null,
      before: null,
      after: null,
      subject: 'Write the launch post',
      words: { commentId, comment: text.slice(0, 200) },
      ...options.entryData,
    },
    data: {
      kind: 'mention',
      what: 'commentAdd',
      cardTitle: 'Write the launch post',
      excerpt: text.slice(0, 200),
      ...options.data,
    },
  });
  return batch.commit();
}

/** Erin assigns `assignee` (who watches from then on), its entry and notifications. */
function assignNotifying(assignee: string, options: Notifying = {}) {
  const db = as(ERIN);
  const batch = writeBatch(db);
  batch.update(cardRef(db), {
    assigneeIds: arrayUnion(assignee),
    watcherIds: arrayUnion(assignee),
    updatedAt: serverTimestamp(),
  });
  addNotifying(batch, db, ERIN, {
    to: [assignee],
    ...options,
    entryData: { kind: 'cardAssign', field: null, before: null, after: null, words: {} },
    data: { kind: 'assigned', what: 'cardAssign', cardTitle: 'Write the launch post', excerpt: '' },
  });
  return batch.commit();
}

/** Erin adds a card to the board, its entry and notifications (boardWatching). */
function cardAddNotifying(options: Notifying = {}) {
  const db = as(ERIN);
  const batch = writeBatch(db);
  batch.set(cardRef(db, 'new-card'), newCard({ title: 'Fresh', watcherIds: [ERIN] }));
  countCards(batch, db, SHARED, 1, ['new-card']);
  addNotifying(batch, db, ERIN, {
    ...options,
    entryData: {
      kind: 'cardAdd',
      cardId: 'new-card',
      field: null,
      before: null,
      after: null,
      subject: 'Fresh',
    },
    data: {
      kind: 'boardWatching',
      what: 'cardAdd',
      cardId: 'new-card',
      cardTitle: 'Fresh',
      excerpt: '',
      ...options.data,
    },
  });
  return batch.commit();
}

beforeEach(async () => {
  await seedWorld(seed);
  await seed({
    // Everyone watches the card (a watching notice is only for a watcher).
    [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, {
      assigneeIds: [RITA],
      watcherIds: [ALICE, ERIN, VIC],
    }),
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

describe('what a notification says is what the documents say', () => {
  it('refuses a forged actor’s name, board title or card title', async () => {
    await assertFails(renameNotifying(ERIN, { data: { actorName: 'Alice' } }));
    await assertFails(renameNotifying(ERIN, { data: { boardTitle: 'Payroll' } }));
    // The card's title is its title after the batch, not before it.
    await assertFails(renameNotifying(ERIN, { data: { cardTitle: 'Write the launch post' } }));
    await assertSucceeds(renameNotifying(ERIN));
  });

  it('refuses an entry in a name that is not the author’s', async () => {
    await assertFails(
      renameNotifying(ERIN, {
        entryData: { authorName: 'Alice' },
        data: { actorName: 'Alice' },
      }),
    );
  });

  it('refuses a reason that does not fit the edit', async () => {
    await assertFails(renameNotifying(ERIN, { data: { kind: 'boardWatching' } }));
    await assertFails(renameNotifying(ERIN, { data: { kind: 'mention' } }));
  });

  it('refuses a watching notice to someone who does not watch the card', async () => {
    await seed({
      [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, { watcherIds: [ALICE] }),
    });
    await assertFails(renameNotifying(ERIN, { to: [VIC] }));
    await assertSucceeds(renameNotifying(ERIN, { to: [ALICE] }));
  });

  it('refuses a notice to someone who muted the board', async () => {
    await seed({
      [`boards/${SHARED}`]: sharedBoard({ mutedBy: [VIC] }),
    });
    await assertFails(renameNotifying(ERIN, { to: [VIC] }));
    await assertSucceeds(renameNotifying(ERIN, { to: [ALICE] }));
  });

  it('lets a mention tell the person mentioned in the comment, and nobody else', async () => {
    await assertSucceeds(commentNotifying(`Over to you @[Vic](${VIC})`, { to: [VIC] }));
    await assertFails(commentNotifying('Over to you Vic', { to: [VIC] }));
    await assertFails(commentNotifying(`Over to you @[Vic](${VIC})`, { to: [ALICE] }));
    await assertFails(commentNotifying(`Over to you @[Vic](${VIC}x)`, { to: [VIC] }));
  });

  it('lets a mention in the description as it is after the batch tell the person', async () => {
    const db = as(ERIN);
    const description = `Ask @[Vic](${VIC}) for the numbers`;
    const tell = (text: string) => {
      const batch = writeBatch(db);
      batch.update(cardRef(db), { description: text, updatedAt: serverTimestamp() });
      addNotifying(batch, db, ERIN, {
        entryData: { kind: 'cardDescription', field: 'description', before: '', after: text },
        data: {
          kind: 'mention',
          what: 'cardDescription',
          cardTitle: 'Write the launch post',
          excerpt: text,
        },
      });
      return batch.commit();
    };
    await assertFails(tell('Ask Vic for the numbers'));
    await assertSucceeds(tell(description));
  });

  it('lets an assignment tell the person it assigns, only when this batch assigns them', async () => {
    await assertSucceeds(assignNotifying(VIC));
    // Vic is assigned already now: assigning again tells nobody.
    await assertFails(assignNotifying(VIC));
    await assertFails(assignNotifying(VIC, { to: [ALICE] }));
  });

  it('lets a card added tell the board’s watchers only', async () => {
    await assertFails(cardAddNotifying({ to: [VIC] }));
    await seed({ [`boards/${SHARED}`]: sharedBoard({ watcherIds: [VIC] }) });
    await assertSucceeds(cardAddNotifying({ to: [VIC] }));
  });

  it('refuses an edit’s notice under an id kept for what a person finds', async () => {
    for (const id of [
      `invite-${SHARED}`,
      `due-${SHARED}-${CARD}-2026-11-26`,
      'due-aaaaaaaaaaaaaaaaa',
    ]) {
      await assertFails(renameNotifying(ERIN, { id }));
    }
    await assertFails(renameNotifying(ERIN, { id: 'short' }));
    await assertSucceeds(renameNotifying(ERIN, { id: 'V1StGXR8_Z5jdHi6B-myT' }));
  });

  describe('an edit telling 20 people (NOTIFIED_MAX) fits the request’s budgets', () => {
    const people = Array.from({ length: 20 }, (_, i) => `person${i}`);

    beforeEach(async () => {
      const members: DocumentData = { ...MEMBERS };
      for (const uid of people) members[uid] = storedMember('viewer', uid, `${uid}@example.com`);
      await seed({
        [`boards/${SHARED}`]: sharedBoard({ members }),
        [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, { watcherIds: people }),
      });
    });

    it('a rename telling its 20 watchers', async () => {
      await assertSucceeds(renameNotifying(ERIN, { to: people }));
    });

    it('a comment mentioning 20 members', async () => {
      const mentions = people.map((uid) => `@[${uid}](${uid})`).join(' ');
      await assertSucceeds(commentNotifying(mentions, { to: people }));
    });
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

  it('lets a person write an invitation into their own inbox, by its id', async () => {
    const db = as(SAM);
    await assertSucceeds(setDoc(doc(inbox(db, SAM), `invite-${SHARED}`), invite));
  });

  it('refuses a due notice from any client, even into one’s own inbox: the server writes them', async () => {
    const db = as(SAM);
    // The old client-found id, and the server's (instant and stage).
    await assertFails(setDoc(doc(inbox(db, SAM), `due-${SHARED}-${CARD}-2026-11-26`), due));
    const dueAt = Date.UTC(2026, 10, 26, 14, 30);
    for (const stage of ['soon', 'overdue']) {
      await assertFails(
        setDoc(doc(inbox(db, SAM), `due-${SHARED}-${CARD}-${dueAt}-${stage}`), {
          ...due,
          what: stage === 'soon' ? 'dueSoon' : 'overdue',
          actorId: '',
        }),
      );
    }
  });

  it('refuses them under another id, or in someone else’s inbox', async () => {
    const db = as(SAM);
    await assertFails(setDoc(doc(inbox(db, SAM), 'invite-elsewhere'), invite));
    await assertFails(setDoc(doc(inbox(db, SAM), `due-${SHARED}-${CARD}-2026-11-27`), due));
    await assertFails(setDoc(doc(inbox(db, VIC), `invite-${SHARED}`), invite));
  });

  it('refuses another member taking the id of someone’s invitation or due notice first', async () => {
    const db = as(ERIN);
    await assertFails(setDoc(doc(inbox(db, VIC), `due-${SHARED}-${CARD}-2026-11-26`), due));
    await assertFails(setDoc(doc(inbox(db, IVY), `invite-${SHARED}`), invite));
  });

  it('refuses oversized names and titles in one’s own', async () => {
    const db = as(SAM);
    const id = `invite-${SHARED}`;
    await assertFails(setDoc(doc(inbox(db, SAM), id), { ...invite, actorName: 'x'.repeat(101) }));
    await assertFails(setDoc(doc(inbox(db, SAM), id), { ...invite, boardTitle: 'x'.repeat(101) }));
  });

  it('refuses other kinds written by oneself', async () => {
    const db = as(SAM);
    await assertFails(
      setDoc(doc(inbox(db, SAM), `invite-${SHARED}`), { ...invite, kind: 'mention' }),
    );
  });
});
