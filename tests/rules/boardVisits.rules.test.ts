/**
 * Firestore security rules tests for users/{uid}/boardVisits/{boardId}: when a person last
 * opened a board ("Changed since your last visit"). Only its owner reads and writes it, and a
 * write is exactly { at: the server's time }.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

import { ALICE, BOB, EARLIER, rulesTestEnvironment } from './support';

const { signedInAs, signedOut, seed } = rulesTestEnvironment('demo-boards-visits');

const BOARD = 'board-1';
const visitRef = (db: Firestore, uid = ALICE, boardId = BOARD) =>
  doc(db, 'users', uid, 'boardVisits', boardId);

describe('users/{uid}/boardVisits/{boardId}', () => {
  beforeEach(async () => {
    await seed({ [`users/${ALICE}/boardVisits/${BOARD}`]: { at: EARLIER } });
  });

  it('lets the owner read their own visit', async () => {
    const snapshot = await assertSucceeds(getDoc(visitRef(signedInAs(ALICE))));
    expect(snapshot.data()).toEqual({ at: EARLIER });
  });

  it('refuses reading another person’s visit, and reading signed out', async () => {
    await assertFails(getDoc(visitRef(signedInAs(BOB))));
    await assertFails(getDoc(visitRef(signedOut())));
  });

  it('refuses listing visits, even one’s own', async () => {
    await assertFails(getDocs(collection(signedInAs(ALICE), 'users', ALICE, 'boardVisits')));
  });

  it('lets the owner record a visit as the server’s time, new or again', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(setDoc(visitRef(db), { at: serverTimestamp() }));
    await assertSucceeds(setDoc(visitRef(db, ALICE, 'board-2'), { at: serverTimestamp() }));
    await assertSucceeds(updateDoc(visitRef(db), { at: serverTimestamp() }));
  });

  it('refuses a visit at a time the client chose', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(visitRef(db), { at: Timestamp.fromMillis(Date.now()) }));
    await assertFails(setDoc(visitRef(db, ALICE, 'board-2'), { at: EARLIER }));
  });

  it('refuses any other field, or none', async () => {
    const db = signedInAs(ALICE);
    await assertFails(setDoc(visitRef(db), { at: serverTimestamp(), boardId: BOARD }));
    await assertFails(setDoc(visitRef(db, ALICE, 'board-2'), {}));
    await assertFails(setDoc(visitRef(db, ALICE, 'board-2'), { when: serverTimestamp() }));
  });

  it('refuses writing another person’s visit, and writing signed out', async () => {
    await assertFails(setDoc(visitRef(signedInAs(BOB)), { at: serverTimestamp() }));
    await assertFails(setDoc(visitRef(signedInAs(BOB), ALICE, 'b'), { at: serverTimestamp() }));
    await assertFails(setDoc(visitRef(signedOut()), { at: serverTimestamp() }));
  });

  it('refuses deleting a visit', async () => {
    await assertFails(deleteDoc(visitRef(signedInAs(ALICE))));
  });
});
