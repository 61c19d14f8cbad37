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
import { editApplied, editRolledBack, editSettled } from '../../src/domain/editEvents';
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
  watcherIds: [],
  mutedBy: [],
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

describe('an edit the server has not answered yet', () => {
  const server = makeCard('c1', 'l1', 'a0', {
    title: 'Brief',
    checklist: [{ id: 'i1', text: 'Outline', done: false, rank: 'a0' }],
  });
  const loaded = reducer(
    reducer(opened, boardSnapshotReceived({ board, pending: false, fromCache: false })),
    cardsSnapshotReceived({
      changes: [{ type: 'upsert', doc: server, pending: false }],
      fromCache: false,
    }),
  );
  const added = reducer(
    loaded,
    editApplied({
      boardId: 'b1',
      editId: 'e1',
      changes: [
        {
          doc: 'item',
          field: 'checklist',
          id: 'c1',
          item: 'i2',
          before: null,
          after: { text: 'Publish', done: false, rank: 'a1' },
        },
        { doc: 'card', id: 'c1', before: { title: 'Brief' }, after: { title: 'Brief v2' } },
      ],
    }),
  );
  // Another write's answer, raised before Firestore has this edit in its local view.
  const snapshotWithoutIt = cardsSnapshotReceived({
    changes: [{ type: 'upsert', doc: server, pending: false }],
    fromCache: false,
  });

  it('stays on screen through a snapshot that does not have it yet', () => {
    const next = reducer(added, snapshotWithoutIt);
    expect(next.cards['c1']!.checklist.map((item) => item.text)).toEqual(['Outline', 'Publish']);
    expect(next.cards['c1']!.title).toBe('Brief v2');
    // The server's copy keeps the server's values: a refusal rolls back to them.
    expect(next.confirmed.cards['c1']).toEqual(server);
  });

  it('is rolled back to the server’s values when refused, and no snapshot brings it back', () => {
    const refused = reducer(
      reducer(added, snapshotWithoutIt),
      editRolledBack({ boardId: 'b1', editId: 'e1', changes: added.unsaved[0]!.changes }),
    );
    expect(refused.cards['c1']).toEqual(server);
    expect(reducer(refused, snapshotWithoutIt).cards['c1']).toEqual(server);
  });

  it('is shown by snapshots alone once the server has answered', () => {
    const settled = reducer(added, editSettled({ boardId: 'b1', editId: 'e1' }));
    expect(settled.unsaved).toEqual([]);
    expect(reducer(settled, snapshotWithoutIt).cards['c1']).toEqual(server);
  });
});
