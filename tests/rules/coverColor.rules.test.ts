/**
 * Firestore security rules tests for a card's colour cover (issue 31 §3): `cover` may be a
 * colour of the palette, `{ color }` and nothing else, set and removed by owners and editors.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';

import { rulesTestEnvironment } from './support';
import { ERIN, VIC, cardRef, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-cover-color');

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const cover = (db: Firestore, value: unknown) =>
  updateDoc(cardRef(db), { cover: value, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedWorld(seed);
});

describe('a card’s colour cover', () => {
  it('lets an editor set a colour of the palette, change it and remove it', async () => {
    const db = as(ERIN);
    await assertSucceeds(cover(db, { color: 'green' }));
    await assertSucceeds(cover(db, { color: 'pink' }));
    await assertSucceeds(cover(db, null));
  });

  it('refuses a colour outside the palette, another shape, and a viewer’s cover', async () => {
    await assertFails(cover(as(ERIN), { color: 'gold' }));
    await assertFails(cover(as(ERIN), { color: '#ff0000' }));
    await assertFails(cover(as(ERIN), { color: 'green', thumbnail: 'x' }));
    await assertFails(cover(as(ERIN), { color: 3 }));
    await assertFails(cover(as(ERIN), 'green'));
    await assertFails(cover(as(VIC), { color: 'green' }));
  });
});
