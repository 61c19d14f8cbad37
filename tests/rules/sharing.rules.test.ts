/**
 * Firestore security rules tests for shared boards (issue 10; docs/data-model.md, "Members and
 * roles"): who reads a board and what is under it, the dashboard's queries, what each role may
 * write, the owner's member changes, leaving, accepting an invitation, the users record's
 * `boards` and card assignees. Each from both sides, for the owner, an editor, a viewer, an
 * invitee, a removed member and a stranger (sharingWorld.ts).
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
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { countsRef, rulesTestEnvironment, storedBoard, storedCard, storedMember } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  IVY,
  IVY_EMAIL,
  IVY_TOKEN_EMAIL,
  OLD,
  RITA,
  SAM,
  SAMS,
  SHARED,
  TODO,
  VIC,
  accept,
  boardRef,
  cardRef,
  createCard,
  createList,
  deleteCard,
  deleteList,
  emailOf,
  invitationRef,
  leave,
  listRef,
  newCard,
  seedWorld,
  storedInvitation,
  verified,
} from './sharingWorld';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-sharing');

beforeEach(async () => {
  await seedWorld(seed);
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));
const ivy = (): Firestore => signedInAs(IVY, verified(IVY, IVY_TOKEN_EMAIL));

const MEMBERS_OF_SHARED = [ALICE, ERIN, VIC];
const NOT_MEMBERS = [RITA, IVY, SAM];

const renameLabel = (db: Firestore) =>
  updateDoc(boardRef(db), {
    'labels.label-1': { name: 'Later', color: 'red', rank: 'a0' },
    updatedAt: serverTimestamp(),
  });

const renameBoard = (db: Firestore, boardId: string = SHARED) =>
  updateDoc(boardRef(db, boardId), { title: 'Plans', updatedAt: serverTimestamp() });

const recolourBoard = (db: Firestore) =>
  updateDoc(boardRef(db), { color: 'green', updatedAt: serverTimestamp() });

const editList = (db: Firestore) =>
  updateDoc(listRef(db), { title: 'Today', updatedAt: serverTimestamp() });

const editCard = (db: Firestore) =>
  updateDoc(cardRef(db), { title: 'Ship it', updatedAt: serverTimestamp() });

/** The first step of deleting a board: `deleting` and off the owner's dashboard. */
function startDeleting(db: Firestore, uid: string): Promise<void> {
  const batch = writeBatch(db);
  batch.update(boardRef(db), { deleting: true });
  batch.update(doc(db, 'users', uid), { boards: arrayRemove(SHARED) });
  return batch.commit();
}

const setMember = (db: Firestore, uid: string, entry: unknown) =>
  updateDoc(boardRef(db), { [`members.${uid}`]: entry });

// === Reading ===============================================================================

describe('reading a shared board and what is under it', () => {
  it.each(MEMBERS_OF_SHARED)('%s (a member) reads the board, its lists and cards', async (uid) => {
    const db = as(uid);
    await assertSucceeds(getDoc(boardRef(db)));
    await assertSucceeds(getDoc(countsRef(db, SHARED)));
    await assertSucceeds(getDoc(listRef(db)));
    await assertSucceeds(getDoc(cardRef(db)));
    await assertSucceeds(getDocs(collection(db, 'boards', SHARED, 'lists')));
    await assertSucceeds(getDocs(collection(db, 'boards', SHARED, 'cards')));
  });

  it.each(NOT_MEMBERS)('%s (not a member) reads nothing of it', async (uid) => {
    const db = as(uid);
    await assertFails(getDoc(boardRef(db)));
    await assertFails(getDoc(countsRef(db, SHARED)));
    await assertFails(getDoc(listRef(db)));
    await assertFails(getDoc(cardRef(db)));
    await assertFails(getDocs(collection(db, 'boards', SHARED, 'lists')));
    await assertFails(getDocs(collection(db, 'boards', SHARED, 'cards')));
  });

  it('nobody signed out reads it', async () => {
    await assertFails(getDoc(boardRef(signedOut())));
    await assertFails(getDoc(countsRef(signedOut(), SHARED)));
    await assertFails(getDoc(listRef(signedOut())));
  });

  it('a member who is removed can no longer read anything', async () => {
    await assertSucceeds(getDoc(boardRef(as(VIC))));
    await setMember(as(ALICE), VIC, deleteField());
    await assertFails(getDoc(boardRef(as(VIC))));
    await assertFails(getDoc(listRef(as(VIC))));
    await assertFails(getDoc(cardRef(as(VIC))));
  });

  it('a board from before sharing is still read by its owner, and only them', async () => {
    await assertSucceeds(getDoc(boardRef(as(ALICE), OLD)));
    await assertSucceeds(getDoc(cardRef(as(ALICE), CARD, OLD)));
    await assertFails(getDoc(boardRef(as(ERIN), OLD)));
    await assertFails(getDoc(cardRef(as(ERIN), CARD, OLD)));
  });

  it('an entry whose role is not a reading role reads nothing', async () => {
    await seed({
      [`boards/${SAMS}`]: storedBoard(SAM, {
        members: { [ERIN]: { role: 'stranger', name: 'Erin', email: emailOf(ERIN) } },
      }),
    });
    await assertFails(getDoc(boardRef(as(ERIN), SAMS)));
  });

  it("an entry saying 'owner' makes nobody but ownerId the owner", async () => {
    // The rules never let one be written; a board that had one anyway gives it nothing.
    await seed({
      [`boards/${SAMS}`]: storedBoard(SAM, {
        members: { [ERIN]: storedMember('owner', 'Erin', emailOf(ERIN)) },
      }),
    });
    await assertFails(getDoc(boardRef(as(ERIN), SAMS)));
    await assertFails(
      updateDoc(boardRef(as(ERIN), SAMS), { title: 'Mine', updatedAt: serverTimestamp() }),
    );
  });
});

describe("the dashboard's queries", () => {
  const shared = (db: Firestore, uid: string) =>
    query(collection(db, 'boards'), where(`members.${uid}.role`, 'in', ['editor', 'viewer']));

  it('the owner lists the boards they own', async () => {
    const result = await assertSucceeds(
      getDocs(query(collection(as(ALICE), 'boards'), where('ownerId', '==', ALICE))),
    );
    expect(result.docs.map((board) => board.id).sort()).toEqual([OLD, SHARED]);
  });

  it.each([ERIN, VIC])('%s lists the boards shared with them', async (uid) => {
    const result = await assertSucceeds(getDocs(shared(as(uid), uid)));
    expect(result.docs.map((board) => board.id)).toEqual([SHARED]);
  });

  it('someone with no shared boards gets none, and is allowed to ask', async () => {
    const result = await assertSucceeds(getDocs(shared(as(SAM), SAM)));
    expect(result.docs).toEqual([]);
  });

  it('a removed member no longer gets the board', async () => {
    await setMember(as(ALICE), ERIN, deleteField());
    const result = await assertSucceeds(getDocs(shared(as(ERIN), ERIN)));
    expect(result.docs).toEqual([]);
  });

  it('nobody may list all boards, or the boards shared with someone else', async () => {
    await assertFails(getDocs(collection(as(ERIN), 'boards')));
    await assertFails(getDocs(shared(as(SAM), ERIN)));
    await assertFails(
      getDocs(query(collection(as(ERIN), 'boards'), where('ownerId', '==', ALICE))),
    );
    await assertFails(
      getDocs(query(collection(as(ERIN), 'boards'), where(`members.${ERIN}.role`, '==', 'owner'))),
    );
  });
});

// === Writing lists, cards and the board ====================================================

describe('what each role may write', () => {
  it.each([ALICE, ERIN])('%s (owner or editor) creates, edits and deletes lists', async (uid) => {
    await assertSucceeds(createList(as(uid)));
    await assertSucceeds(editList(as(uid)));
    await assertSucceeds(deleteCard(as(uid)));
    await assertSucceeds(deleteList(as(uid)));
  });

  it.each([ALICE, ERIN])('%s (owner or editor) creates, edits and deletes cards', async (uid) => {
    await assertSucceeds(createCard(as(uid)));
    await assertSucceeds(editCard(as(uid)));
    await assertSucceeds(deleteCard(as(uid)));
  });

  it.each([ALICE, ERIN])('%s (owner or editor) changes the labels', async (uid) => {
    await assertSucceeds(renameLabel(as(uid)));
  });

  it.each([VIC, RITA, IVY, SAM])('%s writes no list, card or label', async (uid) => {
    const db = as(uid);
    await assertFails(createList(db));
    await assertFails(editList(db));
    await assertFails(deleteList(db));
    await assertFails(createCard(db));
    await assertFails(editCard(db));
    await assertFails(deleteCard(db));
    await assertFails(renameLabel(db));
  });

  it.each([VIC, SAM])('%s writes nothing to the counts document', async (uid) => {
    const db = as(uid);
    await assertFails(updateDoc(countsRef(db, SHARED), { countedCards: [CARD] }));
    await assertFails(setDoc(countsRef(db, SHARED), { cardCount: 0, listCount: 0 }));
    await assertFails(setDoc(countsRef(db, SHARED), { cardCount: 2, listCount: 1 }));
    await assertFails(deleteDoc(countsRef(db, SHARED)));
  });

  it('nobody signed out writes anything', async () => {
    await assertFails(createCard(signedOut()));
    await assertFails(editCard(signedOut()));
  });

  it('an editor keeps every count check: a card created without counting it is refused', async () => {
    await assertFails(setDoc(cardRef(as(ERIN), 'new-card'), newCard()));
    await assertFails(deleteDoc(cardRef(as(ERIN))));
  });

  it('the owner renames, recolours and deletes the board', async () => {
    await assertSucceeds(renameBoard(as(ALICE)));
    await assertSucceeds(recolourBoard(as(ALICE)));
    await assertSucceeds(startDeleting(as(ALICE), ALICE));
  });

  it.each([ERIN, VIC, SAM])(
    '%s does not rename, recolour or start deleting the board',
    async (uid) => {
      await assertFails(renameBoard(as(uid)));
      await assertFails(recolourBoard(as(uid)));
      await assertFails(updateDoc(boardRef(as(uid)), { deleting: true }));
      await assertFails(startDeleting(as(uid), uid));
    },
  );

  it('no client deletes the emptied board document, not even its owner (the server does)', async () => {
    await seed({
      [`boards/${SAMS}`]: storedBoard(SAM, {
        deleting: true,
        members: {
          [SAM]: storedMember('owner', 'Sam', emailOf(SAM)),
          [ERIN]: storedMember('editor', 'Erin', emailOf(ERIN)),
        },
      }),
    });
    await assertSucceeds(getDoc(boardRef(as(ERIN), SAMS)));
    await assertFails(deleteDoc(boardRef(as(ERIN), SAMS)));
    await assertFails(deleteDoc(boardRef(as(SAM), SAMS)));
  });

  it('an editor cannot make itself the owner, or take the board', async () => {
    const db = as(ERIN);
    await assertFails(setMember(db, ERIN, storedMember('owner', 'Erin', emailOf(ERIN))));
    await assertFails(updateDoc(boardRef(db), { ownerId: ERIN }));
    await assertFails(
      updateDoc(boardRef(db), { ownerId: ERIN, [`members.${ERIN}.role`]: 'owner' }),
    );
  });

  it("an editor cannot change another member's role, remove them or add anyone", async () => {
    const db = as(ERIN);
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.role`]: 'editor' }));
    await assertFails(setMember(db, VIC, deleteField()));
    await assertFails(setMember(db, SAM, storedMember('viewer', 'Sam', emailOf(SAM))));
    await assertFails(updateDoc(boardRef(db), { [`members.${ALICE}.role`]: 'viewer' }));
  });

  it('a viewer cannot promote itself, or add anyone', async () => {
    const db = as(VIC);
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.role`]: 'editor' }));
    await assertFails(setMember(db, SAM, storedMember('viewer', 'Sam', emailOf(SAM))));
  });

  it('an editor cannot slip another change in with a label', async () => {
    await assertFails(
      updateDoc(boardRef(as(ERIN)), {
        'labels.label-1': { name: 'Later', color: 'red', rank: 'a0' },
        title: 'Mine',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

// === Members ==============================================================================

describe("the owner's member changes", () => {
  it("the owner sets another member's role to editor or viewer", async () => {
    await assertSucceeds(updateDoc(boardRef(as(ALICE)), { [`members.${VIC}.role`]: 'editor' }));
    await assertSucceeds(updateDoc(boardRef(as(ALICE)), { [`members.${ERIN}.role`]: 'viewer' }));
    const board = await getDoc(boardRef(as(ALICE)));
    expect(board.get(`members.${VIC}.role`)).toBe('editor');
    // The role took: Vic now edits, Erin no longer does.
    await assertSucceeds(editCard(as(VIC)));
    await assertFails(editCard(as(ERIN)));
  });

  it('the owner removes another member', async () => {
    await assertSucceeds(setMember(as(ALICE), ERIN, deleteField()));
    await assertFails(editCard(as(ERIN)));
  });

  it('the owner removes several members at once, but not while changing a role', async () => {
    await assertFails(
      updateDoc(boardRef(as(ALICE)), {
        [`members.${ERIN}`]: deleteField(),
        [`members.${VIC}.role`]: 'editor',
      }),
    );
    await assertSucceeds(
      updateDoc(boardRef(as(ALICE)), {
        [`members.${ERIN}`]: deleteField(),
        [`members.${VIC}`]: deleteField(),
      }),
    );
    await assertFails(getDoc(boardRef(as(VIC))));
  });

  it('the owner cannot make anyone else an owner, or give an unknown role', async () => {
    const db = as(ALICE);
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.role`]: 'owner' }));
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.role`]: 'admin' }));
  });

  it("the owner cannot change a member's name or email, or add fields", async () => {
    const db = as(ALICE);
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.name`]: 'Victor' }));
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.email`]: 'v@example.com' }));
    await assertFails(updateDoc(boardRef(db), { [`members.${VIC}.admin`]: true }));
  });

  it('the owner cannot add members directly (people join by accepting)', async () => {
    await assertFails(setMember(as(ALICE), SAM, storedMember('viewer', 'Sam', emailOf(SAM))));
  });

  it("the owner's own entry and ownerId never change", async () => {
    const db = as(ALICE);
    await assertFails(updateDoc(boardRef(db), { [`members.${ALICE}.role`]: 'editor' }));
    await assertFails(setMember(db, ALICE, deleteField()));
    await assertFails(updateDoc(boardRef(db), { ownerId: ERIN }));
    await assertFails(updateDoc(boardRef(db), { [`members.${ALICE}.name`]: 'Al' }));
  });

  it('the owner changes one role per write', async () => {
    await assertFails(
      updateDoc(boardRef(as(ALICE)), {
        [`members.${VIC}.role`]: 'editor',
        [`members.${ERIN}.role`]: 'viewer',
      }),
    );
  });

  it('a board from before sharing gains its owner’s entry, as the owner', async () => {
    const entry = storedMember('owner', 'Alice', emailOf(ALICE));
    await assertFails(setMember(as(ALICE), ALICE, { ...entry, role: 'editor' }));
    await assertFails(setMember(as(ERIN), ERIN, storedMember('owner', 'Erin', emailOf(ERIN))));
    await assertSucceeds(updateDoc(boardRef(as(ALICE), OLD), { [`members.${ALICE}`]: entry }));
  });
});

describe('creating a board with members', () => {
  function createBoard(db: Firestore, uid: string, members?: DocumentData): Promise<void> {
    const batch = writeBatch(db);
    batch.set(boardRef(db, `${uid}-board`), {
      ownerId: uid,
      title: 'Launch',
      color: 'green',
      labels: {},
      cardCount: 0,
      listCount: 0,
      deleting: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      ...(members ? { members } : {}),
    });
    batch.update(doc(db, 'users', uid), { boards: arrayUnion(`${uid}-board`) });
    return batch.commit();
  }

  const owner = storedMember('owner', 'Ivy', IVY_EMAIL);

  it('with exactly its creator as owner, or (an older client) without members', async () => {
    await assertSucceeds(createBoard(ivy(), IVY, { [IVY]: owner }));
    await assertSucceeds(createBoard(as(SAM), SAM));
  });

  it('not with anyone else in it, or its creator as less than owner', async () => {
    const db = ivy();
    await assertFails(
      createBoard(db, IVY, { [IVY]: owner, [SAM]: storedMember('editor', 'Sam', emailOf(SAM)) }),
    );
    await assertFails(createBoard(db, IVY, { [IVY]: { ...owner, role: 'editor' } }));
    await assertFails(createBoard(db, IVY, { [SAM]: storedMember('owner', 'Sam', emailOf(SAM)) }));
    await assertFails(createBoard(db, IVY, {}));
  });

  it('a member entry is exactly {role, name ≤ 100, email ≤ 320, lowercased}', async () => {
    const db = ivy();
    await assertFails(createBoard(db, IVY, { [IVY]: { ...owner, extra: 1 } }));
    await assertFails(createBoard(db, IVY, { [IVY]: { role: 'owner', name: 'Ivy' } }));
    await assertFails(createBoard(db, IVY, { [IVY]: { ...owner, name: 'x'.repeat(101) } }));
    await assertFails(createBoard(db, IVY, { [IVY]: { ...owner, name: 7 } }));
    await assertFails(
      createBoard(db, IVY, { [IVY]: { ...owner, email: `${'x'.repeat(309)}@example.com` } }),
    );
    await assertFails(createBoard(db, IVY, { [IVY]: { ...owner, email: IVY_TOKEN_EMAIL } }));
    await assertSucceeds(createBoard(db, IVY, { [IVY]: { ...owner, name: 'x'.repeat(100) } }));
  });
});

describe('leaving', () => {
  it.each([ERIN, VIC])('%s leaves: their entry and the board off their dashboard', async (uid) => {
    await assertSucceeds(leave(as(uid), uid));
    await assertFails(getDoc(boardRef(as(uid))));
    const record = await getDoc(doc(as(uid), 'users', uid));
    expect(record.get('boards')).toEqual([]);
  });

  it('leaving changes nothing else', async () => {
    await assertFails(
      updateDoc(boardRef(as(ERIN)), { [`members.${ERIN}`]: deleteField(), title: 'Gone' }),
    );
    await assertFails(
      updateDoc(boardRef(as(ERIN)), {
        [`members.${ERIN}`]: deleteField(),
        [`members.${VIC}`]: deleteField(),
      }),
    );
  });

  it('the owner cannot leave their own board', async () => {
    await assertFails(leave(as(ALICE), ALICE));
  });

  it('a member cannot take the board off their dashboard without leaving', async () => {
    await assertFails(updateDoc(doc(as(ERIN), 'users', ERIN), { boards: arrayRemove(SHARED) }));
  });

  it('someone removed by the owner takes the board off their dashboard', async () => {
    await assertSucceeds(updateDoc(doc(as(RITA), 'users', RITA), { boards: arrayRemove(SHARED) }));
  });
});

describe('accepting an invitation', () => {
  it('the invitee joins with the invited role and lists the board, in one batch', async () => {
    await assertSucceeds(accept(ivy(), IVY));
    await assertSucceeds(getDoc(boardRef(ivy())));
    await assertSucceeds(getDoc(cardRef(ivy())));
    await assertFails(editCard(ivy()));
    const record = await getDoc(doc(ivy(), 'users', IVY));
    expect(record.get('boards')).toEqual([SHARED]);
  });

  it('an editor invitation makes an editor', async () => {
    await seed({
      [`boards/${SHARED}/invitations/${IVY_EMAIL}`]: storedInvitation(IVY_EMAIL, {
        role: 'editor',
      }),
    });
    await assertFails(accept(ivy(), IVY, { role: 'viewer' }));
    await assertSucceeds(accept(ivy(), IVY, { role: 'editor' }));
    await assertSucceeds(editCard(ivy()));
  });

  it('not with a higher role than invited', async () => {
    await assertFails(accept(ivy(), IVY, { role: 'editor' }));
    await assertFails(accept(ivy(), IVY, { role: 'owner' }));
  });

  it('not without deleting the invitation in the same batch', async () => {
    await assertFails(accept(ivy(), IVY, { invitation: null }));
  });

  it('not with an unverified email, or none', async () => {
    await assertFails(accept(signedInAs(IVY, { email: IVY_EMAIL, email_verified: false }), IVY));
    await assertFails(accept(signedInAs(IVY, { email: IVY_EMAIL }), IVY));
    await assertFails(accept(signedInAs(IVY), IVY));
  });

  it("not someone else's invitation", async () => {
    // Sam deletes Ivy's invitation and joins with it; or adds Ivy's entry for her.
    await assertFails(accept(as(SAM), SAM));
    await assertFails(accept(as(SAM), SAM, { email: emailOf(SAM) }));
    await assertFails(accept(as(SAM), SAM, { uid: IVY, listed: false }));
    await assertFails(accept(ivy(), IVY, { uid: SAM, listed: false }));
  });

  it('not with an email other than their own, or a name over 100 characters', async () => {
    await assertFails(accept(ivy(), IVY, { email: emailOf(SAM) }));
    await assertFails(accept(ivy(), IVY, { email: IVY_TOKEN_EMAIL }));
    await assertFails(accept(ivy(), IVY, { name: 'x'.repeat(101) }));
  });

  it('not without an invitation, or with one to another board', async () => {
    await deleteDoc(invitationRef(as(ALICE), IVY_EMAIL));
    await assertFails(accept(ivy(), IVY));
    await seed({
      [`boards/${SAMS}/invitations/${IVY_EMAIL}`]: storedInvitation(IVY_EMAIL, {
        invitedBy: { uid: SAM, name: 'Sam' },
      }),
    });
    await assertFails(accept(ivy(), IVY, { invitation: IVY_EMAIL, boardId: SHARED }));
  });

  it('accepting changes nothing else on the board', async () => {
    const db = ivy();
    const batch = writeBatch(db);
    batch.update(boardRef(db), {
      [`members.${IVY}`]: storedMember('viewer', 'Ivy', IVY_EMAIL),
      title: 'Mine now',
      updatedAt: serverTimestamp(),
    });
    batch.delete(invitationRef(db, IVY_EMAIL));
    await assertFails(batch.commit());
  });

  it('a member cannot accept again (to change their role)', async () => {
    await seed({
      [`boards/${SHARED}/invitations/${emailOf(VIC)}`]: storedInvitation(emailOf(VIC), {
        role: 'editor',
      }),
    });
    await assertFails(
      accept(as(VIC), VIC, {
        invitation: emailOf(VIC),
        role: 'editor',
        email: emailOf(VIC),
        listed: false,
      }),
    );
  });

  it('into a board from before sharing: the map is made, the owner stays the owner', async () => {
    await seed({ [`boards/${OLD}/invitations/${IVY_EMAIL}`]: storedInvitation(IVY_EMAIL) });
    await assertSucceeds(accept(ivy(), IVY, { boardId: OLD }));
    await assertSucceeds(getDoc(cardRef(ivy(), CARD, OLD)));
    await assertSucceeds(renameBoard(as(ALICE), OLD));
    await assertSucceeds(leave(ivy(), IVY, OLD));
    await assertFails(getDoc(boardRef(ivy(), OLD)));
  });

  it('not into a board being deleted', async () => {
    await seed({ [`boards/${SHARED}`]: { ...(await sharedBoard()), deleting: true } });
    await assertFails(accept(ivy(), IVY, { listed: false }));
  });
});

async function sharedBoard(): Promise<DocumentData> {
  const snapshot = await getDoc(boardRef(as(ALICE)));
  return snapshot.data() ?? {};
}

// === users/{uid}.boards ===================================================================

describe("a member's dashboard (users/{uid}.boards)", () => {
  it('nobody lists a board they are not a member of', async () => {
    await assertFails(updateDoc(doc(as(SAM), 'users', SAM), { boards: arrayUnion(SHARED) }));
    await assertFails(updateDoc(doc(ivy(), 'users', IVY), { boards: arrayUnion(SHARED) }));
  });

  it('accepting without listing the board is allowed; listing it later too', async () => {
    await assertSucceeds(accept(ivy(), IVY, { listed: false }));
    await assertSucceeds(updateDoc(doc(ivy(), 'users', IVY), { boards: arrayUnion(SHARED) }));
  });

  it('a removed member can take it off; a current member cannot', async () => {
    await assertFails(updateDoc(doc(as(VIC), 'users', VIC), { boards: arrayRemove(SHARED) }));
    await setMember(as(ALICE), VIC, deleteField());
    await assertSucceeds(updateDoc(doc(as(VIC), 'users', VIC), { boards: arrayRemove(SHARED) }));
  });

  it('a member cannot list a board being deleted again', async () => {
    await seed({
      [`users/${ERIN}`]: { boards: [] },
      [`boards/${SHARED}`]: { ...(await sharedBoard()), deleting: true },
    });
    await assertFails(updateDoc(doc(as(ERIN), 'users', ERIN), { boards: arrayUnion(SHARED) }));
  });
});

// === Assignees ============================================================================

describe('card assignees', () => {
  const assign = (db: Firestore, uid: string, boardId: string = SHARED) =>
    updateDoc(cardRef(db, CARD, boardId), {
      assigneeIds: arrayUnion(uid),
      updatedAt: serverTimestamp(),
    });

  it.each([ALICE, ERIN, VIC])('an editor assigns %s (a member)', async (uid) => {
    await assertSucceeds(assign(as(ERIN), uid));
  });

  it.each([RITA, IVY, SAM, 'nobody'])('nobody assigns %s (not a member)', async (uid) => {
    // Rita is assigned from when she was a member; take her off first.
    await seed({ [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO) });
    await assertFails(assign(as(ERIN), uid));
    await assertFails(assign(as(ALICE), uid));
  });

  it('a viewer assigns nobody, not even themselves', async () => {
    await assertFails(assign(as(VIC), VIC));
  });

  it('the owner of a board from before sharing is assignable', async () => {
    await assertSucceeds(assign(as(ALICE), ALICE, OLD));
    await assertFails(assign(as(ALICE), ERIN, OLD));
  });

  it('someone no longer a member stays until unassigned', async () => {
    await assertSucceeds(editCard(as(ERIN)));
    await assertSucceeds(
      updateDoc(cardRef(as(ERIN)), {
        assigneeIds: arrayRemove(RITA),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('one person added per write, no one twice, at most 20', async () => {
    const db = as(ERIN);
    await assertFails(
      updateDoc(cardRef(db), { assigneeIds: arrayUnion(ERIN, VIC), updatedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(cardRef(db), { assigneeIds: [RITA, ERIN, ERIN], updatedAt: serverTimestamp() }),
    );
    await seed({
      [`boards/${SHARED}/cards/${CARD}`]: {
        ...(await getDoc(cardRef(db))).data(),
        assigneeIds: Array.from({ length: 20 }, (_: unknown, i: number) => `gone-${i}`),
      },
    });
    await assertFails(assign(db, ERIN));
    await assertFails(
      updateDoc(cardRef(db), { assigneeIds: 'erin', updatedAt: serverTimestamp() }),
    );
  });

  it('a card is created with a member assigned, not a stranger', async () => {
    await assertSucceeds(createCard(as(ERIN), newCard({ assigneeIds: [VIC] })));
    await seedWorld(seed);
    await assertFails(createCard(as(ERIN), newCard({ assigneeIds: [SAM] })));
  });

  it('a card without assignees is still valid', async () => {
    await assertSucceeds(createCard(as(ERIN), newCard()));
    await assertSucceeds(editCard(as(ALICE)));
  });
});
