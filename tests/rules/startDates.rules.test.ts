/**
 * Firestore security rules tests for a card's start date (issue 33 §2): `start` is a real day
 * (YYYY-MM-DD) or null, on or before the card's due when both are set, and only an owner or
 * editor writes it.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';

import { rulesTestEnvironment } from './support';
import { ERIN, VIC, cardRef, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-start-dates');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const write = (db: Firestore, fields: Record<string, unknown>) =>
  updateDoc(cardRef(db), { ...fields, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a card’s start date', () => {
  it('takes a day, a day on or before the due, and null', async () => {
    const db = as(ERIN);
    await assertSucceeds(write(db, { start: '2026-12-03' }));
    await assertSucceeds(write(db, { start: '2026-12-03', due: '2026-12-07' }));
    await assertSucceeds(write(db, { start: '2026-12-07', due: '2026-12-07' }));
    await assertSucceeds(write(db, { start: null }));
  });

  it('refuses a start that is not a real day', async () => {
    const db = as(ERIN);
    for (const start of ['2026-12-3', '2026-02-30', '3 Dec 2026', 20261203, true]) {
      await assertFails(write(db, { start }));
    }
  });

  it('refuses a start after the due, and a due moved before the start', async () => {
    const db = as(ERIN);
    await assertFails(write(db, { start: '2026-12-08', due: '2026-12-07' }));
    await assertSucceeds(write(db, { start: '2026-12-03', due: '2026-12-07' }));
    await assertFails(write(db, { due: '2026-12-02' }));
    await assertFails(write(db, { start: '2026-12-09' }));
  });

  it('lets no viewer set it', async () => {
    await assertFails(write(as(VIC), { start: '2026-12-03' }));
  });
});
