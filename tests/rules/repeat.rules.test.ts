/**
 * Firestore security rules tests for a repeating card (issue 32 §3): `repeat` one of five rules
 * or null, `dueAt` (the server's index of the due instant) a timestamp or null, written by
 * owners and editors with the card.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';

import { rulesTestEnvironment } from './support';
import { ERIN, VIC, cardRef, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-repeat');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const write = (db: Firestore, fields: Record<string, unknown>) =>
  updateDoc(cardRef(db), { ...fields, updatedAt: serverTimestamp() });

const dueAt = Timestamp.fromMillis(Date.UTC(2026, 2, 11));

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a card’s repeat', () => {
  it('lets an editor make a card repeat, with its due and dueAt, change it and end it', async () => {
    const db = as(ERIN);
    await assertSucceeds(write(db, { due: '2026-03-10', dueAt, repeat: 'daily' }));
    for (const repeat of ['weekdays', 'weekly', 'monthly', 'completed']) {
      await assertSucceeds(write(db, { repeat }));
    }
    await assertSucceeds(write(db, { repeat: null }));
    await assertSucceeds(write(db, { due: null, dueAt: null }));
  });

  it('refuses another repeat, a dueAt that is no timestamp, and a viewer', async () => {
    const db = as(ERIN);
    await assertFails(write(db, { repeat: 'yearly' }));
    await assertFails(write(db, { repeat: true }));
    await assertFails(write(db, { dueAt: '2026-03-11' }));
    await assertFails(write(db, { dueAt: 1773187200000 }));
    await assertFails(write(as(VIC), { repeat: 'daily' }));
  });
});
