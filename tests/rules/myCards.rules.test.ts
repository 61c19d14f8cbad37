/**
 * Firestore security rules tests for My cards (issue 33 §3; docs/data-model.md, "Assignees"):
 * a member may ask a board for the cards assigned to them; nobody else may, not even a person
 * still in a card's `assigneeIds` after leaving; and a collection-group query across boards is
 * refused, which is why the app asks board by board.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';

import { rulesTestEnvironment, storedCard } from './support';
import { ERIN, RITA, SAM, SHARED, TODO, seedWorld, verified } from './sharingWorld';

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-my-cards');

beforeEach(async () => {
  await seedWorld(seed);
  // Rita was assigned the world's card, then left the board: she is still in its assigneeIds.
  await seed({ [`boards/${SHARED}/cards/erins`]: storedCard(TODO, { assigneeIds: [ERIN] }) });
});

const as = (uid: string): Firestore => signedInAs(uid, verified(uid));

const assignedOnBoard = (db: Firestore, uid: string, boardId = SHARED) =>
  getDocs(
    query(collection(db, 'boards', boardId, 'cards'), where('assigneeIds', 'array-contains', uid)),
  );

describe('the cards assigned to me', () => {
  it('a member reads them from a board they belong to', async () => {
    const snapshot = await assertSucceeds(assignedOnBoard(as(ERIN), ERIN));
    expect(snapshot.docs.map((card) => card.id)).toEqual(['erins']);
  });

  it('someone no longer a member cannot, though still assigned', async () => {
    await assertFails(assignedOnBoard(as(RITA), RITA));
    await assertFails(assignedOnBoard(as(SAM), SAM));
  });

  it('is refused as one query across every board (a collection group)', async () => {
    await assertFails(
      getDocs(
        query(collectionGroup(as(ERIN), 'cards'), where('assigneeIds', 'array-contains', ERIN)),
      ),
    );
  });
});
