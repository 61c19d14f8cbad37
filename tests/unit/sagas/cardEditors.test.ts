import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import * as activityService from '../../../src/services/activity';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import type { FieldChange } from '../../../src/domain/edit';
import type { Label } from '../../../src/domain/types';
import {
  addCardSaga,
  deleteCardSaga,
  moveCardSaga,
  renameCardSaga,
  updateCardSaga,
} from '../../../src/features/cards/cardsSaga';
import { boardsFeatureSaga } from '../../../src/features/boards/sagas';
import { changeLabelsSaga } from '../../../src/features/cards/labelsSaga';
import { cardFilterChanged } from '../../../src/features/board/openBoardSlice';
import {
  boardLabelsChangeRequested,
  cardAddRequested,
  cardDeleteRequested,
  cardMoveRequested,
  cardRenameRequested,
  cardUpdateRequested,
} from '../../../src/features/cards/cardRequests';
import {
  listAddRequested,
  listArchiveRequested,
  listDeleteRequested,
  listMoveRequested,
  listRenameRequested,
} from '../../../src/features/lists/listRequests';
import {
  selectArchivedCards,
  selectVisibleCardIds,
} from '../../../src/features/board/openBoardSelectors';
import { commitEdit } from '../../../src/services/edits';
import * as purgeService from '../../../src/services/purge';
import { newId } from '../../../src/domain/ids';
import { existsOnServer } from '../../../src/services/pendingWrites';
import {
  BOARD_ID,
  boardScene,
  commitsTo,
  permissionDenied,
  refuse,
  tick,
  trackedReducer,
  whenCalled,
} from '../boardFixtures';

const refusedText = (what: string) =>
  `We couldn’t ${what} (the server refused it). The change was undone.`;
const visible = (state: RootState, listId: string) => selectVisibleCardIds(state, listId);
type ItemChange = Extract<FieldChange, { doc: 'item' }>;

describe('adding a card', () => {
  it('shows it at once after the list’s last card (archived too), counts it, and writes it', async () => {
    const { state } = boardScene();
    const tracked = trackedReducer(state);
    let atWrite: RootState | undefined;
    const writes = commitsTo(() => void (atWrite = tracked.now()));
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: ' Buy seeds ' }),
    )
      .withReducer(tracked.reducer, tracked.initial)
      .provide([[matchers.call.fn(newId), 'c-new'], writes.provider])
      .run();

    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: [
          {
            doc: 'cardPresence',
            id: 'c-new',
            before: null,
            after: {
              id: 'c-new',
              listId: 'l1',
              rank: 'a4', // after the archived card cA (a3)
              title: 'Buy seeds',
              description: '',
              labelIds: [],
              assigneeIds: [],
              due: null,
              dueComplete: false,
              checklist: [],
              archived: false,
              watcherIds: ['ada-uid'],
            },
          },
        ],
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({ kind: 'cardAdd', cardId: 'c-new', listId: 'l1' }),
        },
      },
    ]);

    for (const after of [atWrite!, storeState as RootState]) {
      expect(visible(after, 'l1')).toEqual(['c1', 'c2', 'c3', 'c-new']);
      expect(after.board.board?.cardCount).toBe(6);
    }
    expect(storeState.notices.items).toEqual([]);
  });

  it('starts an empty list with the first rank', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l3', title: 'Ship it' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(commitEdit), undefined],
      ])
      .run();
    expect(storeState.board.cards['c-new']).toMatchObject({ listId: 'l3', rank: 'a0' });
    expect(visible(storeState as RootState, 'l3')).toEqual(['c-new']);
  });

  it('refuses a 5,001st card with a message, keeping the title, and writes nothing', async () => {
    const { state } = boardScene({ cardCount: 5000 });
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: 'One more' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(commitEdit), undefined],
      ])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: expect.stringContaining('at most 5,000 cards'),
        keptText: 'One more',
      },
    ]);
  });

  it('still adds the 5,000th card', async () => {
    const { state } = boardScene({ cardCount: 4999 });
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: 'Last one' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(commitEdit), undefined],
      ])
      .call.fn(commitEdit)
      .run();
    expect(storeState.board.board?.cardCount).toBe(5000);
  });

  it.each([
    ['only spaces', '   ', 'A card title can’t be empty or only spaces.'],
    ['501 characters', 'c'.repeat(501), 'A card title can be at most 500 characters'],
  ])('refuses a title of %s, keeping it, and writes nothing', async (_, title, text) => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(addCardSaga, cardAddRequested({ listId: 'l1', title }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({ text: expect.stringContaining(text), keptText: title }),
    ]);
  });

  it('takes the card and the count back when the server refuses it', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: 'Buy seeds' }),
    )
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), false],
      ])
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(storeState.sync.inFlight).toBe(0);
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({ text: refusedText('add the card'), keptText: 'Buy seeds' }),
    ]);
  });
});

describe('renaming a card', () => {
  it('renames at once and writes the trimmed title', async () => {
    const { state } = boardScene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c2', title: ' Beta 2 ' }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [{ doc: 'card', id: 'c2', before: { title: 'Beta two' }, after: { title: 'Beta 2' } }],
    ]);
    expect(storeState.board.cards.c2?.title).toBe('Beta 2');
  });

  it('writes nothing for the same title, and refuses a blank one keeping it', async () => {
    const { state } = boardScene();
    await expectSaga(renameCardSaga, cardRenameRequested({ cardId: 'c2', title: 'Beta two ' }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    const { storeState } = await expectSaga(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c2', title: '  ' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(storeState.board.cards.c2?.title).toBe('Beta two');
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({
        text: 'A card title can’t be empty or only spaces.',
        keptText: '  ',
      }),
    ]);
  });

  it('puts the old title back when refused', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      renameCardSaga,
      cardRenameRequested({ cardId: 'c2', title: 'Beta 2' }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    expect(storeState.board.cards.c2).toEqual(state.board.cards.c2);
    expect(storeState.notices.items).toEqual([
      expect.objectContaining({ text: refusedText('rename the card'), keptText: 'Beta 2' }),
    ]);
  });
});

describe('moving a card', () => {
  /** Moves a card; returns the final state and every updateCard call made. */
  async function move(
    cardId: string,
    toListId: string,
    toIndex: number,
    base: RootState = boardScene().state,
    fails = false,
  ) {
    const commits = commitsTo(fails ? refuse : undefined);
    const { storeState } = await expectSaga(
      moveCardSaga,
      cardMoveRequested({ cardId, toListId, toIndex }),
    )
      .withReducer(rootReducer, base)
      .provide([commits.provider])
      .run();
    expect(commits.commits.every((commit) => commit.boardId === BOARD_ID)).toBe(true);
    return { state: storeState as RootState, writes: commits.changes() };
  }

  /** The one write a move makes: the card's list and its new rank, nothing else. */
  const oneWrite = (state: RootState, cardId: string, listId: string) => {
    const { listId: fromList, rank: fromRank } = boardScene().state.board.cards[cardId]!;
    return [
      [
        {
          doc: 'card',
          id: cardId,
          before: { listId: fromList, rank: fromRank },
          after: { listId, rank: state.board.cards[cardId]!.rank },
        },
      ],
    ];
  };

  it.each([
    ['down to the bottom', 'c1', 2, ['c2', 'c3', 'c1']],
    ['down one place', 'c1', 1, ['c2', 'c1', 'c3']],
    ['up to the top', 'c3', 0, ['c3', 'c1', 'c2']],
    ['up one place', 'c3', 1, ['c1', 'c3', 'c2']],
  ])('moves a card %s within its list, writing one document', async (_, cardId, toIndex, order) => {
    const { state, writes } = await move(cardId, 'l1', toIndex);
    expect(visible(state, 'l1')).toEqual(order);
    expect(writes).toEqual(oneWrite(state, cardId, 'l1'));
  });

  it('moves a card to another list, writing one document', async () => {
    const { state, writes } = await move('c2', 'l2', 0);
    expect(visible(state, 'l1')).toEqual(['c1', 'c3']);
    expect(visible(state, 'l2')).toEqual(['c2', 'c4']);
    expect(writes).toEqual(oneWrite(state, 'c2', 'l2'));
  });

  it('moves a card to the end of another list, and into an empty one', async () => {
    const toEnd = await move('c1', 'l2', 1);
    expect(visible(toEnd.state, 'l2')).toEqual(['c4', 'c1']);
    expect(visible(toEnd.state, 'l1')).toEqual(['c2', 'c3']);
    expect(toEnd.writes).toEqual(oneWrite(toEnd.state, 'c1', 'l2'));

    const toEmpty = await move('c4', 'l3', 0);
    expect(visible(toEmpty.state, 'l3')).toEqual(['c4']);
    expect(visible(toEmpty.state, 'l2')).toEqual([]);
    expect(toEmpty.writes).toEqual(oneWrite(toEmpty.state, 'c4', 'l3'));
  });

  it('writes nothing when the card is dropped where it was, or is unknown', async () => {
    const { state } = boardScene();
    for (const [cardId, toListId, toIndex] of [
      ['c2', 'l1', 1],
      ['nope', 'l1', 0],
      ['c2', 'no-list', 0],
    ] as const) {
      const { state: after, writes } = await move(cardId, toListId, toIndex, state);
      expect(writes).toEqual([]);
      expect(after).toEqual(state);
    }
  });

  it('places a card among the cards shown when a filter hides some', async () => {
    const { state } = boardScene();
    // "alpha" shows c1 and c3 in l1 (c2 "Beta two" is hidden), and c4 in l2.
    const filtered = rootReducer(state, cardFilterChanged({ text: 'alpha' }));
    expect(visible(filtered, 'l1')).toEqual(['c1', 'c3']);

    const below = await move('c1', 'l1', 1, filtered);
    expect(visible(below.state, 'l1')).toEqual(['c3', 'c1']);
    expect(below.writes).toEqual(oneWrite(below.state, 'c1', 'l1'));

    const between = await move('c4', 'l1', 1, filtered);
    expect(visible(between.state, 'l1')).toEqual(['c1', 'c4', 'c3']);
    expect(visible(between.state, 'l2')).toEqual([]);
    expect(between.writes).toEqual(oneWrite(between.state, 'c4', 'l1'));
  });

  it('puts the card back in its list and place when the server refuses', async () => {
    const { state } = boardScene();
    const { state: after, writes } = await move('c2', 'l2', 0, state, true);
    expect(writes).toHaveLength(1);
    expect(visible(after, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(visible(after, 'l2')).toEqual(['c4']);
    expect(after.board.cards).toEqual(state.board.cards);
    expect(after.notices.items[0]?.text).toBe(refusedText('move the card'));
  });
});

describe('changing a card’s details', () => {
  async function update(
    cardId: string,
    patch: Parameters<typeof cardUpdateRequested>[0]['patch'],
    fails = false,
  ) {
    const { state } = boardScene();
    const commits = commitsTo(fails ? refuse : undefined);
    const { storeState } = await expectSaga(updateCardSaga, cardUpdateRequested({ cardId, patch }))
      .withReducer(rootReducer, state)
      .provide([commits.provider])
      .run();
    expect(commits.commits.every((commit) => commit.boardId === BOARD_ID)).toBe(true);
    return { before: state, state: storeState as RootState, writes: commits.changes() };
  }

  /** The one change an edit of a card's fields writes: those fields, from the scene's values. */
  const fieldsWrite = (cardId: string, after: Record<string, unknown>) => {
    const card = boardScene().state.board.cards[cardId] as unknown as Record<string, unknown>;
    const before = Object.fromEntries(Object.keys(after).map((key) => [key, card[key]]));
    return [[{ doc: 'card', id: cardId, before, after }]];
  };

  it('saves a description of up to 10,000 characters', async () => {
    const description = 'd'.repeat(10_000);
    const { state, writes } = await update('c1', { description });
    expect(state.board.cards.c1?.description).toBe(description);
    expect(writes).toEqual(fieldsWrite('c1', { description }));
  });

  it('refuses a description over 10,000 characters, offering the text back', async () => {
    const description = 'd'.repeat(10_001);
    const { before, state, writes } = await update('c1', { description });
    expect(writes).toEqual([]);
    expect(state.board).toEqual(before.board);
    expect(state.notices.items).toEqual([
      {
        id: expect.any(String),
        tone: 'error',
        text: 'A description can be at most 10,000 characters (this one has 10,001).',
        keptText: description,
      },
    ]);
  });

  it('puts the old description back when refused, offering the text back', async () => {
    const { before, state } = await update('c1', { description: 'Notes' }, true);
    expect(state.board).toEqual(before.board);
    expect(state.notices.items).toEqual([
      expect.objectContaining({ text: refusedText('save the description'), keptText: 'Notes' }),
    ]);
  });

  it('saves a checklist of 100 items and refuses 101, or a blank item', async () => {
    const items = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: `i${i}`, text: `Step ${i}`, done: i === 0 }));
    const ok = await update('c1', { checklist: items(100) });
    expect(ok.state.board.cards.c1?.checklist).toHaveLength(100);
    // Each item its own field of the card (one change each, added whole), in order.
    const [changes] = ok.writes as [ItemChange[]];
    expect(changes.map((change) => [change.doc, change.id, change.field, change.before])).toEqual(
      items(100).map(() => ['item', 'c1', 'checklist', null]),
    );
    expect(changes.map((change) => change.item)).toEqual(items(100).map((item) => item.id));
    expect(changes[0]?.after).toEqual({ text: 'Step 0', done: true, rank: expect.any(String) });
    const ranks = changes.map((change) => change.after?.rank as string);
    expect([...ranks].sort()).toEqual(ranks);

    const tooMany = await update('c1', { checklist: items(101) });
    expect(tooMany.writes).toEqual([]);
    expect(tooMany.state.board.cards.c1?.checklist).toEqual([]);
    expect(tooMany.state.notices.items[0]?.text).toBe('A checklist can have at most 100 items.');

    const blank = await update('c1', { checklist: [{ id: 'i0', text: '  ', done: false }] });
    expect(blank.writes).toEqual([]);
    expect(blank.state.notices.items[0]?.text).toBe('A checklist item can’t be empty.');
  });

  it('sets a due day and refuses something that is not a day', async () => {
    const ok = await update('c1', { due: '2030-01-31' });
    expect(ok.state.board.cards.c1?.due).toBe('2030-01-31');
    // The day carries its time (none) and its instant, for the server's reminders.
    expect(ok.writes).toEqual(
      fieldsWrite('c1', {
        due: '2030-01-31',
        dueTime: null,
        dueAt: new Date(2030, 0, 31, 23, 59, 59, 999).getTime(),
      }),
    );

    const bad = await update('c1', { due: 'tomorrow' });
    expect(bad.writes).toEqual([]);
    expect(bad.state.board.cards.c1?.due).toBeNull();
    expect(bad.state.notices.items[0]?.text).toBe('That due date isn’t a valid day.');
  });

  it('sets a due time with its instant, and a day removed takes its time with it', async () => {
    const timed = await update('c1', { due: '2030-01-31', dueTime: '14:30' });
    expect(timed.state.board.cards.c1).toMatchObject({ due: '2030-01-31', dueTime: '14:30' });
    expect(timed.writes).toEqual(
      fieldsWrite('c1', {
        due: '2030-01-31',
        dueTime: '14:30',
        dueAt: new Date(2030, 0, 31, 14, 30).getTime(),
      }),
    );
    const bad = await update('c1', { due: '2030-01-31', dueTime: '24:00' });
    expect(bad.writes).toEqual([]);
    expect(bad.state.notices.items[0]?.text).toBe('That due time isn’t a valid time.');
  });

  it('marks a due date done, writing only that', async () => {
    const { state, writes } = await update('c1', { dueComplete: true });
    expect(state.board.cards.c1?.dueComplete).toBe(true);
    expect(writes).toEqual(fieldsWrite('c1', { dueComplete: true }));
    expect(state.notices.items).toEqual([]);
  });

  it('gives a card up to 20 labels and refuses 21', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `label-${i}`);
    const ok = await update('c1', { labelIds: ids(20) });
    expect(ok.state.board.cards.c1?.labelIds).toEqual(ids(20));
    // Each label added by itself (arrayUnion), so another device's label stays.
    expect(ok.writes).toEqual([
      ids(20).map((item) => ({
        doc: 'cardIds',
        id: 'c1',
        field: 'labelIds',
        item,
        before: false,
        after: true,
      })),
    ]);

    const tooMany = await update('c1', { labelIds: ids(21) });
    expect(tooMany.writes).toEqual([]);
    expect(tooMany.state.board.cards.c1?.labelIds).toEqual([]);
    expect(tooMany.state.notices.items[0]?.text).toBe('A card can have at most 20 labels.');
  });

  it('archives a card: it leaves its list and shows among the archived', async () => {
    const { state, writes } = await update('c2', { archived: true });
    expect(visible(state, 'l1')).toEqual(['c1', 'c3']);
    expect(selectArchivedCards(state).map((card) => card.id)).toEqual(['c2', 'cA']);
    expect(writes).toEqual(fieldsWrite('c2', { archived: true }));
  });

  it('restores an archived card to its place', async () => {
    const { state } = await update('cA', { archived: false });
    expect(visible(state, 'l1')).toEqual(['c1', 'c2', 'c3', 'cA']);
  });

  it.each([
    [{ archived: true }, 'archive the card'],
    [{ archived: false }, 'restore the card'],
    [{ labelIds: ['red'] }, 'change the labels'],
    [{ due: '2030-01-31' }, 'change the due date'],
    [{ dueComplete: true }, 'mark the due date done'],
    [{ checklist: [{ id: 'i', text: 'x', done: false }] }, 'update the checklist'],
  ])('undoes %j when refused, saying what failed', async (patch, what) => {
    const { before, state, writes } = await update('c2', patch, true);
    expect(writes).toHaveLength(1);
    expect(state.board).toEqual(before.board);
    expect(state.notices.items).toEqual([
      { id: expect.any(String), tone: 'error', text: refusedText(what) },
    ]);
    expect(state.sync.inFlight).toBe(0);
  });
});

describe('deleting a card', () => {
  // Its details, if open, close themselves once the card is gone (CardDetailsDialog.test.tsx).
  it('removes it at once, lowers the count, and writes it', async () => {
    const { state } = boardScene();
    const writes = commitsTo();
    const { storeState } = await expectSaga(deleteCardSaga, cardDeleteRequested({ cardId: 'c2' }))
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [{ doc: 'cardPresence', id: 'c2', before: state.board.cards.c2, after: null }],
    ]);
    expect(visible(storeState as RootState, 'l1')).toEqual(['c1', 'c3']);
    expect(storeState.board.cards.c2).toBeUndefined();
    expect(storeState.board.board?.cardCount).toBe(4);
  });

  it('brings the card and the count back when the server refuses', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(deleteCardSaga, cardDeleteRequested({ cardId: 'c2' }))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    expect(storeState.board).toEqual(state.board);
    expect(visible(storeState as RootState, 'l1')).toEqual(['c1', 'c2', 'c3']);
    expect(storeState.notices.items[0]?.text).toBe(refusedText('delete the card'));
  });
});

describe('changing the board’s labels', () => {
  const labels = (n: number): Label[] =>
    Array.from({ length: n }, (_, i) => ({ id: `l${i}`, name: `Label ${i}`, color: 'blue' }));

  it('changes them at once and writes them with trimmed names', async () => {
    const { state } = boardScene();
    const next: Label[] = [
      { id: 'green', name: '  Easy ', color: 'green' },
      { id: 'red', name: '', color: 'red' },
    ];
    const trimmed: Label[] = [
      { id: 'green', name: 'Easy', color: 'green' },
      { id: 'red', name: '', color: 'red' },
    ];
    const writes = commitsTo();
    const { storeState } = await expectSaga(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: next }),
    )
      .withReducer(rootReducer, state)
      .provide([writes.provider])
      .run();
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [
        {
          // The scene's board keeps its labels in the old array form: the first edit writes
          // them whole, keyed and ranked.
          doc: 'board',
          id: BOARD_ID,
          before: { labels: state.board.board?.labels },
          after: {
            labels: [
              { ...trimmed[0], rank: 'a0' },
              { ...trimmed[1], rank: 'a1' },
            ],
          },
        },
      ],
    ]);
    expect(storeState.board.board?.labels).toEqual([
      { ...trimmed[0], rank: 'a0' },
      { ...trimmed[1], rank: 'a1' },
    ]);
  });

  it('accepts 20 labels and refuses 21, or a name over 40 characters, writing nothing', async () => {
    const { state } = boardScene();
    const most = await expectSaga(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: labels(20) }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .call.fn(commitEdit)
      .run();
    expect(most.storeState.board.board?.labels.map((label: Label) => label.id)).toEqual(
      labels(20).map((label) => label.id),
    );

    const tooMany = await expectSaga(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: labels(21) }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(tooMany.storeState.board).toEqual(state.board);
    expect(tooMany.storeState.notices.items[0]?.text).toBe('A board can have at most 20 labels.');

    const longName = 'n'.repeat(41);
    const tooLong = await expectSaga(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: [{ id: 'red', name: longName, color: 'red' }] }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), undefined]])
      .not.call.fn(commitEdit)
      .run();
    expect(tooLong.storeState.board).toEqual(state.board);
    expect(tooLong.storeState.notices.items).toEqual([
      expect.objectContaining({
        text: 'A label name can be at most 40 characters.',
        keptText: longName,
      }),
    ]);
  });

  it('puts the old labels back when refused', async () => {
    const { state } = boardScene();
    const { storeState } = await expectSaga(
      changeLabelsSaga,
      boardLabelsChangeRequested({ labels: labels(2) }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitEdit), throwError(permissionDenied())]])
      .run();
    expect(storeState.board.board?.labels).toEqual(state.board.board?.labels);
    expect(storeState.notices.items[0]?.text).toBe(refusedText('change the labels'));
  });
});

describe('overlapping edits', () => {
  // Regression: a refused edit used to put back the whole card, undoing later saved edits.
  it('undoes only the refused rename, not a move made while it was waiting', async () => {
    const { state } = boardScene();
    let refuseRename: (error: Error) => void = () => undefined;
    const saga = expectSaga(boardsFeatureSaga)
      .withReducer(rootReducer, state)
      .provide([
        ...quietActivity,
        whenCalled(commitEdit, (_board, changes) =>
          'title' in ((changes as FieldChange[])[0]!.after as object)
            ? new Promise((_, reject) => (refuseRename = reject))
            : undefined,
        ),
      ]);
    const running = saga.silentRun(50);
    saga.dispatch(cardRenameRequested({ cardId: 'c2', title: 'Beta 2' }));
    saga.dispatch(cardMoveRequested({ cardId: 'c2', toListId: 'l2', toIndex: 0 }));
    await tick();
    refuseRename(permissionDenied());
    const { storeState } = await running;

    const after = storeState as RootState;
    expect(after.board.cards.c2?.title).toBe('Beta two');
    expect(visible(after, 'l2')).toEqual(['c2', 'c4']);
  });
});

/** The open board's activity (followed by the boards' sagas too): no visit before, none noted. */
const quietActivity: StaticProvider[] = [
  [matchers.call.fn(activityService.readLastVisit), null],
  [matchers.call.fn(activityService.recordVisit), undefined],
  [matchers.call.fn(activityService.readActivitySince), []],
];

describe('the board editors’ wiring', () => {
  it('answers every list and card request with its write', async () => {
    const { state } = boardScene();
    const calls: string[] = [];
    // Every edit's write is one commit with its activity entry, named here by the entry's kind.
    const commits = commitsTo();
    let n = 0;
    const saga = expectSaga(boardsFeatureSaga)
      .withReducer(rootReducer, state)
      .provide([
        ...quietActivity,
        whenCalled(newId, () => `id-${(n += 1)}`),
        whenCalled(commitEdit, (...args) => {
          const kind = (args[2] as { draft: { kind: string } }).draft.kind;
          calls.push(`commit ${kind}`);
          return commits.provider.call({ fn: commitEdit, args }, () => undefined);
        }),
        whenCalled(purgeService.purgeList, () => {
          calls.push('purgeList');
          return 3;
        }),
      ]);
    saga.dispatch(listAddRequested({ title: 'New list' }));
    saga.dispatch(listRenameRequested({ listId: 'l2', title: 'Busy' }));
    saga.dispatch(listMoveRequested({ listId: 'l3', toIndex: 0 }));
    saga.dispatch(listArchiveRequested({ listId: 'l2', archived: true }));
    saga.dispatch(cardAddRequested({ listId: 'l3', title: 'New card' }));
    saga.dispatch(cardRenameRequested({ cardId: 'c1', title: 'First' }));
    saga.dispatch(cardMoveRequested({ cardId: 'c1', toListId: 'l3', toIndex: 0 }));
    saga.dispatch(cardUpdateRequested({ cardId: 'c3', patch: { description: 'Why' } }));
    saga.dispatch(cardDeleteRequested({ cardId: 'c4' }));
    saga.dispatch(listDeleteRequested({ listId: 'l1' }));
    saga.dispatch(boardLabelsChangeRequested({ labels: [] }));
    const { storeState } = await saga.silentRun(50);

    expect(calls).toEqual([
      'commit listAdd',
      'commit listRename',
      'commit listMove',
      'commit listArchive',
      'commit cardAdd',
      'commit cardRename',
      'commit cardMove',
      'commit cardDescription',
      'commit cardDelete',
      'commit listDelete',
      'purgeList',
      // Every label taken away (stored in the old array form, so written whole): a delete.
      'commit labelDelete',
    ]);
    expect(commits.commits.every((commit) => commit.boardId === BOARD_ID)).toBe(true);
    const added = (doc: string) =>
      commits.commits.flatMap((commit) => commit.changes).find((change) => change.doc === doc)!.id;
    const after = storeState as RootState;
    expect(visible(after, 'l3')).toEqual(['c1', added('cardPresence')]);
    expect(after.board.lists[added('listPresence')]?.title).toBe('New list');
    // l1 still held c2, c3 and the archived cA when it was deleted; c4 was deleted alone.
    expect(after.board.board?.cardCount).toBe(2);
    expect(after.board.board?.labels).toEqual([]);
    expect(after.sync.inFlight).toBe(0);
  });
});
