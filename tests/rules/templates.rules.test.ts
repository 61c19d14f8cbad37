/**
 * Firestore security rules tests for templates (issue 32 §2): a card's `template` (a bool that
 * owners and editors set and clear) and a board's `template` (its owner's alone).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';

import { rulesTestEnvironment } from './support';
import {
  ALICE,
  ERIN,
  VIC,
  boardRef,
  cardRef,
  createCard,
  newCard,
  seedWorld,
  verified,
} from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-templates');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const markCard = (db: Firestore, value: unknown) =>
  updateDoc(cardRef(db), { template: value, updatedAt: serverTimestamp() });

const markBoard = (db: Firestore, value: unknown) =>
  updateDoc(boardRef(db), { template: value, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a template card', () => {
  it('is marked and unmarked by an editor, and may be created as one', async () => {
    await assertSucceeds(markCard(as(ERIN), true));
    await assertSucceeds(markCard(as(ERIN), false));
    await assertSucceeds(createCard(as(ERIN), newCard({ template: true })));
  });

  it('refuses a viewer’s mark and anything but a bool', async () => {
    await assertFails(markCard(as(VIC), true));
    await assertFails(markCard(as(ERIN), 'yes'));
    await assertFails(markCard(as(ERIN), 1));
    await assertFails(createCard(as(ERIN), newCard({ template: 'yes' })));
  });
});

describe('a template board', () => {
  it('is marked and unmarked by its owner', async () => {
    await assertSucceeds(markBoard(as(ALICE), true));
    await assertSucceeds(markBoard(as(ALICE), false));
  });

  it('refuses an editor’s or a viewer’s mark, a non-bool, and a mark without its time', async () => {
    await assertFails(markBoard(as(ERIN), true));
    await assertFails(markBoard(as(VIC), true));
    await assertFails(markBoard(as(ALICE), 'yes'));
    await assertFails(updateDoc(boardRef(as(ALICE)), { template: true }));
  });
});
