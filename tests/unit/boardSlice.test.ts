import reducer, {
  boardOpened,
  boardSnapshotReceived,
  cardsSnapshotReceived,
  initialBoardState,
  listsSnapshotReceived,
} from '../../src/features/boards/openBoardSlice';
import type { Board } from '../../src/domain/types';

const board: Board = {
  id: 'b1',
  ownerId: 'ada-uid',
  title: 'Plans',
  color: 'blue',
  labels: [],
  cardCount: 0,
  deleting: false,
  createdAt: 1,
  updatedAt: 1,
};

const opened = reducer(initialBoardState, boardOpened('b1'));

describe('the open board’s state', () => {
  it('keeps loading when the board is missing from the cache only (offline or slow server)', () => {
    const state = reducer(
      opened,
      boardSnapshotReceived({ board: null, pending: false, fromCache: true }),
    );
    expect(state.status).toBe('loading');
  });

  it('is not found when the server says the board does not exist, or it is being deleted', () => {
    expect(
      reducer(opened, boardSnapshotReceived({ board: null, pending: false, fromCache: false }))
        .status,
    ).toBe('notFound');
    expect(
      reducer(
        opened,
        boardSnapshotReceived({
          board: { ...board, deleting: true },
          pending: false,
          fromCache: true,
        }),
      ).status,
    ).toBe('notFound');
  });

  it('is ready once the board, its lists and its cards have each arrived', () => {
    let state = reducer(opened, boardSnapshotReceived({ board, pending: true, fromCache: true }));
    state = reducer(state, listsSnapshotReceived({ changes: [], fromCache: true }));
    expect(state.status).toBe('loading');
    state = reducer(state, cardsSnapshotReceived({ changes: [], fromCache: true }));
    expect(state.status).toBe('ready');
    expect(state.pending).toEqual({ board: true });
  });
});
