/**
 * An import's batches (src/services/importBatches.ts, sent by
 * src/services/firebase/importClient.ts) against the real rules: a board with more labels,
 * checklist items and label ids than one write may add, comments with their original dates,
 * and the clean-up that leaves nothing behind (docs/data-model.md, "Importing a board").
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore';
import type { BoardArchive } from '../../src/domain/boardArchive';
import { planBatches } from '../../src/services/importBatches';
import { markBoardDeleting, purgeBoard } from '../../src/services/firebase/boardsClient';
import {
  deleteImportedComments,
  finishImportedBoard,
  writeImportBatches,
} from '../../src/services/firebase/importClient';
import { ALICE, countsOf, rulesTestEnvironment } from './support';

// The app's services, pointed at the test's signed-in client instead of the app's Firestore.
let mockDb: Firestore;
jest.mock('../../src/services/firebase/firestore', () => {
  const sdk = jest.requireActual('firebase/firestore');
  return {
    firestore: () => mockDb,
    userRef: (uid: string) => sdk.doc(mockDb, 'users', uid),
    boardRef: (boardId: string) => sdk.doc(mockDb, 'boards', boardId),
    countsRef: (boardId: string) => sdk.doc(mockDb, 'boards', boardId, 'meta', 'counts'),
    listsRef: (boardId: string) => sdk.collection(mockDb, 'boards', boardId, 'lists'),
    cardsRef: (boardId: string) => sdk.collection(mockDb, 'boards', boardId, 'cards'),
    commentsRef: (boardId: string, cardId: string) =>
      sdk.collection(mockDb, 'boards', boardId, 'cards', cardId, 'comments'),
  };
});

const { signedInAs, seed } = rulesTestEnvironment('demo-boards-import');
const alice = { uid: ALICE, name: 'Alice', email: 'alice@example.com' };

const labels = Array.from({ length: 12 }, (_, i) => ({
  id: `l${i}`,
  name: i === 0 ? '' : `Label ${i}`,
  color: 'red' as const,
}));

function archive(): BoardArchive {
  const card = (id: string, overrides = {}) => ({
    id,
    title: `Card ${id}`,
    description: 'Imported.',
    labelIds: [],
    due: null,
    dueComplete: false,
    checklist: [],
    archived: false,
    assignees: [],
    comments: [],
    ...overrides,
  });
  return {
    format: 'boards-export',
    version: 1,
    exportedAt: '2025-01-01T00:00:00.000Z',
    source: { system: 'trello', boardId: '5f1a00000000000000000001' },
    board: { title: 'Roadmap', color: 'green', labels, members: [] },
    lists: [
      {
        id: 'a',
        title: 'To do',
        archived: false,
        cards: [
          card('c1', {
            labelIds: labels.slice(0, 12).map((label) => label.id),
            checklist: Array.from({ length: 12 }, (_, i) => ({ text: `Step ${i}`, done: i < 4 })),
            due: '2025-03-01',
            dueComplete: true,
            assignees: [{ name: 'Alice', email: 'alice@example.com' }],
            comments: [
              { authorName: 'Grace Hopper', createdAt: '2024-03-01T10:00:00.000Z', text: 'First' },
              { authorName: 'Alan Turing', createdAt: '2024-03-02T10:00:00.000Z', text: 'Second' },
            ],
          }),
          card('c2', { archived: true }),
        ],
      },
      { id: 'b', title: 'Old', archived: true, cards: [card('c3')] },
    ],
  };
}

let next = 0;
const newId = () => `import-${++next}`;

beforeEach(async () => {
  await seed({ [`users/${ALICE}`]: { boards: [] } });
  mockDb = signedInAs(ALICE);
});

const write = (plan: ReturnType<typeof planBatches>) =>
  writeImportBatches(alice, plan.boardId, plan.batches, () => {}, new AbortController().signal);

describe('an import’s batches', () => {
  it('are all accepted, and the board ends with its title and exact counts', async () => {
    const plan = planBatches(archive(), newId, alice);
    await assertSucceeds(write(plan));
    await assertSucceeds(finishImportedBoard(plan.boardId, plan.title));

    const board = (await getDoc(doc(mockDb, 'boards', plan.boardId))).data()!;
    // Counted on its counts document: the board document keeps the zeros it was made with.
    expect(board).toMatchObject({
      title: 'Roadmap',
      cardCount: 0,
      listCount: 0,
      importedFrom: 'trello:5f1a00000000000000000001',
    });
    expect(await countsOf(mockDb, plan.boardId)).toEqual({ cardCount: 3, listCount: 2 });
    expect(Object.keys(board.labels)).toHaveLength(12);
    const cards = await getDocs(collection(mockDb, 'boards', plan.boardId, 'cards'));
    const first = cards.docs.map((card) => card.data()).find((card) => card.title === 'Card c1')!;
    expect(first.labelIds).toHaveLength(12);
    expect(Object.keys(first.checklist)).toHaveLength(12);
    expect(first).toMatchObject({ dueComplete: true, assigneeIds: [ALICE], due: '2025-03-01' });
    const commentDocs = await getDocs(
      collection(
        mockDb,
        'boards',
        plan.boardId,
        'cards',
        cards.docs.find((c) => c.data().title === 'Card c1')!.id,
        'comments',
      ),
    );
    expect(commentDocs.docs.map((comment) => comment.data().authorName).sort()).toEqual([
      'Alan Turing',
      'Grace Hopper',
    ]);
    expect(commentDocs.docs.every((comment) => comment.data().authorId === ALICE)).toBe(true);
  });

  it('are deleted with their comments by the clean-up, leaving nothing', async () => {
    const plan = planBatches(archive(), newId, alice);
    await write(plan);
    await assertSucceeds(markBoardDeleting(ALICE, plan.boardId));
    await assertSucceeds(deleteImportedComments(plan.boardId, plan.comments));
    const { cardId } = plan.comments[0]!;
    const left = await getDocs(
      collection(mockDb, 'boards', plan.boardId, 'cards', cardId, 'comments'),
    );
    expect(left.size).toBe(0);
    // The board goes only with its counts document, at zero (the rules check both).
    await assertSucceeds(purgeBoard(plan.boardId));
    await assertFails(getDoc(doc(mockDb, 'boards', plan.boardId)));
    expect((await getDoc(doc(mockDb, 'users', ALICE))).data()).toEqual({ boards: [], starred: [] });
  });
});
