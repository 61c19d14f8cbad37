/**
 * Firestore security rules tests for due times and reminders (issue 31 §3, issue 32 §5): a card's
 * `dueTime` is HH:MM on 24 hours and its `dueAt` a timestamp within two days of its day, both
 * only with a day (so cleared with it); and a person's `dueReminderLead` (users/{uid}) is one of
 * 1h, 24h, off, set by them alone.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

import { rulesTestEnvironment } from './support';
import { ERIN, VIC, cardRef, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-due-times');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const setDue = (db: Firestore, fields: Record<string, unknown>) =>
  updateDoc(cardRef(db), { ...fields, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a card’s due time and instant', () => {
  it('takes a day with a time and its instant, a day alone, and none (all cleared)', async () => {
    const db = as(ERIN);
    await assertSucceeds(
      setDue(db, { due: '2026-11-27', dueTime: '14:30', dueAt: at('2026-11-27T14:30:00Z') }),
    );
    // The setter's zone moves the instant by up to a day either way.
    await assertSucceeds(
      setDue(db, { due: '2026-11-27', dueTime: '23:59', dueAt: at('2026-11-28T11:59:00Z') }),
    );
    await assertSucceeds(
      setDue(db, { due: '2026-11-27', dueTime: null, dueAt: at('2026-11-27T22:59:59Z') }),
    );
    await assertSucceeds(setDue(db, { due: null, dueTime: null, dueAt: null }));
  });

  it('refuses a time not HH:MM on 24 hours, a time without its instant, or either without a day', async () => {
    const db = as(ERIN);
    const dueAt = at('2026-11-27T14:30:00Z');
    for (const dueTime of ['24:00', '9:30', '14:60', '14:30:00', 1430]) {
      await assertFails(setDue(db, { due: '2026-11-27', dueTime, dueAt }));
    }
    await assertFails(setDue(db, { due: '2026-11-27', dueTime: '14:30', dueAt: null }));
    await assertFails(setDue(db, { due: null, dueTime: '14:30', dueAt: null }));
    await assertFails(setDue(db, { due: null, dueTime: null, dueAt }));
  });

  it('refuses an instant far from its day, or not a timestamp', async () => {
    const db = as(ERIN);
    await assertFails(setDue(db, { due: '2026-11-27', dueAt: at('2026-11-30T12:00:00Z') }));
    await assertFails(setDue(db, { due: '2026-11-27', dueAt: at('2026-11-24T12:00:00Z') }));
    await assertFails(setDue(db, { due: '2026-11-27', dueAt: '2026-11-27T14:30:00Z' }));
    await assertFails(setDue(db, { due: '2026-11-27', dueAt: 1795000000000 }));
  });

  it('lets no viewer set it', async () => {
    await assertFails(
      setDue(as(VIC), { due: '2026-11-27', dueTime: '14:30', dueAt: at('2026-11-27T14:30:00Z') }),
    );
  });
});

describe('a person’s due reminder lead', () => {
  const record = (db: Firestore, uid: string) => doc(db, 'users', uid);

  beforeEach(async () => {
    await seed({ [`users/${ERIN}`]: { boards: [] } });
  });

  it('takes 1h, 24h and off from its owner', async () => {
    for (const lead of ['1h', '24h', 'off']) {
      await assertSucceeds(updateDoc(record(as(ERIN), ERIN), { dueReminderLead: lead }));
    }
  });

  it('refuses any other value, and anyone else', async () => {
    for (const lead of ['2h', '', null, 24, 'OFF']) {
      await assertFails(updateDoc(record(as(ERIN), ERIN), { dueReminderLead: lead }));
    }
    await seed({ [`users/${VIC}`]: { boards: [] } });
    await assertFails(updateDoc(record(as(ERIN), VIC), { dueReminderLead: 'off' }));
    await assertFails(setDoc(record(as(ERIN), ERIN), { boards: [], dueReminderLead: '2h' }));
  });
});
