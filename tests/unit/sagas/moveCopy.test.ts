// Moving and copying a card from its dialogs: within the open board, and to another board of
// the person's (two edits, one per board: the arrival there first, the departure here after).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import { newId } from '../../../src/domain/ids';
import type { Board, Label } from '../../../src/domain/types';
import { selectVisibleCardIds } from '../../../src/features/board/openBoardSelectors';
import {
  cardCopyRequested,
  cardMoveRequested,
  cardMoveToPlaceRequested,
} from '../../../src/features/cards/cardRequests';
import {
  copyCardSaga,
  loadMoveTargetSaga,
  moveCardToPlaceSaga,
} from '../../../src/features/cards/moveCopySaga';
import {
  moveTargetRequested,
  moveTargetSlice,
  selectMoveTarget,
} from '../../../src/features/cards/moveTargetSlice';
import { restoreAssignees } from '../../../src/services/edits';
import { existsOnServer } from '../../../src/services/pendingWrites';
import { endCardRank, readMoveTarget } from '../../../src/services/moveTargets';
import {
  BOARD_ID,
  boardScene,
  commitsTo,
  makeBoard,
  makeList,
  refuse,
  whenCalled,
} from '../boardFixtures';

rootReducer.inject(moveTargetSlice);

const OTHER = 'board-2';
const sourceLabels: Label[] = [
  { id: 'red', name: '', color: 'red' },
  { id: 'bug', name: 'Bug', color: 'purple' },
];
const otherLists = [makeList('t1', 'a0', { title: 'Inbox' }), makeList('t2', 'a1')];

function otherBoard(overrides: Partial<Board> = {}): Board {
  return makeBoard({
    id: OTHER,
    title: 'Elsewhere',
    labels: [{ id: 'their-red', name: '', color: 'red', rank: 'a0' }],
    members: [
      { uid: 'ada-uid', role: 'owner', name: 'Ada', email: 'ada@example.com' },
      { uid: 'bob-uid', role: 'editor', name: 'Bob', email: 'bob@example.com' },
    ],
    ...overrides,
  });
}

/** The open board with c1 labelled, assigned and with a checklist; the other board read. */
function scene(target: Board = otherBoard()) {
  const { state } = boardScene({
    labels: sourceLabels,
    members: [
      { uid: 'ada-uid', role: 'owner', name: 'Ada', email: 'ada@example.com' },
      { uid: 'bob-uid', role: 'editor', name: 'Bob', email: 'bob@example.com' },
      { uid: 'cy-uid', role: 'editor', name: 'Cy', email: 'cy@example.com' },
    ],
  });
  const c1 = {
    ...state.board.cards.c1!,
    description: 'Why it matters',
    labelIds: ['red', 'bug'],
    assigneeIds: ['bob-uid', 'cy-uid'],
    due: '2026-12-01',
    checklist: [{ id: 'i1', text: 'Milk', done: true, rank: 'a0' }],
  };
  const withCard: RootState = {
    ...state,
    board: {
      ...state.board,
      cards: { ...state.board.cards, c1 },
      confirmed: { ...state.board.confirmed, cards: { ...state.board.confirmed.cards, c1 } },
    },
  };
  return { state: withCard, target };
}

/** The store as the dialog leaves it once it has read `target`. */
async function withTargetRead(state: RootState, target: Board) {
  const { storeState } = await expectSaga(
    loadMoveTargetSaga,
    moveTargetRequested({ boardId: OTHER }),
  )
    .withReducer(rootReducer, rootReducer(state, moveTargetRequested({ boardId: OTHER })))
    .provide([[matchers.call.fn(readMoveTarget), { board: target, lists: otherLists }]])
    .run();
  return storeState as RootState;
}

/** The assignees written after a card's create (a create names none: the rules check each). */
const assigning = () => {
  const calls: unknown[][] = [];
  const provider = whenCalled(restoreAssignees, (...args) => void calls.push(args));
  return { provider, calls };
};

const counter = () => {
  let n = 0;
  return whenCalled(newId, () => `id-${++n}`);
};

describe('copying a card on its own board', () => {
  it('adds the copy where chosen, with what was chosen, as one card add', async () => {
    const { state } = scene();
    const assigned = assigning();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      copyCardSaga,
      cardCopyRequested({
        cardId: 'c1',
        toBoardId: BOARD_ID,
        toListId: 'l2',
        toIndex: 0,
        title: ' Copy of alpha ',
        labels: false,
        checklist: true,
      }),
    )
      .withReducer(rootReducer, state)
      .provide([counter(), assigned.provider, writes.provider])
      .run();
    const after = storeState as RootState;
    expect(selectVisibleCardIds(after, 'l2')).toEqual(['id-1', 'c4']);
    expect(after.board.cards['id-1']).toMatchObject({
      title: 'Copy of alpha',
      description: 'Why it matters',
      labelIds: [],
      assigneeIds: ['bob-uid', 'cy-uid'],
      checklist: [{ id: 'i1', text: 'Milk', done: true, rank: 'a0' }],
      watcherIds: ['ada-uid'],
    });
    expect(after.board.cards.c1?.listId).toBe('l1');
    expect(writes.commits.map((commit) => [commit.boardId, commit.activity?.draft.kind])).toEqual([
      [BOARD_ID, 'cardAdd'],
    ]);
    expect(after.history.past.map((step) => step.kind)).toEqual(['cardAdd']);
    expect(assigned.calls).toEqual([[BOARD_ID, 'id-1', ['bob-uid', 'cy-uid']]]);
  });
});

describe('moving a card within its board from the dialog', () => {
  it('is the board’s ordinary move, to the list and place chosen', async () => {
    const { state } = scene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      moveCardToPlaceSaga,
      cardMoveToPlaceRequested({ cardId: 'c1', toBoardId: BOARD_ID, toListId: 'l2', toIndex: 1 }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .put(cardMoveRequested({ cardId: 'c1', toListId: 'l2', toIndex: 1 }))
      .run();
    // The move itself is cardsSaga's (tested in cardEditors): nothing else is written here.
    expect(writes.commits).toEqual([]);
    expect((storeState as RootState).board).toEqual(state.board);
  });
});

describe('moving a card to another board', () => {
  it('writes it there (labels matched by name and colour, the missing one added), then deletes it here', async () => {
    const { state, target } = scene();
    const read = await withTargetRead(state, target);
    expect(selectMoveTarget(read).lists.map((list) => list.id)).toEqual(['t1', 't2']);
    const assigned = assigning();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      moveCardToPlaceSaga,
      cardMoveToPlaceRequested({ cardId: 'c1', toBoardId: OTHER, toListId: 't2', toIndex: 5 }),
    )
      .withReducer(rootReducer, read)
      .provide([
        counter(),
        assigned.provider,
        [matchers.call.fn(endCardRank), 'a7'],
        writes.provider,
      ])
      .run();
    const after = storeState as RootState;

    expect(writes.commits.map((commit) => [commit.boardId, commit.activity?.draft.kind])).toEqual([
      [OTHER, 'labelAdd'],
      [OTHER, 'cardAdd'],
      [BOARD_ID, 'cardDelete'],
    ]);
    const [labelAdd, cardAdd] = writes.commits;
    expect(labelAdd!.changes).toEqual([
      expect.objectContaining({
        doc: 'item',
        id: OTHER,
        field: 'labels',
        item: 'id-1',
        before: null,
        after: expect.objectContaining({ name: 'Bug', color: 'purple' }),
      }),
    ]);
    const arrived = cardAdd!.changes[0];
    expect(arrived).toMatchObject({ doc: 'cardPresence', id: 'c1', before: null });
    expect(arrived?.doc === 'cardPresence' && arrived.after).toMatchObject({
      listId: 't2',
      title: 'Alpha one',
      description: 'Why it matters',
      labelIds: ['their-red', 'id-1'],
      // Cy is not a member there.
      assigneeIds: ['bob-uid'],
      due: '2026-12-01',
      checklist: [{ id: 'i1', text: 'Milk', done: true, rank: 'a0' }],
      watcherIds: ['ada-uid'],
    });
    const rank = arrived?.doc === 'cardPresence' ? arrived.after!.rank : '';
    expect(rank > 'a7').toBe(true);
    // The entry there names that board's list.
    expect(cardAdd!.activity?.draft).toMatchObject({ listId: 't2', cardId: 'c1' });

    expect(after.board.cards.c1).toBeUndefined();
    expect(selectVisibleCardIds(after, 'l1')).toEqual(['c2', 'c3']);
    expect(after.board.board?.cardCount).toBe(4);
    // Neither half is a step to undo: undoing one would leave the card on both boards or none.
    expect(after.history.past).toEqual([]);
    expect(after.notices.items).toEqual([]);
    expect(assigned.calls).toEqual([[OTHER, 'c1', ['bob-uid']]]);
  });

  it('keeps the card here when the other board refuses it', async () => {
    const { state, target } = scene(otherBoard({ labels: sourceLabels }));
    const read = await withTargetRead(state, target);
    const assigned = assigning();
    const writes = commitsTo(refuse);
    const { storeState } = await expectSaga(
      moveCardToPlaceSaga,
      cardMoveToPlaceRequested({ cardId: 'c1', toBoardId: OTHER, toListId: 't1', toIndex: 0 }),
    )
      .withReducer(rootReducer, read)
      .provide([
        counter(),
        assigned.provider,
        [matchers.call.fn(endCardRank), null],
        [matchers.call.fn(existsOnServer), false],
        writes.provider,
      ])
      .run();
    const after = storeState as RootState;
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([OTHER]);
    expect(after.board.cards.c1?.listId).toBe('l1');
    expect(after.board.board?.cardCount).toBe(5);
    expect(after.notices.items).toHaveLength(1);
  });

  it('writes nothing to a board the person may only view, and says so', async () => {
    const viewerOnly = otherBoard({
      ownerId: 'bob-uid',
      members: [
        { uid: 'bob-uid', role: 'owner', name: 'Bob', email: 'bob@example.com' },
        { uid: 'ada-uid', role: 'viewer', name: 'Ada', email: 'ada@example.com' },
      ],
    });
    const { state } = scene(viewerOnly);
    const read = await withTargetRead(state, viewerOnly);
    const assigned = assigning();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      copyCardSaga,
      cardCopyRequested({
        cardId: 'c1',
        toBoardId: OTHER,
        toListId: 't1',
        toIndex: 0,
        title: 'Alpha one',
        labels: true,
        checklist: true,
      }),
    )
      .withReducer(rootReducer, read)
      .provide([counter(), assigned.provider, writes.provider])
      .run();
    expect(writes.commits).toEqual([]);
    expect((storeState as RootState).notices.items[0]?.text).toMatch(/only view that board/);
  });
});

describe('copying a card to another board', () => {
  it('adds it there without its labels when they are not chosen, and leaves this board as it was', async () => {
    const { state, target } = scene();
    const read = await withTargetRead(state, target);
    const assigned = assigning();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      copyCardSaga,
      cardCopyRequested({
        cardId: 'c1',
        toBoardId: OTHER,
        toListId: 't1',
        toIndex: 0,
        title: 'Alpha again',
        labels: false,
        checklist: false,
      }),
    )
      .withReducer(rootReducer, read)
      .provide([
        counter(),
        assigned.provider,
        [matchers.call.fn(endCardRank), 'a5'],
        writes.provider,
      ])
      .run();
    expect(writes.commits.map((commit) => [commit.boardId, commit.activity?.draft.kind])).toEqual([
      [OTHER, 'cardAdd'],
    ]);
    const added = writes.commits[0]!.changes[0];
    expect(added?.doc === 'cardPresence' && added.after).toMatchObject({
      id: 'id-1',
      title: 'Alpha again',
      labelIds: [],
      checklist: [],
    });
    expect(added?.doc === 'cardPresence' && added.after!.rank < 'a5').toBe(true);
    expect((storeState as RootState).board).toEqual(read.board);
  });
});
