/**
 * Firestore security rules tests for invitations (issue 10; docs/data-model.md,
 * "boards/{boardId}/invitations/{email}"): the owner invites, lists and withdraws; the invitee
 * (verified email) reads and declines their own, also through the dashboard's collection-group
 * query; nobody else reads or writes one. Accepting is in sharing.rules.test.ts.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { rulesTestEnvironment, storedBoard } from './support';
import {
  ALICE,
  ERIN,
  IVY,
  IVY_EMAIL,
  IVY_TOKEN_EMAIL,
  OLD,
  RITA,
  SAM,
  SAMS,
  SHARED,
  VIC,
  emailOf,
  invitationRef,
  seedWorld,
  storedInvitation,
  verified,
} from './sharingWorld';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-invitations');

beforeEach(async () => {
  await seedWorld(seed);
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));
const ivy = (): Firestore => signedInAs(IVY, verified(IVY, IVY_TOKEN_EMAIL));

const NEW_EMAIL = 'newcomer@example.com';

/** An invitation as the owner's app writes it. */
function newInvitation(email: string = NEW_EMAIL, overrides: DocumentData = {}): DocumentData {
  return {
    email,
    role: 'editor',
    boardTitle: 'Roadmap',
    invitedBy: { uid: ALICE, name: 'Alice' },
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

const invite = (db: Firestore, email: string = NEW_EMAIL, overrides: DocumentData = {}) =>
  setDoc(invitationRef(db, email), newInvitation(email, overrides));

describe('inviting', () => {
  it.each(['editor', 'viewer'])('the owner invites an %s', async (role) => {
    await assertSucceeds(invite(as(ALICE), NEW_EMAIL, { role }));
  });

  it('the owner of a board from before sharing invites too', async () => {
    await assertSucceeds(
      setDoc(invitationRef(as(ALICE), NEW_EMAIL, OLD), newInvitation(NEW_EMAIL)),
    );
  });

  it.each([ERIN, VIC, RITA, IVY, SAM])('%s cannot invite', async (uid) => {
    await assertFails(invite(as(uid), NEW_EMAIL, { invitedBy: { uid, name: 'Someone' } }));
    await assertFails(invite(as(uid)));
  });

  it('nobody signed out invites', async () => {
    await assertFails(invite(signedOut()));
  });

  it('not as an owner, or an unknown role', async () => {
    await assertFails(invite(as(ALICE), NEW_EMAIL, { role: 'owner' }));
    await assertFails(invite(as(ALICE), NEW_EMAIL, { role: 'admin' }));
  });

  it('the id is the email, lowercased, at most 320 characters', async () => {
    const db = as(ALICE);
    await assertFails(setDoc(invitationRef(db, NEW_EMAIL), newInvitation(IVY_EMAIL)));
    await assertFails(invite(db, 'Newcomer@Example.com'));
    await assertFails(invite(db, `${'x'.repeat(309)}@example.com`));
    await assertSucceeds(invite(db, `${'x'.repeat(308)}@example.com`));
  });

  it('in the name of the inviting owner, at the server time', async () => {
    const db = as(ALICE);
    await assertFails(invite(db, NEW_EMAIL, { invitedBy: { uid: ERIN, name: 'Erin' } }));
    await assertFails(invite(db, NEW_EMAIL, { invitedBy: { uid: ALICE } }));
    await assertFails(invite(db, NEW_EMAIL, { invitedBy: { uid: ALICE, name: 'x'.repeat(101) } }));
    await assertFails(
      invite(db, NEW_EMAIL, { invitedBy: { uid: ALICE, name: 'Alice', admin: true } }),
    );
    await assertFails(invite(db, NEW_EMAIL, { createdAt: new Date(Date.UTC(2025, 0, 1)) }));
  });

  it("carrying the board's name, at most 100 characters, and nothing else", async () => {
    const db = as(ALICE);
    await assertFails(invite(db, NEW_EMAIL, { boardTitle: 'x'.repeat(101) }));
    await assertFails(invite(db, NEW_EMAIL, { boardTitle: 42 }));
    await assertFails(invite(db, NEW_EMAIL, { note: 'hello' }));
    const withoutTitle = newInvitation();
    delete withoutTitle.boardTitle;
    await assertFails(setDoc(invitationRef(db, NEW_EMAIL), withoutTitle));
  });

  it('not to a board being deleted, or one that does not exist', async () => {
    await seed({
      [`boards/${SHARED}`]: storedBoard(ALICE, { deleting: true }),
    });
    await assertFails(invite(as(ALICE)));
    await assertFails(
      setDoc(invitationRef(as(ALICE), NEW_EMAIL, 'no-board'), newInvitation(NEW_EMAIL)),
    );
  });

  it('an invitation is never updated, even by the owner', async () => {
    await assertFails(updateDoc(invitationRef(as(ALICE), IVY_EMAIL), { role: 'editor' }));
    await assertFails(updateDoc(invitationRef(ivy(), IVY_EMAIL), { role: 'editor' }));
  });
});

describe('reading invitations', () => {
  it("the owner reads and lists the board's invitations", async () => {
    await assertSucceeds(getDoc(invitationRef(as(ALICE), IVY_EMAIL)));
    const result = await assertSucceeds(
      getDocs(collection(as(ALICE), 'boards', SHARED, 'invitations')),
    );
    expect(result.docs.map((invitation) => invitation.id)).toEqual([IVY_EMAIL]);
  });

  it('the invitee reads their own (their token email in any case)', async () => {
    await assertSucceeds(getDoc(invitationRef(ivy(), IVY_EMAIL)));
    await assertSucceeds(
      getDoc(invitationRef(signedInAs(IVY, verified(IVY, IVY_EMAIL)), IVY_EMAIL)),
    );
  });

  it.each([ERIN, VIC, RITA, SAM])('%s reads no invitation, nor lists them', async (uid) => {
    await assertFails(getDoc(invitationRef(as(uid), IVY_EMAIL)));
    await assertFails(getDocs(collection(as(uid), 'boards', SHARED, 'invitations')));
  });

  it('the invitee cannot list the board’s other invitations', async () => {
    await assertFails(getDocs(collection(ivy(), 'boards', SHARED, 'invitations')));
  });

  it('not with an unverified email, or none', async () => {
    await assertFails(
      getDoc(
        invitationRef(signedInAs(IVY, { email: IVY_EMAIL, email_verified: false }), IVY_EMAIL),
      ),
    );
    await assertFails(getDoc(invitationRef(signedInAs(IVY), IVY_EMAIL)));
    await assertFails(getDoc(invitationRef(signedOut(), IVY_EMAIL)));
  });
});

describe("the invitee's dashboard query (collection group)", () => {
  const invitationsFor = (db: Firestore, email: string) =>
    query(collectionGroup(db, 'invitations'), where('email', '==', email));

  beforeEach(async () => {
    await seed({
      [`boards/${SAMS}/invitations/${IVY_EMAIL}`]: storedInvitation(IVY_EMAIL, {
        invitedBy: { uid: SAM, name: 'Sam' },
      }),
      [`boards/${SAMS}/invitations/${emailOf(ERIN)}`]: storedInvitation(emailOf(ERIN), {
        invitedBy: { uid: SAM, name: 'Sam' },
      }),
    });
  });

  it('finds every invitation to their own email, across boards', async () => {
    const result = await assertSucceeds(getDocs(invitationsFor(ivy(), IVY_EMAIL)));
    expect(result.docs.map((invitation) => invitation.ref.path).sort()).toEqual([
      `boards/${SAMS}/invitations/${IVY_EMAIL}`,
      `boards/${SHARED}/invitations/${IVY_EMAIL}`,
    ]);
  });

  it("refuses a query for someone else's email", async () => {
    await assertFails(getDocs(invitationsFor(ivy(), emailOf(ERIN))));
    await assertFails(getDocs(invitationsFor(as(SAM), IVY_EMAIL)));
  });

  it('refuses a query of all invitations, even to the owner', async () => {
    await assertFails(getDocs(collectionGroup(ivy(), 'invitations')));
    await assertFails(getDocs(collectionGroup(as(ALICE), 'invitations')));
  });

  it('refuses an unverified email', async () => {
    await assertFails(
      getDocs(
        invitationsFor(signedInAs(IVY, { email: IVY_EMAIL, email_verified: false }), IVY_EMAIL),
      ),
    );
  });
});

describe('withdrawing and declining', () => {
  it('the owner withdraws an invitation', async () => {
    await assertSucceeds(deleteDoc(invitationRef(as(ALICE), IVY_EMAIL)));
  });

  it('the invitee declines theirs', async () => {
    await assertSucceeds(deleteDoc(invitationRef(ivy(), IVY_EMAIL)));
  });

  it.each([ERIN, VIC, RITA, SAM])('%s deletes no invitation', async (uid) => {
    await assertFails(deleteDoc(invitationRef(as(uid), IVY_EMAIL)));
  });

  it('not with an unverified email', async () => {
    await assertFails(
      deleteDoc(
        invitationRef(signedInAs(IVY, { email: IVY_EMAIL, email_verified: false }), IVY_EMAIL),
      ),
    );
  });

  it('nobody signed out deletes one', async () => {
    await assertFails(deleteDoc(invitationRef(signedOut(), IVY_EMAIL)));
  });
});
