/**
 * Firestore security rules tests (firestore.rules) for custom fields (issue 32 §1): the board's
 * definitions (one field per write, named in customFieldWritten) and a card's values (one per
 * write, named in valueFieldId), checked against the field's type and the dropdown's options.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  FieldPath,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { rulesTestEnvironment, storedCard, storedList } from './support';
import {
  ALICE,
  CARD,
  ERIN,
  MEMBERS,
  SHARED,
  TODO,
  VIC,
  boardRef,
  cardRef,
  emailOf,
  verified,
} from './sharingWorld';
import { storedBoard } from './support';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-custom-fields');

const option = (name: string, color = 'red', rank = 'a0') => ({ name, color, rank });
const field = (overrides: DocumentData = {}) => ({
  name: 'Priority',
  type: 'dropdown',
  showOnTile: true,
  options: { high: option('High', 'red', 'a0'), low: option('Low', 'green', 'a1') },
  rank: 'a0',
  ...overrides,
});

beforeEach(async () => {
  await seed({
    [`users/${ALICE}`]: { boards: [SHARED] },
    [`users/${ERIN}`]: { boards: [SHARED] },
    [`users/${VIC}`]: { boards: [SHARED] },
    [`boards/${SHARED}`]: storedBoard(ALICE, {
      members: MEMBERS,
      customFields: {
        priority: field(),
        notes: field({ name: 'Notes', type: 'text', options: {}, rank: 'a1' }),
        points: field({ name: 'Points', type: 'number', options: {}, rank: 'a2' }),
        due: field({ name: 'Shipped on', type: 'date', options: {}, rank: 'a3' }),
        done: field({ name: 'Signed off', type: 'checkbox', options: {}, rank: 'a4' }),
      },
    }),
    [`boards/${SHARED}/meta/counts`]: { cardCount: 1, listCount: 1 },
    [`boards/${SHARED}/lists/${TODO}`]: storedList(),
    [`boards/${SHARED}/cards/${CARD}`]: storedCard(TODO),
  });
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid, emailOf(uid)));

/** One field's definition written as the app writes it. */
const writeField = (db: Firestore, id: string, value: unknown, extra: DocumentData = {}) =>
  updateDoc(boardRef(db), {
    [`customFields.${id}`]: value,
    customFieldWritten: id,
    updatedAt: serverTimestamp(),
    ...extra,
  });

/** One value of a card written as the app writes it. */
const writeValue = (db: Firestore, id: string, value: unknown, named = id) =>
  updateDoc(
    cardRef(db),
    new FieldPath('fieldValues', id),
    value,
    'valueFieldId',
    named,
    'updatedAt',
    serverTimestamp(),
  );

describe('custom field definitions', () => {
  it('the owner and an editor add, change and delete a field', async () => {
    await assertSucceeds(writeField(as(ALICE), 'size', field({ name: 'Size', rank: 'a5' })));
    await assertSucceeds(writeField(as(ERIN), 'size', field({ name: 'T-shirt size', rank: 'a5' })));
    await assertSucceeds(
      writeField(as(ERIN), 'priority', {
        ...field(),
        options: { ...field().options, mid: option('Medium', 'orange', 'a05') },
      }),
    );
    await assertSucceeds(writeField(as(ERIN), 'size', deleteField()));
  });

  it('a viewer changes none', async () => {
    await assertFails(writeField(as(VIC), 'size', field({ name: 'Size', rank: 'a5' })));
  });

  it('refuses a wrong type, a blank or long name, options on a text field, a bad option', async () => {
    const db = as(ALICE);
    await assertFails(writeField(db, 'size', field({ type: 'rating' })));
    await assertFails(writeField(db, 'size', field({ name: '  ' })));
    await assertFails(writeField(db, 'size', field({ name: 'x'.repeat(61) })));
    await assertFails(writeField(db, 'size', field({ type: 'text' })));
    await assertFails(writeField(db, 'size', field({ options: { a: option('A', 'mauve') } })));
    await assertFails(writeField(db, 'size', field({ extra: true })));
  });

  it('refuses a write of a field it does not name, or of two fields', async () => {
    const db = as(ALICE);
    await assertFails(writeField(db, 'size', field(), { customFieldWritten: 'other' }));
    await assertFails(
      writeField(db, 'size', field(), { 'customFields.more': field({ rank: 'a9' }) }),
    );
  });

  it('refuses a 51st field', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`f${i}`, field({ type: 'text', options: {} })]),
    );
    await seed({
      [`boards/${SHARED}`]: storedBoard(ALICE, { members: MEMBERS, customFields: fields }),
    });
    await assertFails(writeField(as(ALICE), 'f50', field({ type: 'text', options: {} })));
    await assertSucceeds(writeField(as(ALICE), 'f0', deleteField()));
  });
});

describe('custom field values on a card', () => {
  it('an editor sets and clears values that fit their fields', async () => {
    const db = as(ERIN);
    await assertSucceeds(writeValue(db, 'priority', 'high'));
    await assertSucceeds(writeValue(db, 'notes', 'Ask Bob first'));
    await assertSucceeds(writeValue(db, 'points', 3.5));
    await assertSucceeds(writeValue(db, 'due', '2026-02-28'));
    await assertSucceeds(writeValue(db, 'done', true));
    await assertSucceeds(writeValue(db, 'priority', deleteField()));
  });

  it('a viewer sets none', async () => {
    await assertFails(writeValue(as(VIC), 'priority', 'high'));
  });

  it('refuses a value of the wrong type, an unknown option or field, a long text', async () => {
    const db = as(ERIN);
    await assertFails(writeValue(db, 'priority', 'urgent'));
    await assertFails(writeValue(db, 'points', '3'));
    await assertFails(writeValue(db, 'points', Infinity));
    await assertFails(writeValue(db, 'due', '2026-02-30'));
    await assertFails(writeValue(db, 'done', 'yes'));
    await assertFails(writeValue(db, 'notes', 'x'.repeat(501)));
    await assertFails(writeValue(db, 'nothing', 'x'));
  });

  it('refuses a value under a field the write does not name', async () => {
    await assertFails(writeValue(as(ERIN), 'priority', 'high', 'notes'));
  });
});
