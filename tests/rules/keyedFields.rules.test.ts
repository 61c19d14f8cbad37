/**
 * Firestore security rules tests (firestore.rules) for the fields people edit item by item:
 * board labels and card checklists (maps keyed by id, each item its own field) and card
 * labelIds (arrayUnion / arrayRemove). Each element a write adds or changes is checked;
 * documents from before the keyed form keep their old arrays until their first edit.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  deleteField,
  doc,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { LIMITS } from '../../src/domain/limits';
import {
  ALICE,
  BOB,
  ids,
  rulesTestEnvironment,
  storedBoard,
  storedCard,
  storedList,
} from './support';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-keyed');

const BOARD = 'board';
const OLD_BOARD = 'old-board';
const LIST = 'list';
const CARD = 'card';
const OLD_CARD = 'old-card';

const label = (name: string, color = 'red', rank = 'a0') => ({ name, color, rank });
const item = (text: string, done = false, rank = 'a0') => ({ text, done, rank });

/** `count` stored values keyed by `prefix-i`, ranked in order. */
function keyed<T>(count: number, prefix: string, make: (i: number) => T): Record<string, T> {
  return Object.fromEntries(ids(count, prefix).map((id, i) => [id, make(i)]));
}

beforeEach(async () => {
  await seed({
    [`users/${ALICE}`]: { boards: [BOARD, OLD_BOARD] },
    [`boards/${BOARD}`]: storedBoard(ALICE, {
      cardCount: 2,
      labels: { green: label('', 'green', 'a0'), red: label('Urgent', 'red', 'a1') },
    }),
    // Written before labels and checklist items were keyed.
    [`boards/${OLD_BOARD}`]: storedBoard(ALICE, {
      labels: [{ id: 'red', name: 'Old', color: 'red' }],
    }),
    [`boards/${BOARD}/lists/${LIST}`]: storedList(),
    [`boards/${BOARD}/cards/${CARD}`]: storedCard(LIST, {
      labelIds: ['red'],
      checklist: { one: item('One', false, 'a0'), two: item('Two', true, 'a1') },
    }),
    [`boards/${BOARD}/cards/${OLD_CARD}`]: storedCard(LIST, {
      checklist: [{ id: 'one', text: 'One', done: false }],
    }),
  });
});

const boardRef = (db: Firestore, id = BOARD) => doc(db, 'boards', id);
const cardRef = (db: Firestore, id = CARD) => doc(db, 'boards', BOARD, 'cards', id);
const stamped = (patch: DocumentData) => ({ ...patch, updatedAt: serverTimestamp() });

describe('board labels, one label per field', () => {
  it('the owner can add, rename, recolour and remove single labels', async () => {
    const board = boardRef(signedInAs(ALICE));
    await assertSucceeds(updateDoc(board, stamped({ 'labels.new': label('Blocked', 'purple') })));
    await assertSucceeds(updateDoc(board, stamped({ 'labels.red.name': 'Later' })));
    await assertSucceeds(updateDoc(board, stamped({ 'labels.green.color': 'lime' })));
    await assertSucceeds(updateDoc(board, stamped({ 'labels.green': deleteField() })));
  });

  it('another user cannot change them', async () => {
    await assertFails(updateDoc(boardRef(signedInAs(BOB)), stamped({ 'labels.red.name': 'Mine' })));
  });

  it(`a label name can be ${LIMITS.labelName} characters, and no more`, async () => {
    const board = boardRef(signedInAs(ALICE));
    const longest = 'n'.repeat(LIMITS.labelName);
    await assertSucceeds(updateDoc(board, stamped({ 'labels.red.name': longest })));
    await assertFails(updateDoc(board, stamped({ 'labels.red.name': `${longest}n` })));
    await assertFails(updateDoc(board, stamped({ 'labels.new': label(`${longest}n`) })));
  });

  it('a label colour comes from the palette', async () => {
    const board = boardRef(signedInAs(ALICE));
    await assertFails(updateDoc(board, stamped({ 'labels.red.color': 'black' })));
    await assertFails(updateDoc(board, stamped({ 'labels.new': label('x', '#ff0000') })));
  });

  it('a label is exactly {name, color, rank}', async () => {
    const board = boardRef(signedInAs(ALICE));
    await assertFails(updateDoc(board, stamped({ 'labels.new': { name: 'x', color: 'red' } })));
    await assertFails(updateDoc(board, stamped({ 'labels.red.extra': 'x'.repeat(1000) })));
    await assertFails(updateDoc(board, stamped({ 'labels.red.rank': 7 })));
    await assertFails(updateDoc(board, stamped({ 'labels.new': 'red' })));
    await assertFails(updateDoc(board, stamped({ labels: [label('x')] })));
  });

  it(`a board has at most ${LIMITS.labelsPerBoard} labels`, async () => {
    await seed({
      [`boards/${BOARD}`]: storedBoard(ALICE, {
        labels: keyed(LIMITS.labelsPerBoard - 1, 'label', (i) => label('', 'red', `a${i}`)),
      }),
    });
    const board = boardRef(signedInAs(ALICE));
    await assertSucceeds(updateDoc(board, stamped({ 'labels.last': label('Last', 'red', 'b0') })));
    await assertFails(updateDoc(board, stamped({ 'labels.more': label('More', 'red', 'b1') })));
  });

  it('an old array of labels stays until its first edit, which turns it into a map', async () => {
    const db = signedInAs(ALICE);
    await assertSucceeds(updateDoc(boardRef(db, OLD_BOARD), stamped({ title: 'Renamed' })));
    await assertFails(
      updateDoc(
        boardRef(db, OLD_BOARD),
        stamped({ labels: [{ id: 'x', name: 'x', color: 'red' }] }),
      ),
    );
    await assertSucceeds(
      updateDoc(boardRef(db, OLD_BOARD), stamped({ labels: { red: label('Old', 'red', 'a0') } })),
    );
  });
});

describe('card labelIds, added and removed one by one', () => {
  it('the owner can add and remove a label id', async () => {
    const card = cardRef(signedInAs(ALICE));
    await assertSucceeds(updateDoc(card, stamped({ labelIds: arrayUnion('green') })));
    await assertSucceeds(updateDoc(card, stamped({ labelIds: arrayRemove('red') })));
  });

  it('a label id is a string of 1 to 64 characters', async () => {
    const card = cardRef(signedInAs(ALICE));
    await assertSucceeds(updateDoc(card, stamped({ labelIds: arrayUnion('x'.repeat(64)) })));
    await assertFails(updateDoc(card, stamped({ labelIds: arrayUnion('x'.repeat(65)) })));
    await assertFails(updateDoc(card, stamped({ labelIds: arrayUnion('') })));
    await assertFails(updateDoc(card, stamped({ labelIds: arrayUnion(7) })));
    await assertFails(updateDoc(card, stamped({ labelIds: arrayUnion({ id: 'red' }) })));
  });
});

describe('checklist items, one item per field', () => {
  it('the owner can add, tick, edit and remove single items', async () => {
    const card = cardRef(signedInAs(ALICE));
    await assertSucceeds(
      updateDoc(card, stamped({ 'checklist.three': item('Three', false, 'a2') })),
    );
    await assertSucceeds(updateDoc(card, stamped({ 'checklist.one.done': true })));
    await assertSucceeds(updateDoc(card, stamped({ 'checklist.two.text': 'Second' })));
    await assertSucceeds(updateDoc(card, stamped({ 'checklist.two': deleteField() })));
  });

  it('another user cannot change them', async () => {
    await assertFails(
      updateDoc(
        doc(signedInAs(BOB), 'boards', BOARD, 'cards', CARD),
        stamped({ 'checklist.one.done': true }),
      ),
    );
  });

  it(`an item's text is 1 to ${LIMITS.checklistItemText} characters, not blank`, async () => {
    const card = cardRef(signedInAs(ALICE));
    const longest = 't'.repeat(LIMITS.checklistItemText);
    await assertSucceeds(updateDoc(card, stamped({ 'checklist.one.text': longest })));
    await assertFails(updateDoc(card, stamped({ 'checklist.one.text': `${longest}t` })));
    await assertFails(updateDoc(card, stamped({ 'checklist.one.text': '  ' })));
    await assertFails(updateDoc(card, stamped({ 'checklist.new': item(`${longest}t`) })));
  });

  it('an item is exactly {text, done, rank}', async () => {
    const card = cardRef(signedInAs(ALICE));
    await assertFails(updateDoc(card, stamped({ 'checklist.one.done': 'yes' })));
    await assertFails(updateDoc(card, stamped({ 'checklist.one.extra': 'x'.repeat(1000) })));
    await assertFails(updateDoc(card, stamped({ 'checklist.new': { text: 'x', done: false } })));
    await assertFails(updateDoc(card, stamped({ 'checklist.new': 'x' })));
    // Ticking an item another device removed would leave {done} alone: refused, not stored.
    await assertFails(updateDoc(card, stamped({ 'checklist.gone.done': true })));
  });

  it('a write adds or changes at most 5 items (the app writes one)', async () => {
    const card = cardRef(signedInAs(ALICE));
    const five = Object.fromEntries(
      ids(5, 'new').map((id, i) => [`checklist.${id}`, item('x', false, `b${i}`)]),
    );
    await assertSucceeds(updateDoc(card, stamped(five)));
    const six = Object.fromEntries(
      ids(6, 'more').map((id, i) => [`checklist.${id}`, item('x', false, `c${i}`)]),
    );
    await assertFails(updateDoc(card, stamped(six)));
  });

  it('an old array checklist stays until its first edit, which turns it into a map', async () => {
    const card = cardRef(signedInAs(ALICE), OLD_CARD);
    await assertSucceeds(updateDoc(card, stamped({ title: 'Renamed' })));
    await assertFails(
      updateDoc(card, stamped({ checklist: [{ id: 'one', text: 'One', done: true }] })),
    );
    await assertSucceeds(updateDoc(card, stamped({ checklist: { one: item('One', true) } })));
    await assertSucceeds(updateDoc(card, stamped({ 'checklist.one.done': false })));
  });

  it(`an old checklist converts with at most ${LIMITS.checklistItems} items`, async () => {
    const card = cardRef(signedInAs(ALICE), OLD_CARD);
    const items = (count: number) => keyed(count, 'item', (i) => item('x', false, `a${i}`));
    await assertFails(updateDoc(card, stamped({ checklist: items(LIMITS.checklistItems + 1) })));
    await assertSucceeds(updateDoc(card, stamped({ checklist: items(LIMITS.checklistItems) })));
  });
});
