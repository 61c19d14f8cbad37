// How an import's batches are sent (src/services/firebase/importClient.ts): in order, a window
// of them in flight, progress as each is acknowledged; a refusal or a cancel stops the sending
// and waits for what is in flight, so what landed is known.
import { ImportWriteError } from '../../../src/services/errors';
import { planBatches } from '../../../src/services/importBatches';
import { writeImportBatches } from '../../../src/services/firebase/importClient';
import { archiveCard, archiveList, makeArchive, sequentialIds } from '../transferFixtures';

interface MockCommit {
  sets: string[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

const mockCommits: MockCommit[] = [];

jest.mock('firebase/firestore', () => {
  class FieldPath {
    constructor(...segments: string[]) {
      return segments.join('.');
    }
  }
  return {
    FieldPath,
    arrayUnion: (...ids: string[]) => ({ arrayUnion: ids }),
    doc: (collection: string, id: string) => `${collection}/${id}`,
    increment: (by: number) => ({ increment: by }),
    serverTimestamp: () => 'now',
    Timestamp: { fromMillis: (ms: number) => ({ ms }) },
    updateDoc: () => Promise.resolve(),
    writeBatch: () => {
      const sets: string[] = [];
      return {
        set: (path: string) => sets.push(path),
        update: () => undefined,
        delete: () => undefined,
        commit: () =>
          new Promise<void>((resolve, reject) => mockCommits.push({ sets, resolve, reject })),
      };
    },
  };
});

jest.mock('../../../src/services/firebase/firestore', () => ({
  firestore: () => ({}),
  boardRef: (boardId: string) => `boards/${boardId}`,
  countsRef: (boardId: string) => `boards/${boardId}/meta/counts`,
  userRef: (uid: string) => `users/${uid}`,
  cardsRef: (boardId: string) => `boards/${boardId}/cards`,
  listsRef: (boardId: string) => `boards/${boardId}/lists`,
  commentsRef: (boardId: string, cardId: string) => `boards/${boardId}/cards/${cardId}/comments`,
}));

const owner = { uid: 'ada-uid', name: 'Ada', email: 'ada@example.com' };
const cards = (n: number) => Array.from({ length: n }, (_, i) => archiveCard({ id: `c${i}` }));
/** 1 board + 1 list + `n` cards = n + 2 batches. */
const planOf = (n: number) =>
  planBatches(makeArchive({ lists: [archiveList('a', cards(n))] }), sequentialIds(), owner);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockCommits.length = 0;
});

describe('writing an import’s batches', () => {
  it('keeps 40 in flight, in order, and reports each as the server acknowledges it', async () => {
    const plan = planOf(100);
    const progress: number[] = [];
    const writing = writeImportBatches(
      owner,
      plan.boardId,
      plan.batches,
      (landed) => progress.push(landed.cards),
      new AbortController().signal,
    );
    await settle();
    expect(mockCommits).toHaveLength(40);
    expect(mockCommits[0]!.sets).toEqual(['boards/id-1', 'boards/id-1/meta/counts']);
    // Acknowledging the first three lets three more go.
    mockCommits.slice(0, 3).forEach((commit) => commit.resolve());
    await settle();
    expect(mockCommits).toHaveLength(43);
    expect(progress).toEqual([0, 0, 1]);
    while (mockCommits.some((commit) => commit.resolve !== noop)) {
      for (const commit of mockCommits) {
        commit.resolve();
        commit.resolve = noop;
      }
      await settle();
    }
    await expect(writing).resolves.toEqual({ batches: 102, cards: 100 });
    expect(progress.at(-1)).toBe(100);
  });

  it('sends nothing more after a cancel, and resolves once those in flight have landed', async () => {
    const plan = planOf(100);
    const controller = new AbortController();
    const writing = writeImportBatches(
      owner,
      plan.boardId,
      plan.batches,
      () => {},
      controller.signal,
    );
    await settle();
    controller.abort();
    mockCommits[0]!.resolve();
    await settle();
    expect(mockCommits).toHaveLength(40);
    let finished = false;
    void writing.then(() => (finished = true));
    mockCommits.slice(1, 39).forEach((commit) => commit.resolve());
    await settle();
    expect(finished).toBe(false); // one still in flight
    mockCommits[39]!.resolve();
    await expect(writing).resolves.toEqual({ batches: 40, cards: 38 });
  });

  it('stops at a refusal and rejects with what had landed, once the rest have settled', async () => {
    const plan = planOf(100);
    const writing = writeImportBatches(
      owner,
      plan.boardId,
      plan.batches,
      () => {},
      new AbortController().signal,
    );
    await settle();
    mockCommits[0]!.resolve();
    mockCommits[1]!.resolve();
    mockCommits[2]!.reject(Object.assign(new Error('refused'), { code: 'permission-denied' }));
    await settle();
    expect(mockCommits).toHaveLength(40);
    mockCommits.slice(3).forEach((commit) => commit.resolve());
    const error = (await writing.catch((e: unknown) => e)) as ImportWriteError;
    expect(error).toBeInstanceOf(ImportWriteError);
    expect(error.code).toBe('permission-denied');
    expect(error.landed).toEqual({ batches: 39, cards: 37 });
  });
});

function noop() {}
