import reducer, {
  boardOpened,
  boardSnapshotReceived,
  cardPatched,
  cardsSnapshotReceived,
  firstCardsReceived,
  initialBoardState,
  listFirstCardsReceived,
  listsSnapshotReceived,
} from '../../src/features/board/openBoardSlice';
import type { Board } from '../../src/domain/types';
import { makeCard } from './boardFixtures';

const board: Board = {
  id: 'b1',
  ownerId: 'ada-uid',
  members: [],
  title: 'Plans',
  color: 'blue',
  labels: [],
  cardCount: 0,
  listCount: 0,
  deleting: false,
  importedFrom: null,
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

describe('a list’s first cards, while the rest are on their way', () => {
  const card = (id: string) => makeCard(id, 'l1', `a${id}`);
  const withFirstCards = reducer(
    opened,
    firstCardsReceived({
      changes: ['1', '2', '3'].map((id) => ({ type: 'upsert', doc: card(id), pending: false })),
      partialListIds: ['l1'],
      fromCache: false,
    }),
  );

  it('drops a card that left the list’s window, keeps one archived here for the archive', () => {
    const archivedHere = reducer(
      withFirstCards,
      cardPatched({ id: '2', patch: { archived: true } }),
    );
    const next = reducer(
      archivedHere,
      listFirstCardsReceived({
        listId: 'l1',
        changes: [
          { type: 'remove', id: '1' },
          { type: 'remove', id: '2' },
        ],
      }),
    );
    expect(Object.keys(next.cards).sort()).toEqual(['2', '3']);
    expect(next.cards['2']!.archived).toBe(true);
  });
});
