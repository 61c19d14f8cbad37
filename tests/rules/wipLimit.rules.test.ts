/**
 * Firestore security rules tests for a list's work-in-progress limit (issue 32 §4): `wipLimit`
 * a whole number from 1 to 999 or null, `wipStrict` a bool, set by owners and editors. The
 * limit itself is kept by the app (rules cannot count a list's cards).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';

import { rulesTestEnvironment } from './support';
import { ERIN, VIC, listRef, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-wip-limit');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const limit = (db: Firestore, fields: Record<string, unknown>) =>
  updateDoc(listRef(db), { ...fields, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a list’s limit', () => {
  it('lets an editor set a limit, make it strict, and remove it', async () => {
    const db = as(ERIN);
    await assertSucceeds(limit(db, { wipLimit: 1, wipStrict: false }));
    await assertSucceeds(limit(db, { wipLimit: 999, wipStrict: true }));
    await assertSucceeds(limit(db, { wipLimit: null, wipStrict: false }));
  });

  it('refuses a limit out of bounds or not a whole number, a strict that is no bool, and a viewer', async () => {
    const db = as(ERIN);
    await assertFails(limit(db, { wipLimit: 0 }));
    await assertFails(limit(db, { wipLimit: 1000 }));
    await assertFails(limit(db, { wipLimit: 2.5 }));
    await assertFails(limit(db, { wipLimit: '3' }));
    await assertFails(limit(db, { wipLimit: -1 }));
    await assertFails(limit(db, { wipStrict: 'yes' }));
    await assertFails(limit(as(VIC), { wipLimit: 3, wipStrict: false }));
  });
});
