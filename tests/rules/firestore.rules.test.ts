/**
 * Firestore security rules tests (firestore.rules): users/{uid}, and
 * everything the rules do not name. Boards, lists and cards are in
 * boards.rules.test.ts.
 *
 * Runs against a Firestore emulator at FIRESTORE_EMULATOR_HOST (default
 * 127.0.0.1:8380): `npm run test:rules` starts one for you. The rules under
 * test are read from firestore.rules and loaded into the emulator on start-up,
 * so these tests always exercise the file in the repository.
 *
 * Every rule is checked from both sides: what it allows and what it refuses.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

import { LIMITS } from '../../src/domain/limits';
import { ALICE, BOB, ids, rulesTestEnvironment, storedBoard } from './support';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards');

function userRecord(db: Firestore, uid: string): DocumentReference {
  return doc(db, 'users', uid);
}

describe('creating a user record', () => {
  it('a signed-in user can create their own record with an empty boards list', async () => {
    await assertSucceeds(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [] }));
  });

  it('a user cannot create their record with extra fields', async () => {
    await assertFails(
      setDoc(userRecord(signedInAs(ALICE), ALICE), {
        boards: [],
        isAdmin: true,
      }),
    );
  });

  it('a user cannot create their record with starred preferences already in it', async () => {
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [], starred: [] }));
  });

  it('a user cannot create their record with boards already in it', async () => {
    await seed({ 'boards/board-1': storedBoard(ALICE) });
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: ['board-1'] }));
  });

  it('a user cannot create their record with boards that is not a list', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(userRecord(db, ALICE), { boards: 'board-1' }));
    await assertFails(setDoc(userRecord(db, ALICE), { boards: {} }));
    await assertFails(setDoc(userRecord(db, ALICE), { boards: null }));
  });

  it('a user cannot create their record without a boards list', async () => {
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), {}));
  });

  it("a user cannot create another user's record", async () => {
    await assertFails(setDoc(userRecord(signedInAs(BOB), ALICE), { boards: [] }));
  });

  it('a signed-out visitor cannot create any user record', async () => {
    await assertFails(setDoc(userRecord(signedOut(), ALICE), { boards: [] }));
  });
});

describe('reading a user record', () => {
  beforeEach(async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['board-1'] } });
  });

  it('a signed-in user can read their own record', async () => {
    const snapshot = await assertSucceeds(getDoc(userRecord(signedInAs(ALICE), ALICE)));
    expect(snapshot.data()).toEqual({ boards: ['board-1'] });
  });

  it('a signed-in user can check for their own record before it exists', async () => {
    const snapshot = await assertSucceeds(getDoc(userRecord(signedInAs(BOB), BOB)));
    expect(snapshot.exists()).toBe(false);
  });

  it("a user cannot read another user's record", async () => {
    await assertFails(getDoc(userRecord(signedInAs(BOB), ALICE)));
  });

  it('a signed-out visitor cannot read any user record', async () => {
    await assertFails(getDoc(userRecord(signedOut(), ALICE)));
  });

  it('a user cannot list everyone’s records', async () => {
    await assertFails(getDocs(collection(signedInAs(ALICE), 'users')));
    await assertFails(getDocs(collection(signedOut(), 'users')));
  });
});

describe('updating the boards of a user record', () => {
  beforeEach(async () => {
    await seed({
      [`users/${ALICE}`]: { boards: ['a-1', 'a-2'] },
      [`users/${BOB}`]: { boards: ['b-1'] },
      'boards/a-1': storedBoard(ALICE),
      'boards/a-2': storedBoard(ALICE),
      'boards/a-3': storedBoard(ALICE),
      'boards/a-4': storedBoard(ALICE),
      'boards/b-1': storedBoard(BOB),
    });
  });

  it('a user can reorder their boards (the app saves the whole list)', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: ['a-2', 'a-1'] }),
    );
  });

  it('a user cannot remove a live board from their list (it would leave the dashboard)', async () => {
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayRemove('a-1') }),
    );
  });

  it('a user cannot empty their list of live boards', async () => {
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [] }));
  });

  it('a user can remove a board whose delete has started', async () => {
    await seed({ 'boards/a-1': storedBoard(ALICE, { deleting: true }) });
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayRemove('a-1') }),
    );
  });

  it('a user cannot remove two boards in one update, even ones being deleted', async () => {
    await seed({
      'boards/a-1': storedBoard(ALICE, { deleting: true }),
      'boards/a-2': storedBoard(ALICE, { deleting: true }),
    });
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [] }));
  });

  it('a board whose delete has started cannot be listed again', async () => {
    await seed({ 'boards/a-3': storedBoard(ALICE, { deleting: true }) });
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('a-3') }),
    );
  });

  it(`the ${LIMITS.boardsPerUser}-board limit cannot be dodged by taking live boards off the list`, async () => {
    const full = ids(LIMITS.boardsPerUser);
    const documents: Record<string, DocumentData> = { [`users/${ALICE}`]: { boards: full } };
    for (const id of full.slice(0, 2)) documents[`boards/${id}`] = storedBoard(ALICE);
    await seed(documents);
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayRemove(full[0]) }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: [...full.slice(1), 'a-3'] }));
  });

  it('signing in again cannot wipe the board list: a new record over an existing one is refused', async () => {
    // createUserRecord's write, if it ever ran over an existing record, is an update.
    await assertFails(setDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [] }));
    const record = await getDoc(userRecord(signedInAs(ALICE), ALICE));
    expect(record.get('boards')).toEqual(['a-1', 'a-2']);
  });

  it('a user can remove the id of a board that no longer exists', async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['a-1', 'gone'] } });
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayRemove('gone') }),
    );
  });

  it('a user can add one board they own', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('a-3') }),
    );
  });

  it('a user can add one board they own while reordering the others', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: ['a-2', 'a-3', 'a-1'] }),
    );
  });

  it('adding an id that is already there adds nothing and is allowed', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('a-1') }),
    );
  });

  it('a user cannot add two boards in one update, even their own', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayUnion('a-3', 'a-4') }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: ['a-1', 'a-2', 'a-3', 'a-4'] }));
  });

  it("a user cannot add someone else's board", async () => {
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('b-1') }),
    );
  });

  it('a user cannot add the id of a board that does not exist', async () => {
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('no-such-board') }),
    );
  });

  it('a user cannot add an id that is not a string', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayUnion(42) }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayUnion(null) }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayUnion({ id: 'a-3' }) }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayUnion(true) }));
  });

  it('a user cannot list the same board twice', async () => {
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: ['a-1', 'a-2', 'a-1'] }),
    );
  });

  it(`a user can have ${LIMITS.boardsPerUser} boards in their record`, async () => {
    await seed({ [`users/${ALICE}`]: { boards: ids(LIMITS.boardsPerUser - 1) } });
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('a-3') }),
    );
  });

  it(`a user cannot have more than ${LIMITS.boardsPerUser} boards in their record`, async () => {
    await seed({ [`users/${ALICE}`]: { boards: ids(LIMITS.boardsPerUser) } });
    await assertFails(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: arrayUnion('a-3') }),
    );
  });

  it(`a user with ${LIMITS.boardsPerUser} boards can still reorder them`, async () => {
    const full = ids(LIMITS.boardsPerUser);
    await seed({ [`users/${ALICE}`]: { boards: full } });
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: [...full].reverse() }),
    );
  });

  it('a user cannot replace their boards list with a string', async () => {
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { boards: 'a-1' }));
  });

  it('a user cannot remove the boards list from their record', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(userRecord(db, ALICE), { starred: [] }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: deleteField() }));
  });

  it('a user cannot add an unknown field to their record', async () => {
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { isAdmin: true }));
  });

  it("a user cannot change another user's record", async () => {
    const db = signedInAs(BOB);
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: arrayUnion('b-1') }));
    await assertFails(updateDoc(userRecord(db, ALICE), { boards: [] }));
  });

  it('a signed-out visitor cannot change any user record', async () => {
    await assertFails(updateDoc(userRecord(signedOut(), ALICE), { boards: [] }));
  });
});

describe('updating the starred boards of a user record', () => {
  beforeEach(async () => {
    await seed({
      [`users/${ALICE}`]: { boards: ['a-1', 'a-2'] },
      'boards/a-1': storedBoard(ALICE),
      'boards/a-2': storedBoard(ALICE),
      'boards/a-3': storedBoard(ALICE),
    });
  });

  it('a user can star a board (the first star creates the list)', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { starred: arrayUnion('a-1') }),
    );
  });

  it('a user can star one more board', async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['a-1', 'a-2'], starred: ['a-1'] } });
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { starred: arrayUnion('a-2') }),
    );
  });

  it('a user can unstar a board, and clear their stars', async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['a-1', 'a-2'], starred: ['a-1', 'a-2'] } });
    const db = signedInAs(ALICE);
    await assertSucceeds(updateDoc(userRecord(db, ALICE), { starred: arrayRemove('a-1') }));
    await assertSucceeds(updateDoc(userRecord(db, ALICE), { starred: deleteField() }));
  });

  it('a user can add a board and star it in the same update', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), {
        boards: arrayUnion('a-3'),
        starred: arrayUnion('a-3'),
      }),
    );
  });

  it('starring does not check the board (a star only orders the dashboard)', async () => {
    await assertSucceeds(
      updateDoc(userRecord(signedInAs(ALICE), ALICE), { starred: arrayUnion('not-mine') }),
    );
  });

  it('a user cannot star two boards in one update', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: arrayUnion('a-1', 'a-2') }));
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: ['a-1', 'a-2'] }));
  });

  it('a user cannot star an id that is not a string', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: arrayUnion(1) }));
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: arrayUnion({ id: 'a-1' }) }));
  });

  it('a user cannot star an id longer than a board id can be (100 characters)', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: arrayUnion('x'.repeat(101)) }));
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: arrayUnion('') }));
    await assertSucceeds(
      updateDoc(userRecord(db, ALICE), { starred: arrayUnion('x'.repeat(100)) }),
    );
  });

  it('a user cannot star the same board twice', async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['a-1'], starred: ['a-1'] } });
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), ALICE), { starred: ['a-1', 'a-1'] }));
  });

  it('a user cannot save starred boards that are not a list', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: 'a-1' }));
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: null }));
  });

  it(`a user can star up to ${LIMITS.boardsPerUser} boards, and no more`, async () => {
    const db = signedInAs(ALICE);
    await seed({ [`users/${ALICE}`]: { boards: [], starred: ids(LIMITS.boardsPerUser - 1) } });
    await assertSucceeds(updateDoc(userRecord(db, ALICE), { starred: arrayUnion('a-1') }));
    await assertFails(updateDoc(userRecord(db, ALICE), { starred: arrayUnion('a-2') }));
  });

  it("a user cannot star boards in another user's record", async () => {
    await seed({ [`users/${BOB}`]: { boards: [] } });
    await assertFails(updateDoc(userRecord(signedInAs(ALICE), BOB), { starred: ['a-1'] }));
    await assertFails(updateDoc(userRecord(signedOut(), BOB), { starred: ['a-1'] }));
  });
});

describe('deleting a user record', () => {
  beforeEach(async () => {
    await seed({ [`users/${ALICE}`]: { boards: ['board-1'] } });
  });

  it('a user cannot delete their own record', async () => {
    await assertFails(deleteDoc(userRecord(signedInAs(ALICE), ALICE)));
  });

  it("a user cannot delete another user's record", async () => {
    await assertFails(deleteDoc(userRecord(signedInAs(BOB), ALICE)));
  });

  it('a signed-out visitor cannot delete any user record', async () => {
    await assertFails(deleteDoc(userRecord(signedOut(), ALICE)));
  });
});

describe('everything else', () => {
  // Alice's own board is there, so these are refused for what they are, not
  // because the board is missing or someone else's.
  const elsewhere: string[] = [
    'boards/board-1/comments/comment-1',
    'boards/board-1/lists/list-1/cards/card-1',
    `users/${ALICE}/private/settings`,
    'lists/list-1',
    'cards/card-1',
    'admin/config',
  ];

  beforeEach(async () => {
    const documents: Record<string, DocumentData> = {
      [`users/${ALICE}`]: { boards: ['board-1'] },
      'boards/board-1': storedBoard(ALICE),
    };
    for (const path of elsewhere) documents[path] = { owner: ALICE };
    await seed(documents);
  });

  it.each(elsewhere)('a signed-in user cannot read or write %s', async (path: string) => {
    const db = signedInAs(ALICE);
    await assertFails(getDoc(doc(db, path)));
    await assertFails(setDoc(doc(db, path), { owner: ALICE }));
    await assertFails(deleteDoc(doc(db, path)));
  });

  it.each(elsewhere)('a signed-out visitor cannot read or write %s', async (path: string) => {
    const db = signedOut();
    await assertFails(getDoc(doc(db, path)));
    await assertFails(setDoc(doc(db, path), { owner: ALICE }));
    await assertFails(deleteDoc(doc(db, path)));
  });

  it('a signed-in user cannot create a document in a new collection', async () => {
    await assertFails(setDoc(doc(signedInAs(ALICE), 'settings', 'theme'), { owner: ALICE }));
  });

  it('a signed-in user cannot list another collection', async () => {
    await assertFails(getDocs(collection(signedInAs(ALICE), 'admin')));
    await assertFails(getDocs(collection(signedInAs(ALICE), 'boards', 'board-1', 'comments')));
  });
});
