/**
 * Firestore security rules tests (firestore.rules): the list a card is created in or moved
 * into must exist and not be being deleted. A list's delete asks the server for its cards once
 * it is marked `deleting`; a card another device put there afterwards would be left behind,
 * hidden and counted, once the list is gone.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import {
  ALICE,
  cardFields,
  rulesTestEnvironment,
  storedBoard,
  storedCard,
  storedList,
  countCards,
  countsRef,
} from './support';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-card-targets');

const BOARD = 'board';
const LIVE = 'live';
const OTHER = 'other';
const DELETING = 'deleting';
const CARD = 'card';

beforeEach(async () => {
  await seed({
    [`users/${ALICE}`]: { boards: [BOARD] },
    [`boards/${BOARD}`]: storedBoard(ALICE, { cardCount: 1, listCount: 3 }),
    [`boards/${BOARD}/lists/${LIVE}`]: storedList(),
    [`boards/${BOARD}/lists/${OTHER}`]: storedList({ rank: 'a1', deleting: false }),
    [`boards/${BOARD}/lists/${DELETING}`]: storedList({ rank: 'a2', deleting: true }),
    [`boards/${BOARD}/cards/${CARD}`]: storedCard(LIVE),
  });
});

const cardRef = (db: Firestore, cardId: string = CARD) => doc(db, 'boards', BOARD, 'cards', cardId);

/** A new card in `listId`, counted, in one batch as the app writes it. */
function createCardIn(db: Firestore, listId: string): Promise<void> {
  const batch = writeBatch(db);
  batch.set(cardRef(db, 'new-card'), {
    ...cardFields(listId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  countCards(batch, db, BOARD, 1, ['new-card']);
  return batch.commit();
}

const stamped = (fields: DocumentData): DocumentData => ({
  ...fields,
  updatedAt: serverTimestamp(),
});

describe('creating a card', () => {
  it('a card can be created in a live list (one from before `deleting` existed)', async () => {
    await assertSucceeds(createCardIn(signedInAs(ALICE), LIVE));
  });

  it('a card can be created in a list marked deleting: false', async () => {
    await assertSucceeds(createCardIn(signedInAs(ALICE), OTHER));
  });

  it('a card cannot be created in a list being deleted', async () => {
    await assertFails(createCardIn(signedInAs(ALICE), DELETING));
  });

  it('a card cannot be created in a list that does not exist', async () => {
    await assertFails(createCardIn(signedInAs(ALICE), 'no-such-list'));
  });

  it('a card can be created with its list in one batch', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.set(doc(db, 'boards', BOARD, 'lists', 'new-list'), {
      title: 'Doing',
      rank: 'a3',
      archived: false,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(cardRef(db, 'new-card'), {
      ...cardFields('new-list'),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(
      countsRef(db, BOARD),
      {
        listCount: increment(1),
        countedList: 'new-list',
        cardCount: increment(1),
        countedCards: ['new-card'],
      },
      { merge: true },
    );
    await assertSucceeds(batch.commit());
  });

  it('a card cannot be created in a list that the same batch marks deleting', async () => {
    const db = signedInAs(ALICE);
    const batch = writeBatch(db);
    batch.update(doc(db, 'boards', BOARD, 'lists', LIVE), stamped({ deleting: true }));
    batch.set(cardRef(db, 'new-card'), {
      ...cardFields(LIVE),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    countCards(batch, db, BOARD, 1, ['new-card']);
    await assertFails(batch.commit());
  });
});

describe('moving and editing a card', () => {
  it('a card can move to another live list', async () => {
    await assertSucceeds(
      updateDoc(cardRef(signedInAs(ALICE)), stamped({ listId: OTHER, rank: 'a1' })),
    );
  });

  it('a card cannot move into a list being deleted, or one that does not exist', async () => {
    const db = signedInAs(ALICE);
    await assertFails(updateDoc(cardRef(db), stamped({ listId: DELETING, rank: 'a1' })));
    await assertFails(updateDoc(cardRef(db), stamped({ listId: 'no-such-list', rank: 'a1' })));
  });

  it('a card can move within its list, and be edited, as before', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(updateDoc(cardRef(db), stamped({ rank: 'a0V' })));
    await assertSucceeds(updateDoc(cardRef(db), stamped({ title: 'Renamed', archived: true })));
  });
});
