/**
 * Firestore security rules tests for watching (issue 23; docs/data-model.md, "Watching"): any
 * member, viewers too, adds or removes only their own uid to or from a card's or a board's
 * `watcherIds` and a board's `mutedBy`, and nothing else; owners and editors watch as part of
 * their edits (a card's creator, a person assigned); the lists stay bounded.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { countCards, rulesTestEnvironment, storedBoard, storedCard, storedMember } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  MEMBERS,
  RITA,
  SAM,
  SHARED,
  TODO,
  VIC,
  boardRef,
  cardRef,
  createCard,
  emailOf,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-watching');

beforeEach(async () => {
  await seedWorld(seed);
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const sharedBoard = (overrides: DocumentData) =>
  storedBoard(ALICE, { members: MEMBERS, ...overrides });

const uids = (count: number, prefix = 'someone') =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe('a card’s watcherIds', () => {
  it('lets any member, a viewer too, add and remove their own uid, and nothing else', async () => {
    for (const uid of [ALICE, ERIN, VIC]) {
      await assertSucceeds(updateDoc(cardRef(as(uid)), { watcherIds: arrayUnion(uid) }));
    }
    await assertSucceeds(updateDoc(cardRef(as(VIC)), { watcherIds: arrayRemove(VIC) }));
    await assertFails(
      updateDoc(cardRef(as(VIC)), { watcherIds: arrayUnion(VIC), title: 'Mine now' }),
    );
    await assertFails(
      updateDoc(cardRef(as(VIC)), { watcherIds: arrayUnion(VIC), updatedAt: serverTimestamp() }),
    );
  });

  it('refuses adding or removing someone else, for a viewer and for the owner', async () => {
    await assertFails(updateDoc(cardRef(as(VIC)), { watcherIds: arrayUnion(ERIN) }));
    await assertSucceeds(updateDoc(cardRef(as(ERIN)), { watcherIds: arrayUnion(ERIN) }));
    await assertFails(updateDoc(cardRef(as(VIC)), { watcherIds: arrayRemove(ERIN) }));
    await assertFails(updateDoc(cardRef(as(ALICE)), { watcherIds: arrayRemove(ERIN) }));
    await assertFails(updateDoc(cardRef(as(ALICE)), { watcherIds: [ALICE] }));
    await assertSucceeds(updateDoc(cardRef(as(ALICE)), { watcherIds: [ERIN, ALICE] }));
  });

  it('refuses people who are not members, former members included', async () => {
    await assertFails(updateDoc(cardRef(as(SAM)), { watcherIds: arrayUnion(SAM) }));
    await assertFails(updateDoc(cardRef(as(RITA)), { watcherIds: arrayUnion(RITA) }));
  });

  it('keeps at most 20 watchers, with no one twice', async () => {
    await seed({
      [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, { watcherIds: [...uids(19), VIC] }),
    });
    await assertFails(updateDoc(cardRef(as(ERIN)), { watcherIds: arrayUnion(ERIN) }));
    await assertSucceeds(updateDoc(cardRef(as(VIC)), { watcherIds: arrayRemove(VIC) }));
    await assertFails(updateDoc(cardRef(as(VIC)), { watcherIds: [...uids(19), VIC, VIC] }));
  });

  it('lets a card’s creator watch it in its create, but nobody else', async () => {
    await assertFails(createCard(as(ERIN), newCard({ watcherIds: [ERIN, ALICE] })));
    await assertFails(createCard(as(ERIN), newCard({ watcherIds: [SAM] })));
    // A member of the board, but not the one creating it.
    await assertFails(createCard(as(ERIN), newCard({ watcherIds: [ALICE] })));
    await assertSucceeds(createCard(as(ERIN), newCard({ watcherIds: [ERIN] })));
  });

  it('refuses an editor subscribing another member with an edit', async () => {
    await assertFails(
      updateDoc(cardRef(as(ERIN)), {
        title: 'Renamed',
        watcherIds: arrayUnion(VIC),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(cardRef(as(ERIN)), {
        title: 'Renamed',
        watcherIds: arrayUnion(ERIN),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an assignment subscribing someone other than the person assigned', async () => {
    await assertFails(
      updateDoc(cardRef(as(ERIN)), {
        assigneeIds: arrayUnion(VIC),
        watcherIds: arrayUnion(ALICE),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a watcher id that is not a uid', async () => {
    await seed({
      [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO, { watcherIds: ['x'.repeat(129)] }),
    });
    await assertFails(updateDoc(cardRef(as(VIC)), { watcherIds: arrayUnion(VIC) }));
  });

  it('lets an editor add the person they assign, in the same write', async () => {
    await assertSucceeds(
      updateDoc(cardRef(as(ERIN)), {
        assigneeIds: arrayUnion(VIC),
        watcherIds: arrayUnion(VIC),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(cardRef(as(ERIN)), {
        assigneeIds: arrayUnion(SAM),
        watcherIds: arrayUnion(SAM),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('lets a commenter watch in the comment’s batch', async () => {
    const db = as(ERIN);
    const batch = writeBatch(db);
    batch.set(doc(db, 'boards', SHARED, 'cards', CARD, 'comments', 'c1'), {
      authorId: ERIN,
      authorName: 'Erin',
      text: 'On it',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.update(cardRef(db), { watcherIds: arrayUnion(ERIN) });
    await assertSucceeds(batch.commit());
  });

  it('refuses a viewer’s watch on a board being deleted', async () => {
    await seed({ [`boards/${SHARED}`]: sharedBoard({ deleting: true }) });
    await assertFails(updateDoc(cardRef(as(VIC)), { watcherIds: arrayUnion(VIC) }));
  });

  it('still counts a create with its watcher', async () => {
    const db = as(ALICE);
    const batch = writeBatch(db);
    batch.set(cardRef(db, 'c2'), newCard({ watcherIds: [ALICE] }));
    countCards(batch, db, SHARED, 1, ['c2']);
    await assertSucceeds(batch.commit());
  });
});

describe('a board’s watcherIds and mutedBy', () => {
  it('lets any member, a viewer too, watch and mute the board as themselves', async () => {
    for (const uid of [ALICE, ERIN, VIC]) {
      await assertSucceeds(updateDoc(boardRef(as(uid)), { watcherIds: arrayUnion(uid) }));
      await assertSucceeds(updateDoc(boardRef(as(uid)), { mutedBy: arrayUnion(uid) }));
    }
    await assertSucceeds(
      updateDoc(boardRef(as(VIC)), { watcherIds: arrayRemove(VIC), mutedBy: arrayRemove(VIC) }),
    );
  });

  it('refuses a viewer anything else in the same write', async () => {
    await assertFails(
      updateDoc(boardRef(as(VIC)), { watcherIds: arrayUnion(VIC), title: 'Mine now' }),
    );
  });

  it('refuses anyone, the owner too, changing someone else', async () => {
    await assertSucceeds(updateDoc(boardRef(as(ERIN)), { mutedBy: arrayUnion(ERIN) }));
    await assertFails(updateDoc(boardRef(as(ALICE)), { mutedBy: arrayRemove(ERIN) }));
    await assertFails(updateDoc(boardRef(as(ALICE)), { watcherIds: arrayUnion(VIC) }));
    await assertFails(updateDoc(boardRef(as(VIC)), { watcherIds: arrayUnion(ERIN) }));
  });

  it('refuses strangers and former members', async () => {
    await assertFails(updateDoc(boardRef(as(SAM)), { watcherIds: arrayUnion(SAM) }));
    await assertFails(updateDoc(boardRef(as(RITA)), { mutedBy: arrayUnion(RITA) }));
  });

  it('keeps each list at most 200 uids', async () => {
    await seed({ [`boards/${SHARED}`]: sharedBoard({ mutedBy: uids(200) }) });
    await assertFails(updateDoc(boardRef(as(VIC)), { mutedBy: arrayUnion(VIC) }));
  });

  it('refuses a new board listing anyone but its creator as watching or muting', async () => {
    const create = (fields: DocumentData) => {
      const db = as(SAM);
      const batch = writeBatch(db);
      batch.set(boardRef(db, 'sam-board'), {
        ...storedBoard(SAM, {
          labels: {},
          members: { [SAM]: storedMember('owner', 'Sam', emailOf(SAM)) },
        }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ...fields,
      });
      batch.update(doc(db, 'users', SAM), { boards: arrayUnion('sam-board') });
      return batch.commit();
    };
    await assertFails(create({ watcherIds: [ALICE] }));
    await assertFails(create({ watcherIds: [SAM, ALICE] }));
    await assertFails(create({ mutedBy: [ERIN] }));
    await assertSucceeds(create({ watcherIds: [SAM], mutedBy: [] }));
  });

  it('still lets the owner rename the board, stamped, alongside others’ watching', async () => {
    await assertSucceeds(updateDoc(boardRef(as(VIC)), { watcherIds: arrayUnion(VIC) }));
    await assertSucceeds(
      updateDoc(boardRef(as(ALICE)), { title: 'Plans', updatedAt: serverTimestamp() }),
    );
  });
});
