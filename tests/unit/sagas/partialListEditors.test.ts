// Edits on a big board that shows each list's first cards before the rest
// (channels/openBoardChannel.ts): a quick add asks the server for the list's last card, so it
// never waits on the screen; deleting the list waits for every card, then deletes them all.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { RootState } from '../../../src/app/rootReducer';
import type { Card } from '../../../src/domain/types';
import { addCardSaga } from '../../../src/features/cards/cardsSaga';
import { deleteListSaga } from '../../../src/features/lists/listsSaga';
import { boardClosed, cardsSnapshotReceived } from '../../../src/features/board/openBoardSlice';
import { cardAddRequested } from '../../../src/features/cards/cardRequests';
import { listDeleteRequested } from '../../../src/features/lists/listRequests';
import { selectVisibleCardIds } from '../../../src/features/board/openBoardSelectors';
import * as cardsService from '../../../src/services/cards';
import { commitEdit } from '../../../src/services/edits';
import * as purgeService from '../../../src/services/purge';
import { newId } from '../../../src/domain/ids';
import { throwError } from 'redux-saga-test-plan/providers';
import {
  BOARD_ID,
  boardScene,
  commitsTo,
  permissionDenied,
  trackedReducer,
} from '../boardFixtures';

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
  it('adds a card after the list’s true last card, asked of the server, without waiting', async () => {
    const { partial } = partialScene();
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: 'Late' }),
    )
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        // The last card known here is c2 (a1); the server's last is the archived cA (a3).
        [matchers.call.fn(cardsService.lastCardRank), 'a3'],
        [matchers.call.fn(commitEdit), undefined],
      ])
      .call(cardsService.lastCardRank, BOARD_ID, 'l1')
      .run();

    expect((storeState as RootState).board.cards['c-new']?.rank).toBe('a4');
    expect(selectVisibleCardIds(storeState as RootState, 'l1')).toEqual(['c1', 'c2', 'c-new']);
  });

  it('deletes the list with every card the server has, not just the first ones here', async () => {
    const { partial } = partialScene();
    // Only c1 and c2 have arrived; the server is asked, so c3 and cA go too, without waiting.
    const writes = commitsTo();
    await expectSaga(deleteListSaga, listDeleteRequested({ listId: 'l1' }))
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([writes.provider, [matchers.call.fn(purgeService.purgeList), 4]])
      .call(purgeService.purgeList, BOARD_ID, 'l1')
      .run();
    // Hidden first, as one edit: not undoable or revertible, since c3 and cA are not here to
    // be put back.
    expect(writes.commits).toEqual([
      {
        boardId: BOARD_ID,
        changes: [
          {
            doc: 'listWithCards',
            id: 'l1',
            before: {
              list: partial.board.lists.l1,
              cards: [partial.board.cards.c1, partial.board.cards.c2],
            },
            after: null,
          },
        ],
        activity: {
          id: expect.any(String),
          draft: expect.objectContaining({ kind: 'listDelete', listId: 'l1', changes: null }),
        },
      },
    ]);
  });

  it('still writes the card when the person leaves the board while its last card is looked up', async () => {
    const { partial } = partialScene();
    let answer: (rank: string) => void = () => undefined;
    const lastRank = new Promise<string>((resolve) => (answer = resolve));
    const writes = commitsTo();
    const saga = expectSaga(addCardSaga, cardAddRequested({ listId: 'l1', title: 'Keep me' }))
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([
        [matchers.call.fn(newId), 'c-new'],
        [matchers.call.fn(cardsService.lastCardRank), lastRank],
        writes.provider,
      ]);
    const running = saga.run();
    saga.dispatch(boardClosed());
    answer('a3');

    const { storeState } = await running;
    expect(writes.commits.map((commit) => commit.boardId)).toEqual([BOARD_ID]);
    expect(writes.changes()).toEqual([
      [
        {
          doc: 'cardPresence',
          id: 'c-new',
          before: null,
          after: {
            id: 'c-new',
            listId: 'l1',
            rank: 'a4',
            title: 'Keep me',
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
    ]);
    // Nothing of it on the next screen: the board it belongs to shows it when opened again.
    expect(storeState.board.cards).toEqual({});
    expect(storeState.board.board).toBeNull();
    expect(storeState.history).toEqual(partial.history);
  });

  it('keeps the title in the message when the list’s last card cannot be read', async () => {
    const { partial } = partialScene();
    const { storeState } = await expectSaga(
      addCardSaga,
      cardAddRequested({ listId: 'l1', title: 'Not lost' }),
    )
      .withReducer(trackedReducer(partial).reducer, partial)
      .provide([[matchers.call.fn(cardsService.lastCardRank), throwError(permissionDenied())]])
      .not.call.fn(commitEdit)
      .run();

    expect(storeState.notices.items).toEqual([
      expect.objectContaining({ tone: 'error', keptText: 'Not lost' }),
    ]);
    expect(storeState.board.cards['c-new']).toBeUndefined();
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
        [matchers.call.fn(commitEdit), undefined],
      ])
      .call.fn(commitEdit)
      .run();
    expect(selectVisibleCardIds(storeState as RootState, 'l2')).toEqual(['c4', 'c-new']);
  });
});
