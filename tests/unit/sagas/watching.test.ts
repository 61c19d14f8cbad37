// Watching a card or the board, muting the board: the person's own uid, shown at once,
// written on its own (no edit, no activity entry), put back with a message if refused.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import {
  boardWatchToggled,
  cardWatchToggled,
  toggleBoardWatchSaga,
  toggleCardWatchSaga,
} from '../../../src/features/cards/watchingSaga';
import { setBoardWatching } from '../../../src/services/boards';
import { setCardWatching } from '../../../src/services/cards';
import { commitEdit } from '../../../src/services/edits';
import { BOARD_ID, boardScene, permissionDenied, withOpenBoard } from '../boardFixtures';
import { ada, grace } from '../fixtures';

function watchingScene(me: string) {
  const { state, board, lists, cards } = boardScene({
    members: [
      { uid: ada.uid, role: 'owner', name: 'Ada Lovelace', email: 'ada@example.com' },
      { uid: grace.uid, role: 'viewer', name: 'Grace Hopper', email: 'grace@example.com' },
    ],
  });
  const watched = cards.map((card) =>
    card.id === 'c2' ? { ...card, watcherIds: [ada.uid] } : card,
  );
  const open = withOpenBoard(state, { ...board, mutedBy: [ada.uid] }, lists, watched);
  return { ...open, session: { uid: me } } as RootState;
}

const watchersOf = (state: unknown, cardId: string) =>
  (state as RootState).board.cards[cardId]?.watcherIds;

describe('watching a card', () => {
  it('a viewer watches: their uid at once, written alone, no edit', async () => {
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: true }),
    )
      .withReducer(rootReducer, watchingScene(grace.uid))
      .provide([[matchers.call.fn(setCardWatching), undefined]])
      .call(setCardWatching, BOARD_ID, 'c2', grace.uid, true)
      .not.call.fn(commitEdit)
      .run();
    expect(watchersOf(storeState, 'c2')).toEqual([ada.uid, grace.uid]);
    expect((storeState as RootState).notices.items).toEqual([]);
  });

  it('stops watching, leaving the others', async () => {
    const state = watchingScene(ada.uid);
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: false }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(setCardWatching), undefined]])
      .call(setCardWatching, BOARD_ID, 'c2', ada.uid, false)
      .run();
    expect(watchersOf(storeState, 'c2')).toEqual([]);
  });

  it('a refused watch is rolled back and the person is told', async () => {
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: true }),
    )
      .withReducer(rootReducer, watchingScene(grace.uid))
      .provide([[matchers.call.fn(setCardWatching), throwError(permissionDenied())]])
      .run();
    const after = storeState as RootState;
    expect(watchersOf(after, 'c2')).toEqual([ada.uid]);
    expect(after.notices.items).toHaveLength(1);
    expect(after.notices.items[0]!.text).toMatch(/watch the card/);
  });

  it('writes nothing when the person already watches', async () => {
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: true }),
    )
      .withReducer(rootReducer, watchingScene(ada.uid))
      .provide([[matchers.call.fn(setCardWatching), undefined]])
      .not.call.fn(setCardWatching)
      .run();
    expect(watchersOf(storeState, 'c2')).toEqual([ada.uid]);
  });
});

describe('watching and muting the board', () => {
  it('watches the board as oneself', async () => {
    const { storeState } = await expectSaga(
      toggleBoardWatchSaga,
      boardWatchToggled({ field: 'watcherIds', on: true }),
    )
      .withReducer(rootReducer, watchingScene(grace.uid))
      .provide([[matchers.call.fn(setBoardWatching), undefined]])
      .call(setBoardWatching, BOARD_ID, 'watcherIds', grace.uid, true)
      .run();
    expect((storeState as RootState).board.board?.watcherIds).toEqual([grace.uid]);
  });

  it('a refused unmute puts the mute back and says so', async () => {
    const { storeState } = await expectSaga(
      toggleBoardWatchSaga,
      boardWatchToggled({ field: 'mutedBy', on: false }),
    )
      .withReducer(rootReducer, watchingScene(ada.uid))
      .provide([[matchers.call.fn(setBoardWatching), throwError(permissionDenied())]])
      .run();
    const after = storeState as RootState;
    expect(after.board.board?.mutedBy).toEqual([ada.uid]);
    expect(after.notices.items[0]!.text).toMatch(/unmute the board/);
  });
});
