// Edits that need every card of a list, on a big board that shows each list's first cards
// before the rest (channels/openBoardChannel.ts): they wait for every card, then act on all of them.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { RootState } from '../../../src/app/rootReducer';
import type { Card } from '../../../src/domain/types';
import { addCardSaga } from '../../../src/features/boards/sagas/cardsSaga';
import { deleteListSaga } from '../../../src/features/boards/sagas/listsSaga';
import {
  boardClosed,
  cardAddRequested,
  cardsSnapshotReceived,
  listDeleteRequested,
} from '../../../src/features/boards/openBoardSlice';
import { selectVisibleCardIds } from '../../../src/features/boards/openBoardSelectors';
import * as cardsService from '../../../src/services/cards';
import * as listsService from '../../../src/services/lists';
import { newId } from '../../../src/domain/ids';
import { BOARD_ID, boardScene, trackedReducer } from '../boardFixtures';

/** The board scene with only l1's first two cards here yet (c3 and cA still on their way). */
function partialScene() {
  const { state, cards } = boardScene();
  const firstOnly = { ...state.board.cards };
  delete firstOnly.c3;
  delete firstOnly.cA;
  const partial: RootState = {
    ...state,
    board: {
      ...state.board,
      cards: firstOnly,
      loaded: { board: true, lists: true, firstCards: true, cards: false },
      partialListIds: ['l1'],
    },
  };
  const everyCard = cardsSnapshotReceived({
    changes: cards.map((card: Card) => ({ type: 'upsert' as const, doc: card, pending: false })),
    fromCache: false,
  });
  return { partial, everyCard };
}

describe('on a list still loading its cards', () => {
  it('adds a card after the list’s true last card, once every card is here', async () => {
    const { partial, everyCard } = partialScene();
    const tracked = trackedReducer(partial);
    const saga = expectSaga(addCardSaga, cardAddRequested({ listId: 'l1', title: 'Late' }))
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(cardsService.createCard), undefined],
      ]);
    const running = saga.run(100);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing yet: the last card known so far (c2) is not the list's last.
    expect(tracked.now().board.cards['c-new']).toBeUndefined();
    saga.dispatch(everyCard);

    const { storeState } = await running;
    expect(selectVisibleCardIds(storeState as RootState, 'l1')).toEqual([
      'c1',
      'c2',
      'c3',
      'c-new',
    ]);
    expect((storeState as RootState).board.cards['c-new']?.rank).toBe('a4'); // after cA (a3)
  });

  it('deletes the list with every card, not just the first ones', async () => {
    const { partial, everyCard } = partialScene();
    await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([[matchers.call.fn(listsService.deleteList), undefined]])
      .dispatch(everyCard)
      .call(listsService.deleteList, BOARD_ID, 'l1', ['c1', 'c2', 'c3', 'cA'])
      .run();
  });

  it('writes nothing when the person leaves the board before the cards arrive', async () => {
    const { partial } = partialScene();
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: 'Never mind' }),
    )
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([[matchers.call.fn(newId), 'c-new']])
      .dispatch(boardClosed())
      .not.call.fn(cardsService.createCard)
      .run();
    expect(storeState.board.cards).toEqual({});
  });

  it('adds at once on a list whose cards are all here, even while other lists load', async () => {
    const { partial } = partialScene();
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l2', title: 'Quick' }),
    )
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(cardsService.createCard), undefined],
      ])
      .call.fn(cardsService.createCard)
      .run();
    expect(selectVisibleCardIds(storeState as RootState, 'l2')).toEqual(['c4', 'c-new']);
  });
});
