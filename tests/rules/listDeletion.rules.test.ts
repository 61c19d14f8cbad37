/**
 * Firestore security rules tests (firestore.rules): a list's delete, made resumable like a
 * board's. The list is marked `deleting` first (hidden everywhere), its cards go in chunks
 * that lower the card count (on the board's counts document), then the list; a refused chunk
 * brings the list back.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, updateDoc, writeBatch } from 'firebase/firestore';

import {
  ALICE,
  BOB,
  countCards,
  countList,
  countsOf,
  countsRef,
  ids,
  rulesTestEnvironment,
  storedBoard,
  storedCard,
  storedList,
} from './support';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-list-deletion');

const BOARD = 'board';
const LIST = 'list';

beforeEach(async () => {
  const cards = Object.fromEntries(
    ids(3, 'card').map((id) => [`boards/${BOARD}/cards/${id}`, storedCard(LIST)]),
  );
  await seed({
    [`users/${ALICE}`]: { boards: [BOARD] },
    [`boards/${BOARD}`]: storedBoard(ALICE, { cardCount: 3, listCount: 1 }),
    [`boards/${BOARD}/lists/${LIST}`]: storedList(),
    ...cards,
  });
});

const listRef = (uid: string) => doc(signedInAs(uid), 'boards', BOARD, 'lists', LIST);

describe('marking a list deleting', () => {
  it('the owner can mark a list (one from before the field existed) deleting, and back', async () => {
    await assertSucceeds(
      updateDoc(listRef(ALICE), { deleting: true, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(listRef(ALICE), { deleting: false, updatedAt: serverTimestamp() }),
    );
  });

  it('deleting is true or false, and no one else may set it', async () => {
    await assertFails(updateDoc(listRef(ALICE), { deleting: 'yes', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(listRef(BOB), { deleting: true, updatedAt: serverTimestamp() }));
  });

  it('its cards go in a chunk that lowers the count by as many, then the list', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(
      updateDoc(listRef(ALICE), { deleting: true, updatedAt: serverTimestamp() }),
    );
    // Counted, as every card delete is: the batch names the cards it deletes.
    const batch = writeBatch(db);
    for (const id of ids(3, 'card')) batch.delete(doc(db, 'boards', BOARD, 'cards', id));
    countCards(batch, db, BOARD, -3, ids(3, 'card'));
    await assertSucceeds(batch.commit());
    // The list on its own would leave listCount wrong; with it lowered, naming the list, it goes.
    await assertFails(deleteDoc(listRef(ALICE)));
    const last = writeBatch(db);
    last.delete(doc(db, 'boards', BOARD, 'lists', LIST));
    countList(last, db, BOARD, -1, LIST);
    await assertSucceeds(last.commit());
    // A board from before the counts document: its first count created it, from 0.
    expect(await countsOf(db, BOARD)).toEqual({ cardCount: 0, listCount: 0 });
    expect((await getDoc(countsRef(db, BOARD))).data()).toEqual({
      cardCount: -3,
      listCount: -1,
      countedCards: ids(3, 'card'),
      countedList: LIST,
    });
  });
});
