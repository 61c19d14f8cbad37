// What the import writes through the clients: a board created with where it came from, and a
// comment with when its original was written (src/services/firebase/boardsClient.ts,
// commentsClient.ts). The rules tests check the same documents on the emulator.
import { createBoard } from '../../../src/services/firebase/boardsClient';
import { commentCreateFields } from '../../../src/services/firebase/commentsClient';

const mockWrites: { op: string; path: string; data: unknown }[] = [];

jest.mock('firebase/firestore', () => ({
  arrayUnion: (...ids: string[]) => ({ arrayUnion: ids }),
  serverTimestamp: () => 'SERVER_TIME',
  Timestamp: { fromMillis: (ms: number) => ({ timestamp: ms }) },
  writeBatch: () => ({
    set: (path: string, data: unknown) => mockWrites.push({ op: 'set', path, data }),
    update: (path: string, data: unknown) => mockWrites.push({ op: 'update', path, data }),
    commit: () => Promise.resolve(),
  }),
}));

jest.mock('../../../src/services/firebase/firestore', () => ({
  firestore: () => ({}),
  boardRef: (boardId: string) => `boards/${boardId}`,
  countsRef: (boardId: string) => `boards/${boardId}/meta/counts`,
  userRef: (uid: string) => `users/${uid}`,
}));

const ann = { uid: 'ann', name: 'Ann', email: 'ann@example.com' };
const fields = { title: 'Launch (importing…)', color: 'green' as const, labels: [] };

beforeEach(() => {
  mockWrites.length = 0;
});

describe('creating an imported board', () => {
  it('keeps where it came from on the board, in the batch that lists it and starts its counts', async () => {
    await createBoard(ann, 'b1', fields, 'trello:5f1a');
    expect(mockWrites).toEqual([
      {
        op: 'set',
        path: 'boards/b1',
        data: expect.objectContaining({
          importedFrom: 'trello:5f1a',
          title: 'Launch (importing…)',
        }),
      },
      { op: 'update', path: 'users/ann', data: { boards: { arrayUnion: ['b1'] } } },
      { op: 'set', path: 'boards/b1/meta/counts', data: { cardCount: 0, listCount: 0 } },
    ]);
  });

  it('writes no importedFrom for a board made here', async () => {
    await createBoard(ann, 'b1', fields);
    expect(mockWrites[0]?.data).not.toHaveProperty('importedFrom');
  });
});

describe('an imported comment’s document', () => {
  it('keeps when the original was written, as a timestamp, and is stamped by the server', () => {
    const march = Date.UTC(2024, 2, 3, 12);
    expect(
      commentCreateFields({
        authorId: 'ann',
        authorName: 'Ann Smith',
        text: 'Hi',
        importedAt: march,
      }),
    ).toEqual({
      authorId: 'ann',
      authorName: 'Ann Smith',
      text: 'Hi',
      importedAt: { timestamp: march },
      createdAt: 'SERVER_TIME',
      updatedAt: 'SERVER_TIME',
    });
  });

  it('has no importedAt when written here', () => {
    for (const importedAt of [undefined, null]) {
      expect(
        commentCreateFields({ authorId: 'ann', authorName: 'Ann', text: 'Hi', importedAt }),
      ).not.toHaveProperty('importedAt');
    }
  });
});
