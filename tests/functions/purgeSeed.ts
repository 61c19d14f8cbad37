// Boards seeded with the Admin SDK for the purge functions' tests: an owner, an editor and a
// viewer on it, lists, cards with comments, activity, counts, an invitation, and the
// members' users/{uid} records listing (and starring) it.
import { FieldValue } from 'firebase-admin/firestore';
import { db, newTestId } from './support';

export interface SeededBoard {
  boardId: string;
  owner: string;
  editor: string;
  viewer: string;
  listIds: string[];
  cardIds: string[];
}

export async function seedBoard(
  { lists = 2, cardsPerList = 3, deleting = false } = {} as {
    lists?: number;
    cardsPerList?: number;
    deleting?: boolean;
  },
): Promise<SeededBoard> {
  const firestore = db();
  const boardId = newTestId('board');
  const [owner, editor, viewer] = ['owner', 'editor', 'viewer'].map(newTestId) as [
    string,
    string,
    string,
  ];
  const board = firestore.doc(`boards/${boardId}`);
  const writer = firestore.bulkWriter();
  void writer.set(board, {
    ownerId: owner,
    members: {
      [owner]: { role: 'owner', name: 'O', email: 'o@example.com' },
      [editor]: { role: 'editor', name: 'E', email: 'e@example.com' },
      [viewer]: { role: 'viewer', name: 'V', email: 'v@example.com' },
    },
    title: 'Seeded',
    color: 'blue',
    labels: {},
    cardCount: 0,
    listCount: 0,
    deleting,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  for (const uid of [owner, editor, viewer]) {
    void writer.set(firestore.doc(`users/${uid}`), {
      boards: ['other-board', boardId],
      starred: [boardId],
    });
    void writer.set(firestore.doc(`users/${uid}/boardVisits/${boardId}`), { at: new Date() });
  }
  const listIds: string[] = [];
  const cardIds: string[] = [];
  for (let l = 0; l < lists; l += 1) {
    const listId = `list${l}`;
    listIds.push(listId);
    void writer.set(board.collection('lists').doc(listId), { title: `L${l}`, rank: 'a0' });
    for (let c = 0; c < cardsPerList; c += 1) {
      const cardId = `card${l}-${c}`;
      cardIds.push(cardId);
      void writer.set(board.collection('cards').doc(cardId), { listId, title: cardId });
      void writer.set(board.collection('cards').doc(cardId).collection('comments').doc('c1'), {
        text: 'hello',
      });
    }
  }
  void writer.set(board.collection('meta').doc('counts'), {
    cardCount: cardIds.length,
    listCount: lists,
  });
  void writer.set(board.collection('activity').doc('a1'), { kind: 'cardAdd' });
  void writer.set(board.collection('invitations').doc('x@example.com'), { role: 'viewer' });
  await writer.close();
  return { boardId, owner, editor, viewer, listIds, cardIds };
}

/** Every document path under boards/{boardId} still there, and the board's own. */
export async function pathsLeft(boardId: string): Promise<string[]> {
  const firestore = db();
  const board = firestore.doc(`boards/${boardId}`);
  const left: string[] = [];
  if ((await board.get()).exists) left.push(board.path);
  for (const collection of await board.listCollections()) {
    for (const ref of await collection.listDocuments()) {
      if ((await ref.get()).exists) left.push(ref.path);
      for (const sub of await ref.listCollections()) {
        for (const child of await sub.listDocuments()) left.push(child.path);
      }
    }
  }
  return left;
}
