// A refused write puts back only its own fields, and to the newest value this tab knows: what
// the server last confirmed (another tab's change made meanwhile included), never the value
// captured before the write. Here the server's answer to the other tab arrives while this
// tab's write is still waiting, and the write is then refused.
import type { Action } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { Label } from '../../../src/domain/types';
import {
  moveBoardSaga,
  recolorBoardSaga,
  renameBoardSaga,
  toggleStarSaga,
} from '../../../src/features/dashboard/boardsSaga';
import { changeLabelsSaga } from '../../../src/features/cards/labelsSaga';
import { moveListSaga } from '../../../src/features/lists/listsSaga';
import { updateCardSaga } from '../../../src/features/cards/cardsSaga';
import {
  boardColorChangeRequested,
  boardMoveRequested,
  boardRenameRequested,
  boardStarToggled,
  boardSummariesChanged,
} from '../../../src/features/board/boardsSlice';
import {
  boardSnapshotReceived,
  cardsSnapshotReceived,
  listsSnapshotReceived,
} from '../../../src/features/board/openBoardSlice';
import {
  boardLabelsChangeRequested,
  cardUpdateRequested,
} from '../../../src/features/cards/cardRequests';
import { listMoveRequested } from '../../../src/features/lists/listRequests';
import { userRecordChanged } from '../../../src/features/user/userSlice';
import { commitEdit, commitPersonalEdit } from '../../../src/services/edits';
import {
  boardScene,
  dashboardState,
  makeCard,
  permissionDenied,
  summaryOf,
  tick,
  whenCalled,
} from '../boardFixtures';

/**
 * Runs `saga` with its write held open; meanwhile the store hears `meanwhile` (the other
 * tab's change, confirmed by the server), then the write is refused. The final state.
 */
async function refuseLater(
  saga: Parameters<typeof expectSaga>[0],
  action: Action,
  state: RootState,
  service: unknown,
  meanwhile: Action,
): Promise<RootState> {
  let refuse: (error: Error) => void = () => undefined;
  let writes = 0;
  const test = expectSaga(saga, action)
    .withReducer(rootReducer, state)
    .provide([
      whenCalled(service, () => {
        writes += 1;
        return new Promise((_, reject) => (refuse = reject));
      }),
    ]);
  const running = test.run();
  await tick();
  test.dispatch(meanwhile);
  await tick();
  refuse(permissionDenied());
  const { storeState } = await running;
  // The write was sent once and refused: what follows is the rollback's doing.
  expect(writes).toBe(1);
  expect((storeState as RootState).notices.items).toEqual([
    expect.objectContaining({ tone: 'error', text: expect.stringContaining('server refused') }),
  ]);
  return storeState as RootState;
}

describe('a refused write rolls back to what the server last confirmed', () => {
  it('card labels: a label another tab added meanwhile stays', async () => {
    const { state } = boardScene();
    const other = makeCard('c2', 'l1', 'a1', { title: 'Beta two', labelIds: ['blue'] });
    const after = await refuseLater(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c2', patch: { labelIds: ['red'] } }),
      state,
      commitEdit,
      cardsSnapshotReceived({
        changes: [{ type: 'upsert', doc: other, pending: false }],
        fromCache: false,
      }),
    );
    expect(after.board.cards.c2?.labelIds).toEqual(['blue']);
    expect(after.notices.items).toHaveLength(1);
  });

  it('a card’s description: another tab’s text stays, not the one from before the edit', async () => {
    const { state } = boardScene();
    const other = makeCard('c2', 'l1', 'a1', { title: 'Beta two', description: 'Theirs' });
    const after = await refuseLater(
      updateCardSaga,
      cardUpdateRequested({ cardId: 'c2', patch: { description: 'Mine' } }),
      state,
      commitEdit,
      cardsSnapshotReceived({
        changes: [{ type: 'upsert', doc: other, pending: false }],
        fromCache: false,
      }),
    );
    expect(after.board.cards.c2?.description).toBe('Theirs');
  });

  it('a list’s place: where another tab moved it stays', async () => {
    const { state, lists } = boardScene();
    const after = await refuseLater(
      moveListSaga,
      listMoveRequested({ listId: 'l1', toIndex: 2 }),
      state,
      commitEdit,
      listsSnapshotReceived({
        changes: [{ type: 'upsert', doc: { ...lists[0]!, rank: 'a1V' }, pending: false }],
        fromCache: false,
      }),
    );
    expect(after.board.lists.l1?.rank).toBe('a1V');
  });

  it('board labels: a label another tab added meanwhile stays', async () => {
    const { state, board } = boardScene();
    const added: Label = { id: 'new', name: 'Blocked', color: 'purple' };
    const after = await refuseLater(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: board.labels.slice(1) }),
      state,
      commitEdit,
      boardSnapshotReceived({
        board: { ...board, labels: [...board.labels, added] },
        pending: false,
        fromCache: false,
      }),
    );
    expect(after.board.board?.labels).toEqual([...board.labels, added]);
  });

  it('the board order: a board another device added meanwhile stays', async () => {
    const after = await refuseLater(
      moveBoardSaga,
      boardMoveRequested({ boardId: 'b1', toIndex: 2 }),
      dashboardState(),
      commitPersonalEdit,
      userRecordChanged({
        record: { boards: ['b1', 'b2', 'b3', 'b4'], starred: [] },
        fromCache: false,
      }),
    );
    expect(after.user.record?.boards).toEqual(['b1', 'b2', 'b3', 'b4']);
  });

  it('the stars: a board another tab starred meanwhile stays starred', async () => {
    const after = await refuseLater(
      toggleStarSaga,
      boardStarToggled({ boardId: 'b1' }),
      dashboardState(),
      commitPersonalEdit,
      userRecordChanged({
        record: { boards: ['b1', 'b2', 'b3'], starred: ['b3'] },
        fromCache: false,
      }),
    );
    expect(after.user.record?.starred).toEqual(['b3']);
  });

  it('a board’s name on the dashboard: another tab’s rename stays', async () => {
    const after = await refuseLater(
      renameBoardSaga,
      boardRenameRequested({ boardId: 'b1', title: 'Mine' }),
      dashboardState(),
      commitEdit,
      boardSummariesChanged({
        summaries: [
          summaryOf('b1', 'Theirs'),
          summaryOf('b2', 'Work', 'green'),
          summaryOf('b3', 'Trip'),
        ],
        pendingIds: [],
      }),
    );
    expect(after.boards.summaries.b1?.title).toBe('Theirs');
    expect(after.notices.items).toHaveLength(1);
  });

  it('a board’s name, while a recolour here is pending: only the name goes back', async () => {
    // This tab's own earlier recolour still pending: its colour stays; the name goes back to
    // the confirmed one.
    const state = dashboardState();
    const after = await refuseLater(
      renameBoardSaga,
      boardRenameRequested({ boardId: 'b2', title: 'Mine' }),
      {
        ...state,
        boards: { ...state.boards, confirmed: { b2: summaryOf('b2', 'Work', 'green') } },
      },
      commitEdit,
      boardSummariesChanged({
        summaries: [
          summaryOf('b1', 'Home'),
          summaryOf('b2', 'Mine', 'red'),
          summaryOf('b3', 'Trip'),
        ],
        pendingIds: ['b2'],
      }),
    );
    expect(after.boards.summaries.b2).toEqual(summaryOf('b2', 'Work', 'red'));
  });

  it('the open board’s name and colour: another tab’s change stays', async () => {
    const { state, board } = boardScene();
    const renamed = await refuseLater(
      renameBoardSaga,
      boardRenameRequested({ boardId: board.id, title: 'Mine' }),
      state,
      commitEdit,
      boardSnapshotReceived({
        board: { ...board, title: 'Theirs' },
        pending: false,
        fromCache: false,
      }),
    );
    expect(renamed.board.board?.title).toBe('Theirs');

    const recoloured = await refuseLater(
      recolorBoardSaga,
      boardColorChangeRequested({ boardId: board.id, color: 'red' }),
      state,
      commitEdit,
      boardSnapshotReceived({
        board: { ...board, color: 'purple' },
        pending: false,
        fromCache: false,
      }),
    );
    expect(recoloured.board.board?.color).toBe('purple');
  });
});
