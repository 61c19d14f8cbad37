// Watching a card or the board, muting the board: the person's own uid, shown at once,
// written as a personal edit (applyPersonalEdit: no board edit, no activity entry, no undo
// step), counted while it is saved, put back with a message if refused.
import { msg } from '@lingui/core/macro';
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
import { commitEdit, commitPersonalEdit } from '../../../src/services/edits';
import { forgetWrites, noteWrite } from '../../../src/services/writeJournal';
import {
  BOARD_ID,
  boardScene,
  permissionDenied,
  trackedReducer,
  whenCalled,
  withOpenBoard,
} from '../boardFixtures';
import { ada, grace } from '../fixtures';

const watchTheCard = msg`watch the card`;

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
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, grace.uid, {
        doc: 'cardWatch',
        boardId: BOARD_ID,
        id: 'c2',
        before: false,
        after: true,
      })
      .not.call.fn(commitEdit)
      .run();
    expect(watchersOf(storeState, 'c2')).toEqual([ada.uid, grace.uid]);
    expect((storeState as RootState).notices.items).toEqual([]);
    // Not a step of the board's undo, and no longer counted as saving.
    expect((storeState as RootState).history.past).toEqual([]);
    expect((storeState as RootState).sync.inFlight).toBe(0);
  });

  it('stops watching, leaving the others', async () => {
    const state = watchingScene(ada.uid);
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: false }),
    )
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, ada.uid, {
        doc: 'cardWatch',
        boardId: BOARD_ID,
        id: 'c2',
        before: true,
        after: false,
      })
      .run();
    expect(watchersOf(storeState, 'c2')).toEqual([]);
  });

  it('a refused watch is rolled back and the person is told', async () => {
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: true }),
    )
      .withReducer(rootReducer, watchingScene(grace.uid))
      .provide([[matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())]])
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
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .not.call.fn(commitPersonalEdit)
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
      .provide([[matchers.call.fn(commitPersonalEdit), undefined]])
      .call(commitPersonalEdit, grace.uid, {
        doc: 'boardWatch',
        id: BOARD_ID,
        field: 'watcherIds',
        before: false,
        after: true,
      })
      .run();
    expect((storeState as RootState).board.board?.watcherIds).toEqual([grace.uid]);
  });

  it('a refused unmute puts the mute back and says so', async () => {
    const { storeState } = await expectSaga(
      toggleBoardWatchSaga,
      boardWatchToggled({ field: 'mutedBy', on: false }),
    )
      .withReducer(rootReducer, watchingScene(ada.uid))
      .provide([[matchers.call.fn(commitPersonalEdit), throwError(permissionDenied())]])
      .run();
    const after = storeState as RootState;
    expect(after.board.board?.mutedBy).toEqual([ada.uid]);
    expect(after.notices.items[0]!.text).toMatch(/unmute the board/);
  });
});

describe('a personal edit, as the pipeline’s sibling applies it', () => {
  it('is on screen and counted as saving while written, and noted in the write journal', async () => {
    const tracked = trackedReducer(watchingScene(grace.uid));
    let atWrite: RootState | undefined;
    const { storeState } = await expectSaga(
      toggleCardWatchSaga,
      cardWatchToggled({ cardId: 'c2', watching: true }),
    )
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        [matchers.call.fn(noteWrite), 'note-1'],
        [matchers.call.fn(forgetWrites), undefined],
        whenCalled(commitPersonalEdit, () => void (atWrite = tracked.now())),
      ])
      .call(noteWrite, {
        uid: grace.uid,
        // The message, not its words (tests keep the English source beside its id).
        what: { id: watchTheCard.id, message: 'watch the card' },
        path: `boards/${BOARD_ID}/cards/c2`,
        kind: 'update',
      })
      .call(forgetWrites, ['note-1'])
      .run();
    expect(watchersOf(atWrite, 'c2')).toEqual([ada.uid, grace.uid]);
    expect(atWrite?.sync.inFlight).toBe(1);
    expect((storeState as RootState).sync.inFlight).toBe(0);
  });
});
