// A list's work-in-progress limit (issue 32 §4): set as a 'listWipLimit' edit of the list;
// counted over its open cards; a strict list refuses an add, a move or a copy over it, and
// any other list over its limit takes the card and says so.
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { BoardList } from '../../../src/domain/types';
import { addCardSaga, moveCardSaga } from '../../../src/features/cards/cardsSaga';
import { copyCardSaga } from '../../../src/features/cards/moveCopySaga';
import {
  cardAddRequested,
  cardCopyRequested,
  cardMoveRequested,
} from '../../../src/features/cards';
import { selectWipCount } from '../../../src/features/cards/wipRoom';
import { listWipLimitRequested } from '../../../src/features/lists';
import { setWipLimitSaga } from '../../../src/features/lists/wipLimitSaga';
import { BOARD_ID, boardScene, commitsTo } from '../boardFixtures';

const scene = (l2: Partial<BoardList> = {}): RootState => {
  const state = rootReducer(boardScene().state, { type: '@@test/init' });
  const lists = { ...state.board.lists, l2: { ...state.board.lists.l2!, ...l2 } };
  return { ...state, board: { ...state.board, lists } };
};

const texts = (state: RootState) => state.notices.items.map((item) => [item.tone, item.text]);

describe('setting a list’s limit', () => {
  it('is an edit of the list with both fields on both sides, in the feed and undoable', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      setWipLimitSaga,
      listWipLimitRequested({ listId: 'l2', limit: 2, strict: true }),
    )
      .withReducer(rootReducer, scene())
      .provide([provider])
      .run();
    expect(commits[0]?.changes).toEqual([
      {
        doc: 'list',
        id: 'l2',
        before: { wipLimit: null, wipStrict: false },
        after: { wipLimit: 2, wipStrict: true },
      },
    ]);
    expect(commits[0]?.activity?.draft).toEqual(
      expect.objectContaining({
        kind: 'listWipLimit',
        listId: 'l2',
        words: { limit: '2', strict: 'yes' },
      }),
    );
    const state = result.storeState as RootState;
    expect(state.board.lists.l2).toEqual(expect.objectContaining({ wipLimit: 2, wipStrict: true }));
    expect(state.history.past.map((step) => step.kind)).toEqual(['listWipLimit']);
  });

  it('removes a limit (and its strictness with it), and writes nothing when unchanged', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      setWipLimitSaga,
      listWipLimitRequested({ listId: 'l2', limit: null, strict: true }),
    )
      .withReducer(rootReducer, scene({ wipLimit: 3, wipStrict: true }))
      .provide([provider])
      .run();
    expect(commits[0]?.changes[0]).toEqual(
      expect.objectContaining({ after: { wipLimit: null, wipStrict: false } }),
    );
    expect((result.storeState as RootState).board.lists.l2?.wipLimit).toBeNull();

    const same = commitsTo();
    await expectSaga(
      setWipLimitSaga,
      listWipLimitRequested({ listId: 'l2', limit: 3, strict: false }),
    )
      .withReducer(rootReducer, scene({ wipLimit: 3 }))
      .provide([same.provider])
      .run();
    expect(same.commits).toEqual([]);
  });
});

describe('the count', () => {
  it('counts a list’s open cards only: not archived ones, nor templates', () => {
    const state = scene();
    expect(selectWipCount(state, 'l1')).toBe(3); // c1, c2, c3; cA is archived.
    const c1 = { ...state.board.cards.c1!, template: true };
    const withTemplate = {
      ...state,
      board: { ...state.board, cards: { ...state.board.cards, c1 } },
    };
    expect(selectWipCount(withTemplate, 'l1')).toBe(2);
    expect(selectWipCount(state, 'l3')).toBe(0);
  });
});

describe('a card arriving in a list at its limit', () => {
  it('is refused by a strict list, with a message, and nothing moves or is written', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      moveCardSaga,
      cardMoveRequested({ cardId: 'c1', toListId: 'l2', toIndex: 0 }),
    )
      .withReducer(rootReducer, scene({ wipLimit: 1, wipStrict: true }))
      .provide([provider])
      .run();
    const state = result.storeState as RootState;
    expect(commits).toEqual([]);
    expect(state.board.cards.c1?.listId).toBe('l1');
    expect(texts(state)).toEqual([
      [
        'error',
        '“Doing” is at its limit of 1 cards and the limit is strict: the card was not moved there.',
      ],
    ]);
  });

  it('moves into a list that is not strict, and says the list is over its limit', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      moveCardSaga,
      cardMoveRequested({ cardId: 'c1', toListId: 'l2', toIndex: 0 }),
    )
      .withReducer(rootReducer, scene({ wipLimit: 1 }))
      .provide([provider])
      .run();
    const state = result.storeState as RootState;
    expect(commits).toHaveLength(1);
    expect(state.board.cards.c1?.listId).toBe('l2');
    expect(texts(state)).toEqual([['info', '“Doing” is over its limit: 2 / 1 cards.']]);
    expect(selectWipCount(state, 'l2')).toBe(2);
  });

  it('lets a card move within a full strict list', async () => {
    const { provider, commits } = commitsTo();
    await expectSaga(moveCardSaga, cardMoveRequested({ cardId: 'c3', toListId: 'l1', toIndex: 0 }))
      .withReducer(rootReducer, {
        ...scene(),
        board: {
          ...scene().board,
          lists: {
            ...scene().board.lists,
            l1: { ...scene().board.lists.l1!, wipLimit: 3, wipStrict: true },
          },
        },
      })
      .provide([provider])
      .run();
    expect(commits).toHaveLength(1);
  });

  it('refuses an added card in a full strict list, offering its title back', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(addCardSaga, cardAddRequested({ listId: 'l2', title: 'Third' }))
      .withReducer(rootReducer, scene({ wipLimit: 1, wipStrict: true }))
      .provide([provider])
      .run();
    const state = result.storeState as RootState;
    expect(commits).toEqual([]);
    expect(state.notices.items).toEqual([
      expect.objectContaining({ tone: 'error', keptText: 'Third' }),
    ]);
    expect(selectWipCount(state, 'l2')).toBe(1);
  });

  it('refuses a copy into a full strict list', async () => {
    const { provider, commits } = commitsTo();
    const result = await expectSaga(
      copyCardSaga,
      cardCopyRequested({
        cardId: 'c1',
        toBoardId: BOARD_ID,
        toListId: 'l2',
        toIndex: 0,
        title: 'Copy',
        labels: true,
        checklist: true,
      }),
    )
      .withReducer(rootReducer, scene({ wipLimit: 1, wipStrict: true }))
      .provide([provider])
      .run();
    expect(commits).toEqual([]);
    expect(texts(result.storeState as RootState)[0]?.[1]).toMatch(/not copied there/);
  });
});
