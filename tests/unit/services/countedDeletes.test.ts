// How cards are deleted in counted mockBatches (src/services/firebase/countedDeletes.ts): at most
// LIMITS.countedDeletes per batch, each naming its cards and lowering the count by as many,
// and a mockRefused batch reported with the cards that really went.
import { LIMITS } from '../../../src/domain/limits';
import { CardsLeftError } from '../../../src/services/errors';
import {
  deleteCardsCounted,
  deleteListCounted,
} from '../../../src/services/firebase/countedDeletes';

interface FakeBatch {
  deleted: string[];
  /** What the batch sets on the board's counts document (merged). */
  counted: { path: string; data: Record<string, unknown>; merge: boolean } | null;
}

const mockBatches: FakeBatch[] = [];
/** Which mockBatches (by index) the server refuses. */
let mockRefused = new Set<number>();

jest.mock('firebase/firestore', () => ({
  doc: (collection: string, id: string) => `${collection}/${id}`,
  increment: (by: number) => ({ increment: by }),
  writeBatch: () => {
    const batch: FakeBatch = { deleted: [], counted: null };
    const index = mockBatches.push(batch) - 1;
    return {
      delete: (path: string) => batch.deleted.push(path),
      set: (path: string, data: Record<string, unknown>, options?: { merge?: boolean }) =>
        (batch.counted = { path, data, merge: options?.merge === true }),
      commit: () =>
        mockRefused.has(index)
          ? Promise.reject(Object.assign(new Error('refused'), { code: 'permission-denied' }))
          : Promise.resolve(),
    };
  },
}));

jest.mock('../../../src/services/firebase/firestore', () => ({
  firestore: () => ({}),
  countsRef: (boardId: string) => `boards/${boardId}/meta/counts`,
  cardsRef: (boardId: string) => `boards/${boardId}/cards`,
  listsRef: (boardId: string) => `boards/${boardId}/lists`,
}));

const cardIds = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`);

beforeEach(() => {
  mockBatches.length = 0;
  mockRefused = new Set();
});

describe('deleting cards in counted mockBatches', () => {
  it('names each batch’s cards and lowers the count by exactly as many', async () => {
    await deleteCardsCounted('b1', cardIds(10));
    expect(LIMITS.countedDeletes).toBe(4);
    expect(mockBatches.map((batch) => batch.deleted.length)).toEqual([4, 4, 2]);
    expect(mockBatches[2]).toEqual({
      deleted: ['boards/b1/cards/c8', 'boards/b1/cards/c9'],
      counted: {
        path: 'boards/b1/meta/counts',
        data: {
          cardCount: { increment: -2 },
          listCount: { increment: 0 },
          countedCards: ['c8', 'c9'],
        },
        merge: true,
      },
    });
  });

  it('says which cards went when the server refuses a batch', async () => {
    mockRefused = new Set([1]);
    const failure = await deleteCardsCounted('b1', cardIds(10)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardsLeftError);
    // The mockBatches around the mockRefused one went: only its own cards are left.
    expect((failure as CardsLeftError).deletedIds).toEqual(['c0', 'c1', 'c2', 'c3', 'c8', 'c9']);
    expect((failure as CardsLeftError).code).toBe('permission-denied');
  });

  it('sends nothing for no cards', async () => {
    await deleteCardsCounted('b1', []);
    expect(mockBatches).toHaveLength(0);
  });
});

describe('deleting a list, counted', () => {
  it('lowers the list count on the counts document naming it, and writes no board', async () => {
    await deleteListCounted('b1', 'l1');
    expect(mockBatches).toEqual([
      {
        deleted: ['boards/b1/lists/l1'],
        counted: {
          path: 'boards/b1/meta/counts',
          data: { cardCount: { increment: 0 }, listCount: { increment: -1 }, countedList: 'l1' },
          merge: true,
        },
      },
    ]);
  });
});
