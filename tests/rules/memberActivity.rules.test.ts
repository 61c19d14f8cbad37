/**
 * Firestore security rules tests for the feed's lines about members (src/domain/activity.ts,
 * memberRole, memberRemove, memberLeave): written in the batch that changes the member's entry,
 * as the app's edit pipeline writes them (services/firebase/editsClient.ts), and refused when
 * the line says something the batch did not do.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  collection,
  deleteField,
  doc,
  FieldPath,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { rulesTestEnvironment, storedMember } from './support';
import { ALICE, ERIN, SHARED, VIC, boardRef, emailOf, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-member-activity');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));
const activity = (db: Firestore) => collection(boardRef(db), 'activity');

const NAMES: Record<string, string> = { [ALICE]: 'Alice', [ERIN]: 'Erin', [VIC]: 'Vic' };

/** The line of a member change, as describeEdit writes it. */
function memberEntry(
  authorId: string,
  kind: 'memberRole' | 'memberRemove' | 'memberLeave',
  memberId: string,
  before: string | null,
  after: string | null,
  overrides: DocumentData = {},
): DocumentData {
  return {
    authorId,
    // The author's name as their members entry holds it (the rules check it).
    authorName: NAMES[authorId] ?? authorId,
    at: serverTimestamp(),
    kind,
    cardId: null,
    listId: null,
    subject: memberId,
    field: 'role',
    before,
    after,
    words: { memberId, person: memberId },
    changes: '',
    revertOf: null,
    ...overrides,
  };
}

/** One member's entry set (a role) or removed, with the line, in one batch. */
function changeWithEntry(
  db: Firestore,
  uid: string,
  role: 'editor' | 'viewer' | null,
  entry: DocumentData,
) {
  const batch = writeBatch(db);
  batch.update(
    boardRef(db),
    new FieldPath('members', uid),
    role ? storedMember(role, uid === ERIN ? 'Erin' : 'Vic', emailOf(uid)) : deleteField(),
    'updatedAt',
    serverTimestamp(),
  );
  batch.set(doc(activity(db)), entry);
  return batch;
}

/** Leaving: the member's entry, the line, and the board off their own record. */
function leaveWithEntry(db: Firestore, uid: string, entry: DocumentData) {
  const batch = changeWithEntry(db, uid, null, entry);
  batch.update(doc(db, 'users', uid), {
    boards: arrayRemove(SHARED),
    starred: arrayRemove(SHARED),
  });
  return batch.commit();
}

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a role change in the feed', () => {
  it('lets the owner write “made Erin a viewer” with the role change', async () => {
    const line = memberEntry(ALICE, 'memberRole', ERIN, 'editor', 'viewer');
    await assertSucceeds(changeWithEntry(as(ALICE), ERIN, 'viewer', line).commit());
  });

  it('refuses a line that lies about the role, the person, or a change not made', async () => {
    const db = as(ALICE);
    // Says editor → editor while the batch made her a viewer.
    const wrongRole = memberEntry(ALICE, 'memberRole', ERIN, 'editor', 'editor');
    await assertFails(changeWithEntry(db, ERIN, 'viewer', wrongRole).commit());
    // Names Vic while the batch changed Erin.
    const wrongPerson = memberEntry(ALICE, 'memberRole', VIC, 'viewer', 'editor');
    await assertFails(changeWithEntry(db, ERIN, 'viewer', wrongPerson).commit());
    // Alone, about no change at all (Erin is still an editor).
    const alone = writeBatch(db);
    alone.update(boardRef(db), { title: 'Plans', updatedAt: serverTimestamp() });
    alone.set(doc(activity(db)), memberEntry(ALICE, 'memberRole', ERIN, 'editor', 'viewer'));
    await assertFails(alone.commit());
  });

  it('refuses a role change by an editor, line or not', async () => {
    const line = memberEntry(ERIN, 'memberRole', VIC, 'viewer', 'editor');
    await assertFails(changeWithEntry(as(ERIN), VIC, 'editor', line).commit());
  });
});

describe('a removal in the feed', () => {
  it('lets the owner write “removed Erin” with the removal', async () => {
    const line = memberEntry(ALICE, 'memberRemove', ERIN, 'editor', null);
    await assertSucceeds(changeWithEntry(as(ALICE), ERIN, null, line).commit());
  });

  it('refuses a removal line that says it was a role change, or that she left', async () => {
    const db = as(ALICE);
    const asRole = memberEntry(ALICE, 'memberRole', ERIN, 'editor', 'viewer');
    await assertFails(changeWithEntry(db, ERIN, null, asRole).commit());
    const asLeave = memberEntry(ALICE, 'memberLeave', ERIN, 'editor', null);
    await assertFails(changeWithEntry(db, ERIN, null, asLeave).commit());
  });
});

describe('leaving in the feed', () => {
  it('lets an editor and a viewer write “left the board” as they leave', async () => {
    await assertSucceeds(
      leaveWithEntry(as(ERIN), ERIN, memberEntry(ERIN, 'memberLeave', ERIN, 'editor', null)),
    );
    await assertSucceeds(
      leaveWithEntry(as(VIC), VIC, memberEntry(VIC, 'memberLeave', VIC, 'viewer', null)),
    );
  });

  it('refuses a leave line written without leaving, or about someone else', async () => {
    const db = as(VIC);
    const stay = writeBatch(db);
    stay.set(doc(activity(db)), memberEntry(VIC, 'memberLeave', VIC, 'viewer', null));
    await assertFails(stay.commit());
    await assertFails(
      leaveWithEntry(as(VIC), VIC, memberEntry(VIC, 'memberLeave', ERIN, 'editor', null)),
    );
  });
});
