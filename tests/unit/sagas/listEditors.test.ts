import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import {
  addListSaga,
  archiveListSaga,
  deleteListSaga,
  moveListSaga,
  listNotDeletedMessage,
  renameListSaga,
  resumeListDeletions,
} from '../../../src/features/lists/listsSaga';
import {
  boardOpened,
  initialBoardState,
  listsSnapshotReceived,
} from '../../../src/features/board/openBoardSlice';
import {
  listAddRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listRenameRequested,
} from '../../../src/features/lists/listRequests';
import {
  selectArchivedCards,
  selectArchivedLists,
  selectOpenListIds,
  selectVisibleCardIds,
} from '../../../src/features/board/openBoardSelectors';
import { commitEdit } from '../../../src/services/edits';
import { CodedError } from '../../../src/services/errors';
import * as purgeService from '../../../src/services/purge';
import * as listsService from '../../../src/services/lists';
import { newId } from '../../../src/domain/ids';
import { LIMITS } from '../../../src/domain/limits';
import { existsOnServer } from '../../../src/services/pendingWrites';
import {
  BOARD_ID,
  boardScene,
  commitsTo,
  permissionDenied,
  trackedReducer,
} from '../boardFixtures';

const openListIds = (state: RootState) => selectOpenListIds(state);
const refusedText = (what: string) =>
  `We couldn’t ${what} (the server refused it). The change was undone.`;

describe('adding a list', () => {
  it('shows it at once after every list, archived ones included, and writes it', async () => {
    const { state } = boardScene();
    const tracked = trackedReducer(state);
    let atWrite: RootState | undefined;
    const writes = commitsTo(() => void (atWrite = tracked.now()));
    const { storeState } = await expectSaga(addListSaga, listAddRequested({ title: '  Later  ' }))
      .withReducer(tracked.reducer, tracked.initial)
      .provide([[matchers.call.fn(newId), 'l-new'], writes.provider])
      .run();

    // The archived list "Old" has rank a3: the new one goes after it, so restoring it later
    // does not put it after lists added since.
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: [
          {
            doc: 'listPresence',
            id: 'l-new',
            before: null,
            after: { id: 'l-new', title: 'Later', rank: 'a4', archived: false },
          },
        ],
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({ kind: 'listAdd', listId: 'l-new', subject: 'Later' }),
        },
      },
    ]);

    expect(atWrite && openListIds(atWrite)).toEqual(['l1', 'l2', 'l3', 'l-new']);
    expect(openListIds(storeState as RootState)).toEqual(['l1', 'l2', 'l3', 'l-new']);
    expect(storeState.board.lists['l-new']).toEqual({
      id: 'l-new',
      title: 'Later',
      rank: 'a4',
      archived: false,
    });
    expect(storeState.notices.items).toEqual([]);
  });

  it('gives the first list of an empty board the first rank', async () => {
    const { state } = boardScene();
    const empty = { ...state, board: { ...state.board, lists: {}, cards: {} } };
    const writes = commitsTo();
    await expectSaga(addListSaga, listAddRequested({ title: 'First' }))
      .withReducer(rootReducer, empty)
      .provide([[matchers.call.fn(newId), 'l-new'], writes.provider])
      .run();
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'listPresence',
          id: 'l-new',
          before: null,
          after: { id: 'l-new', title: 'First', rank: 'a0', archived: false },
        },
      ],
    ]);
  });

  it.each([
    ['only spaces', '    ', 'A list name can’t be empty or only spaces.'],
    ['101 characters', 'L'.repeat(101), 'A list name can be at most 100 characters'],
  ])('refuses a name of %s, keeps the text, and writes nothing', async (_, title, text) => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(addListSaga, listAddRequested({ title }))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'l-new'],
        [matchers.call.fn(commitEdit), undefined],
      ])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: expect.stringContaining(text),
        keptText: title,
      },
    ]);
  });

  it(`refuses a list past ${LIMITS.listsPerBoard} on the board, keeps the text, and writes nothing`, async () => {
    // The rules refuse it (listCount); saying so first keeps the typed name and the screen true.
    const { state } = boardScene();
    const full = {
      ...state,
      board: { ...state.board, board: { ...state.board.board!, listCount: LIMITS.listsPerBoard } },
    };
    const { storeState } = await expectSaga(addListSaga, listAddRequested({ title: 'One more' }))
      .withReducer(rootReducer, full)
      .provide([
        [matchers.call.fn(newId), 'l-new'],
        [matchers.call.fn(commitEdit), undefined],
      ])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board).toEqual(full.board);
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({
        tone: 'error',
        text: `A board can have at most ${LIMITS.listsPerBoard} lists. Delete one you no longer need first.`,
        keptText: 'One more',
      }),
    ]);
  });

  it('takes the list away again when the server refuses it, keeping the typed name', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(addListSaga, listAddRequested({ title: 'Later' }))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'l-new'],
        [matchers.call.fn(commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), false],
      ])
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.sync.inFlight).toBe(0);
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({ text: refusedText('add the list'), keptText: 'Later' }),
    ]);
  });

  it('does nothing without an open board', async () => {
    const { state } = boardScene();
    const closed = { ...state, board: initialBoardState };
    const { storeState } = await expectSaga(addListSaga, listAddRequested({ title: 'Later' }))
      .withReducer(rootReducer, closed)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState).toEqual(closed);
  });
});

describe('renaming a list', () => {
  it('renames at once and writes the trimmed name', async () => {
    const { state } = boardScene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      renameListSaga,
      listRenameRequested({ listId: 'l2', title: ' In progress ' }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [{ doc: 'list', id: 'l2', before: { title: 'Doing' }, after: { title: 'In progress' } }],
    ]);
    expect(storeState.board.lists.l2?.title).toBe('In progress');
  });

  it('writes nothing when the name did not change', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      renameListSaga,
      listRenameRequested({ listId: 'l2', title: 'Doing  ' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState).toEqual(state);
  });

  it('refuses a blank name, keeping what was typed', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      renameListSaga,
      listRenameRequested({ listId: 'l2', title: ' \n ' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({
        text: 'A list name can’t be empty or only spaces.',
        keptText: ' \n ',
      }),
    ]);
  });

  it('puts the old name back when refused', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      renameListSaga,
      listRenameRequested({ listId: 'l2', title: 'In progress' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    expect(storeState.board.lists.l2?.title).toBe('Doing');
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({ text: refusedText('rename the list'), keptText: 'In progress' }),
    ]);
  });
});

describe('moving a list', () => {
  /** Moves a list, returning the final state and the one rank written. */
  async function move(listId: string, toIndex: number, base = boardScene().state) {
    const commits = commitsTo();
    const { storeState } = await expectSaga(moveListSaga, listMoveRequested({ listId, toIndex }))
      .withReducer(rootReducer, base)
      .provide([commits.provider])
      .run();
    expect(commits.commits.every((commit) => commit.boardId === BOARD_ID)).toBe(true);
    return { state: storeState as RootState, writes: commits.changes() };
  }

  it.each([
    ['to the front', 'l3', 0, ['l3', 'l1', 'l2']],
    ['one step right', 'l1', 1, ['l2', 'l1', 'l3']],
    ['one step left', 'l3', 1, ['l1', 'l3', 'l2']],
    ['to the end', 'l1', 2, ['l2', 'l3', 'l1']],
  ])('moves a list %s by writing only its rank', async (_, listId, toIndex, order) => {
    const { state, writes } = await move(listId, toIndex);
    expect(openListIds(state)).toEqual(order);
    expect(writes).toEqual([
      [
        {
          doc: 'list',
          id: listId,
          before: { rank: boardScene().state.board.lists[listId]!.rank },
          after: { rank: state.board.lists[listId]!.rank },
        },
      ],
    ]);
    // Archived lists are not counted among the positions, and stay archived.
    expect(selectArchivedLists(state).map((list) => list.id)).toEqual(['lA']);
  });

  it('writes nothing when the list stays where it is, or is unknown', async () => {
    const { state } = boardScene();
    for (const [listId, toIndex] of [
      ['l2', 1],
      ['nope', 0],
      ['lA', 0], // archived: not among the open lists
    ] as const) {
      const { state: after, writes } = await move(listId, toIndex, state);
      expect(writes).toEqual([]);
      expect(after).toEqual(state);
    }
  });

  it('puts the list back when the server refuses the move', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      moveListSaga,
      listMoveRequested({ listId: 'l3', toIndex: 0 }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    expect(openListIds(storeState as RootState)).toEqual(['l1', 'l2', 'l3']);
    expect(storeState.board.lists).toEqual(state.board.lists);
    expect(storeState.notices.items[0]?.text).toBe(refusedText('move the list'));
  });
});

describe('archiving and restoring a list', () => {
  it('archives at once: the list leaves the board and shows among the archived', async () => {
    const { state } = boardScene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      archiveListSaga,
      listArchiveRequested({ listId: 'l2', archived: true }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [{ doc: 'list', id: 'l2', before: { archived: false }, after: { archived: true } }],
    ]);
    const after = storeState as RootState;
    expect(openListIds(after)).toEqual(['l1', 'l3']);
    expect(selectArchivedLists(after).map((list) => list.id)).toEqual(['l2', 'lA']);
  });

  it('restores an archived list to its place', async () => {
    const { state } = boardScene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      archiveListSaga,
      listArchiveRequested({ listId: 'lA', archived: false }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [{ doc: 'list', id: 'lA', before: { archived: true }, after: { archived: false } }],
    ]);
    expect(openListIds(storeState as RootState)).toEqual(['l1', 'l2', 'l3', 'lA']);
  });

  it.each([
    [true, 'l2', 'archive the list'],
    [false, 'lA', 'restore the list'],
  ])('undoes archived=%s when refused', async (archived, listId, what) => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      archiveListSaga,
      listArchiveRequested({ listId, archived }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    expect(storeState.board.lists).toEqual(state.board.lists);
    expect(storeState.notices.items[0]?.text).toBe(refusedText(what));
  });
});

describe('deleting a list', () => {
  it('hides it in one edit, then has the server delete every card it has for it, then the list', async () => {
    const { state } = boardScene();
    const tracked = trackedReducer(state);
    let atMark: RootState | undefined;
    const writes = commitsTo(() => void (atMark = tracked.now()));
    // The server holds cX too (a card this screen has not loaded): 5 cards deleted.
    const { storeState } = await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(tracked.reducer, tracked.initial)
      .provide([writes.provider, [matchers.call.fn(purgeService.purgeList), 5]])
      .call(purgeService.purgeList, BOARD_ID, 'l1')
      .run();

    for (const after of [atMark!, storeState as RootState]) {
      expect(openListIds(after)).toEqual(['l2', 'l3']);
      expect(Object.keys(after.board.cards)).toEqual(['c4']);
      expect(selectVisibleCardIds(after, 'l2')).toEqual(['c4']);
    }
    expect(storeState.board.board?.cardCount).toBe(0);
    expect(storeState.notices.items).toEqual([]);
    // Hidden first (marked deleting), in one commit that keeps the list and every card of it
    // (archived ones too) for undo.
    const { cards } = state.board;
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'listWithCards',
          id: 'l1',
          before: { list: state.board.lists.l1, cards: [cards.c1, cards.c2, cards.c3, cards.cA] },
          after: null,
        },
      ],
    ]);
  });

  it('brings back the list and its cards when the server refuses to hide it', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .not.call.fn(purgeService.purgeList)
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(selectVisibleCardIds(storeState as RootState, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(storeState.notices.items[0]?.text).toBe(refusedText('delete the list'));
    expect(storeState.sync.inFlight).toBe(0);
  });

  it('a purge the server refuses brings back the list with its cards, and says why', async () => {
    const { state } = boardScene();
    const refusal = new CodedError('permission-denied', 'That board isn’t yours to change.');
    const { storeState } = await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(commitEdit), undefined],
        [matchers.call.fn(purgeService.purgeList), throwError(refusal)],
        [matchers.call.fn(listsService.markListDeleting), undefined],
      ])
      .call(listsService.markListDeleting, BOARD_ID, 'l1', false)
      .run();
    const after = storeState as RootState;
    expect(openListIds(after)).toEqual(['l1', 'l2', 'l3']);
    expect(selectVisibleCardIds(after, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(after.board.cards.cA).toEqual(state.board.cards.cA);
    expect(after.board.board?.cardCount).toBe(state.board.board?.cardCount);
    expect(after.notices.items[0]?.text).toBe(
      listNotDeletedMessage('That board isn’t yours to change.'),
    );
  });

  it('a list brought back meanwhile (an undo: failed-precondition) is left as it is, silently', async () => {
    const { state } = boardScene();
    const undone = new CodedError('failed-precondition', 'This list isn’t being deleted.');
    const { storeState } = await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(commitEdit), undefined],
        [matchers.call.fn(purgeService.purgeList), throwError(undone)],
      ])
      .not.call.fn(listsService.markListDeleting)
      .run();
    expect(openListIds(storeState as RootState)).toEqual(['l2', 'l3']);
    expect(storeState.notices.items).toEqual([]);
  });

  it('offline (or no functions), the list stays hidden and nothing is put back: the next open finishes it', async () => {
    const { state } = boardScene();
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    const { storeState } = await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(commitEdit), undefined],
        [matchers.call.fn(purgeService.purgeList), throwError(unavailable)],
      ])
      .not.call.fn(listsService.markListDeleting)
      .run();
    expect(openListIds(storeState as RootState)).toEqual(['l2', 'l3']);
    expect(storeState.board.board?.cardCount).toBe(state.board.board?.cardCount);
    expect(storeState.notices.items).toEqual([]);
  });

  it('finishes, when the board opens, the lists an earlier visit left marked deleting', async () => {
    const { state } = boardScene();
    await expectSaga(resumeListDeletions, boardOpened(BOARD_ID))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(listsService.unfinishedListDeletions), ['lGone']],
        [matchers.call.fn(purgeService.purgeList), 2],
      ])
      .call(purgeService.purgeList, BOARD_ID, 'lGone')
      .run();
  });

  it('a list the server says is being deleted is not shown, nor its archived cards', () => {
    const { state, lists } = boardScene();
    const after = rootReducer(
      state,
      listsSnapshotReceived({
        changes: [{ type: 'upsert', doc: { ...lists[0]!, deleting: true }, pending: false }],
        fromCache: false,
      }),
    );
    expect(openListIds(after)).toEqual(['l2', 'l3']);
    expect(selectArchivedCards(after)).toEqual([]);
  });
});
