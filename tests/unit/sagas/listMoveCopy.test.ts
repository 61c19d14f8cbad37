// Copying a list with its cards (on its board, or to another) and moving one to another board:
// each one edit of the list with its cards through the pipeline, its cards written after the
// list one counted create each; a move writes there first and leaves here only once every card
// has arrived.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { ListWithCards } from '../../../src/domain/edit';
import { newId } from '../../../src/domain/ids';
import type { Board, Card, Label } from '../../../src/domain/types';
import { selectCardsOfList, selectOpenLists } from '../../../src/features/board/openBoardSelectors';
import { loadMoveTargetSaga } from '../../../src/features/cards/moveCopySaga';
import { moveTargetRequested, moveTargetSlice } from '../../../src/features/cards/moveTargetSlice';
import { copyListSaga, moveListToBoardSaga } from '../../../src/features/lists/listMoveCopySaga';
import {
  listCopyRequested,
  listMoveRequested,
  listMoveToBoardRequested,
} from '../../../src/features/lists/listRequests';
import { restoreAssignees, restoreCards } from '../../../src/services/edits';
import { listCardCount, readMoveTarget } from '../../../src/services/moveTargets';
import * as purgeService from '../../../src/services/purge';
import { BOARD_ID, boardScene, commitsTo, makeBoard, makeList, whenCalled } from '../boardFixtures';

rootReducer.inject(moveTargetSlice);

const OTHER = 'board-2';
const sourceLabels: Label[] = [
  { id: 'red', name: '', color: 'red' },
  { id: 'bug', name: 'Bug', color: 'purple' },
];
const otherLists = [makeList('t1', 'a0', { title: 'Inbox' }), makeList('t2', 'a1')];
const ada = { uid: 'ada-uid', role: 'owner' as const, name: 'Ada', email: 'ada@example.com' };
const bob = { uid: 'bob-uid', role: 'editor' as const, name: 'Bob', email: 'bob@example.com' };

const otherBoard = (): Board =>
  makeBoard({
    id: OTHER,
    title: 'Elsewhere',
    cardCount: 10,
    labels: [{ id: 'their-red', name: '', color: 'red', rank: 'a0' }],
    members: [ada, bob],
  });

/** The open board ("To do": c1 labelled and assigned, c2, c3, archived cA), the other read. */
async function scene() {
  const { state } = boardScene({
    title: 'Here',
    labels: sourceLabels,
    members: [ada, bob, { uid: 'cy-uid', role: 'editor', name: 'Cy', email: 'cy@example.com' }],
  });
  const c1: Card = {
    ...state.board.cards.c1!,
    description: 'Why it matters',
    labelIds: ['red', 'bug'],
    assigneeIds: ['bob-uid', 'cy-uid'],
    due: '2026-12-01',
    checklist: [{ id: 'i1', text: 'Milk', done: true, rank: 'a0' }],
  };
  const withCard: RootState = {
    ...state,
    session: { uid: 'ada-uid' },
    board: { ...state.board, cards: { ...state.board.cards, c1 } },
  };
  const { storeState } = await expectSaga(
    loadMoveTargetSaga,
    moveTargetRequested({ boardId: OTHER }),
  )
    .withReducer(rootReducer, rootReducer(withCard, moveTargetRequested({ boardId: OTHER })))
    .provide([[matchers.call.fn(readMoveTarget), { board: otherBoard(), lists: otherLists }]])
    .run();
  return storeState as RootState;
}

const counter = () => {
  let n = 0;
  return whenCalled(newId, () => `id-${++n}`);
};

/** The cards written after the list, and the assignees after each card. */
function followUps() {
  const cards: [string, Card[]][] = [];
  const assignees: unknown[][] = [];
  return {
    cards,
    assignees,
    providers: [
      whenCalled(
        restoreCards,
        (boardId, written) => void cards.push([boardId as string, written as Card[]]),
      ),
      whenCalled(restoreAssignees, (...args) => void assignees.push(args)),
    ],
  };
}

const arrivedList = (changes: unknown[]) => (changes[0] as { after: ListWithCards }).after;

describe('copying a list on its own board', () => {
  it('adds “To do (copy)” right after it with its open cards, undoable, counted', async () => {
    const state = await scene();
    const writes = commitsTo();
    const after = followUps();
    const { storeState } = await expectSaga(
      copyListSaga,
      listCopyRequested({ listId: 'l1', toBoardId: BOARD_ID, toIndex: 1, title: ' To do (copy) ' }),
    )
      .withReducer(rootReducer, state)
      .provide([counter(), writes.provider, ...after.providers])
      .run();
    const end = storeState as RootState;

    expect(selectOpenLists(end).map((list) => list.title)).toEqual([
      'To do',
      'To do (copy)',
      'Doing',
      'Done',
    ]);
    // The archived card stays behind; each copy is a new card with what the card had.
    const copies = selectCardsOfList(end, 'id-1');
    expect(copies.map((card) => [card.id, card.title])).toEqual([
      ['id-2', 'Alpha one'],
      ['id-3', 'Beta two'],
      ['id-4', 'Alpha three'],
    ]);
    expect(copies[0]).toMatchObject({
      description: 'Why it matters',
      labelIds: ['red', 'bug'],
      assigneeIds: ['bob-uid', 'cy-uid'],
      due: '2026-12-01',
      checklist: [{ id: 'i1', text: 'Milk', done: true, rank: 'a0' }],
    });
    expect(selectCardsOfList(end, 'l1')).toHaveLength(4);
    expect(writes.commits.map((commit) => [commit.boardId, commit.activity?.draft.kind])).toEqual([
      [BOARD_ID, 'listCopy'],
    ]);
    expect(writes.commits[0]!.activity?.draft).toMatchObject({
      listId: 'id-1',
      subject: 'To do (copy)',
      words: { count: '3' },
    });
    expect(after.cards.map(([boardId, cards]) => [boardId, cards.map((card) => card.id)])).toEqual([
      [BOARD_ID, ['id-2', 'id-3', 'id-4']],
    ]);
    expect(after.assignees).toEqual([[BOARD_ID, 'id-2', ['bob-uid', 'cy-uid']]]);
    expect(end.board.board?.cardCount).toBe(state.board.board!.cardCount + 3);
    expect(end.history.past.map((step) => step.kind)).toEqual(['listCopy']);
  });

  it('waits for a list whose cards are still arriving', async () => {
    const state = await scene();
    const partial = { ...state, board: { ...state.board, partialListIds: ['l1'] } };
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      copyListSaga,
      listCopyRequested({ listId: 'l1', toBoardId: BOARD_ID, toIndex: 1, title: 'Again' }),
    )
      .withReducer(rootReducer, partial)
      .provide([counter(), writes.provider])
      .run();
    expect(writes.commits).toEqual([]);
    expect((storeState as RootState).notices.items.map((notice) => notice.text)).toEqual([
      'This list’s cards are still loading. Try again in a moment.',
    ]);
  });
});

describe('copying a list to another board', () => {
  it('writes it there with its cards, labels matched by name and colour (the missing one added)', async () => {
    const state = await scene();
    const writes = commitsTo();
    const after = followUps();
    const { storeState } = await expectSaga(
      copyListSaga,
      listCopyRequested({ listId: 'l1', toBoardId: OTHER, toIndex: 1, title: 'To do' }),
    )
      .withReducer(rootReducer, state)
      .provide([counter(), writes.provider, ...after.providers])
      .run();
    const end = storeState as RootState;

    expect(writes.commits.map((commit) => [commit.boardId, commit.activity?.draft.kind])).toEqual([
      [OTHER, 'labelAdd'],
      [OTHER, 'listCopy'],
    ]);
    const arrived = arrivedList(writes.commits[1]!.changes);
    // Between the other board's first and second lists.
    expect(arrived.list.rank > 'a0' && arrived.list.rank < 'a1').toBe(true);
    expect(arrived.list).toMatchObject({ id: 'id-1', title: 'To do', archived: false });
    // Its red label is theirs; its Bug label is made there (id-5, from the label edit).
    expect(arrived.cards[0]).toMatchObject({
      id: 'id-2',
      listId: 'id-1',
      labelIds: ['their-red', 'id-5'],
      // Cy is not a member there.
      assigneeIds: ['bob-uid'],
    });
    expect(writes.commits[1]!.activity?.draft.words).toEqual({ count: '3', board: 'Here' });
    expect(after.cards.map(([boardId, cards]) => [boardId, cards.length])).toEqual([[OTHER, 3]]);
    expect(after.assignees).toEqual([[OTHER, 'id-2', ['bob-uid']]]);
    // Nothing changes on the open board, its count included; nothing to undo here.
    expect(end.board.lists).toEqual(state.board.lists);
    expect(end.board.cards).toEqual(state.board.cards);
    expect(end.board.board?.cardCount).toBe(state.board.board!.cardCount);
    expect(end.history.past).toEqual([]);
  });
});

describe('moving a list to another board', () => {
  it('writes it there first with all its cards, then, all of them there, removes it here', async () => {
    const state = await scene();
    const writes = commitsTo();
    const after = followUps();
    const purged: string[] = [];
    const { storeState } = await expectSaga(
      moveListToBoardSaga,
      listMoveToBoardRequested({ listId: 'l1', toBoardId: OTHER, toIndex: 2 }),
    )
      .withReducer(rootReducer, state)
      .provide([
        counter(),
        writes.provider,
        ...after.providers,
        [matchers.call.fn(listCardCount), 4],
        whenCalled(purgeService.purgeList, (boardId, listId) => {
          purged.push(`${boardId as string}/${listId as string}`);
          return 4;
        }),
      ])
      .run();
    const end = storeState as RootState;

    expect(writes.commits.map((commit) => [commit.boardId, commit.activity?.draft.kind])).toEqual([
      [OTHER, 'labelAdd'],
      [OTHER, 'listMoveHere'],
      [BOARD_ID, 'listMoveAway'],
    ]);
    // The same ids there, the archived card included and still archived; placed last.
    const arrived = arrivedList(writes.commits[1]!.changes);
    expect(arrived.list.id).toBe('l1');
    expect(arrived.list.rank > 'a1').toBe(true);
    expect(arrived.cards.map((card) => [card.id, card.archived])).toEqual([
      ['c1', false],
      ['c2', false],
      ['c3', false],
      ['cA', true],
    ]);
    expect(writes.commits[2]!.activity?.draft.words).toEqual({ count: '4', board: 'Elsewhere' });
    expect(purged).toEqual([`${BOARD_ID}/l1`]);
    expect(selectOpenLists(end).map((list) => list.id)).toEqual(['l2', 'l3']);
    expect(end.history.past).toEqual([]);
    expect(end.notices.items).toEqual([]);
  });

  it('keeps the list here when not every card reached the other board', async () => {
    const state = await scene();
    const writes = commitsTo();
    const after = followUps();
    const { storeState } = await expectSaga(
      moveListToBoardSaga,
      listMoveToBoardRequested({ listId: 'l1', toBoardId: OTHER, toIndex: 0 }),
    )
      .withReducer(rootReducer, state)
      .provide([
        counter(),
        writes.provider,
        ...after.providers,
        [matchers.call.fn(listCardCount), 2],
      ])
      .run();
    const end = storeState as RootState;
    expect(writes.commits.map((commit) => commit.activity?.draft.kind)).toEqual([
      'labelAdd',
      'listMoveHere',
    ]);
    expect(selectOpenLists(end).map((list) => list.id)).toEqual(['l1', 'l2', 'l3']);
    expect(end.notices.items.map((notice) => notice.text)).toEqual([
      'Not every card of “To do” reached “Elsewhere”, so the list stays here too.',
    ]);
  });

  it('to a place on its own board is the board’s ordinary list move', async () => {
    const state = await scene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      moveListToBoardSaga,
      listMoveToBoardRequested({ listId: 'l1', toBoardId: BOARD_ID, toIndex: 2 }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .put(listMoveRequested({ listId: 'l1', toIndex: 2 }))
      .run();
    expect(writes.commits).toEqual([]);
    expect((storeState as RootState).board).toEqual(state.board);
  });
});
