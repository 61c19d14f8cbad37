// The activity sagas: the feed followed while the panel is open (a longer limit for Load
// more, one person's for the filter), a card's entries while its details are open, and on a
// board's opening the last visit read, this one recorded, and other people's cards marked.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { ActivityEntry } from '../../../src/domain/activity';
import { activitySlice, initialActivityState } from '../../../src/features/activity';
import {
  createActivityChannel,
  createCardActivityChannel,
} from '../../../src/features/activity/activityChannels';
import {
  activityAuthorFiltered,
  activityMoreRequested,
  activityPanelClosed,
  activityPanelOpened,
} from '../../../src/features/activity/activitySlice';
import { watchBoardVisits } from '../../../src/features/activity/sagas/boardVisits';
import {
  watchActivityFeed,
  watchCardActivity,
} from '../../../src/features/activity/sagas/followActivity';
import { boardClosed, boardOpened } from '../../../src/features/board/openBoardSlice';
import { selectOpenBoardId } from '../../../src/features/board/openBoardSelectors';
import { modalClosed, modalOpened } from '../../../src/features/modal';
import * as activityService from '../../../src/services/activity';
import { rememberedVisit, rememberVisit } from '../../../src/services/visitMemory';
import { BOARD_ID, boardScene, tick, trackedReducer, whenCalled } from '../boardFixtures';
import { ada, grace } from '../fixtures';
import { makeEntry } from './activityFixtures';

rootReducer.inject(activitySlice);

const LAST_VISIT = 1_700_000_000_000;
const deps = {
  selectBoardId: selectOpenBoardId,
  boardChanged: [boardOpened.type, boardClosed.type],
};

function scene(): RootState {
  const { state } = boardScene();
  return {
    ...state,
    session: { uid: ada.uid },
    activity: { ...initialActivityState, boardId: BOARD_ID },
  };
}

/** The `index`th channel a test opened, which must have been opened by now. */
function opened(channels: Channel<object>[], index: number): Channel<object> {
  const live = channels[index];
  if (!live) throw new Error(`Channel ${index} was never opened.`);
  return live;
}

const upserts = (...entries: ActivityEntry[]) => ({
  changes: entries.map((doc) => ({ type: 'upsert' as const, doc, pending: false })),
  fromCache: false,
});

/**
 * How long a saga that the test talks to runs: long enough that a loaded machine (CI beside
 * other work) still dispatches every action before the run ends.
 */
const RUN_MS = 1_000;

describe('a board’s opening', () => {
  // Each test's device has never shown the board (visitMemory notes visits in localStorage).
  beforeEach(() => localStorage.clear());

  const since = [
    makeEntry({ id: 'e1', authorId: grace.uid, cardId: 'c1' }),
    makeEntry({ id: 'e2', authorId: ada.uid, cardId: 'c2' }),
    makeEntry({ id: 'e3', authorId: grace.uid, cardId: null, kind: 'listRename' }),
    makeEntry({ id: 'e4', authorId: grace.uid, cardId: 'c1', kind: 'cardMove' }),
    makeEntry({ id: 'e5', authorId: grace.uid, cardId: 'c4', kind: 'commentAdd' }),
  ];

  it('reads the last visit, records this one, and marks the cards others changed since', async () => {
    const { storeState } = await expectSaga(watchBoardVisits, deps)
      .withReducer(rootReducer, scene())
      .provide([
        [matchers.call.fn(activityService.readLastVisit), LAST_VISIT],
        [matchers.call.fn(activityService.recordVisit), undefined],
        [matchers.call.fn(activityService.readActivitySince), since],
      ])
      .call(activityService.readLastVisit, ada.uid, BOARD_ID)
      .call(activityService.recordVisit, ada.uid, BOARD_ID)
      .call(activityService.readActivitySince, BOARD_ID, LAST_VISIT)
      .silentRun(30);
    // Ada's own change to c2 is not news to her; a list's rename marks no card.
    expect((storeState as RootState).activity).toEqual({
      ...initialActivityState,
      boardId: BOARD_ID,
      sinceLastVisit: ['c1', 'c4'],
    });
  });

  it('records a first visit and marks nothing', async () => {
    const { storeState } = await expectSaga(watchBoardVisits, deps)
      .withReducer(rootReducer, scene())
      .provide([
        [matchers.call.fn(activityService.readLastVisit), null],
        [matchers.call.fn(activityService.recordVisit), undefined],
      ])
      .call(activityService.recordVisit, ada.uid, BOARD_ID)
      .not.call.fn(activityService.readActivitySince)
      .silentRun(30);
    expect((storeState as RootState).activity?.sinceLastVisit).toEqual([]);
  });

  it('keeps the earlier visit when it cannot be read (offline, nothing cached)', async () => {
    const { storeState } = await expectSaga(watchBoardVisits, deps)
      .withReducer(rootReducer, scene())
      .provide([
        [
          matchers.call.fn(activityService.readLastVisit),
          throwError(Object.assign(new Error('offline'), { code: 'unavailable' })),
        ],
      ])
      .not.call.fn(activityService.recordVisit)
      .silentRun(30);
    expect((storeState as RootState).activity?.sinceLastVisit).toEqual([]);
  });

  it('records one visit per opening, and forgets the markers when the board closes', async () => {
    const tracked = trackedReducer(scene());
    const recorded: unknown[][] = [];
    const test = expectSaga(watchBoardVisits, deps)
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        [matchers.call.fn(activityService.readLastVisit), LAST_VISIT],
        [matchers.call.fn(activityService.readActivitySince), since],
        whenCalled(activityService.recordVisit, (...args) => void recorded.push(args)),
      ]);
    const running = test.silentRun(RUN_MS);
    await tick();
    // Another action of the same board's opening is not another visit.
    test.dispatch(boardOpened(BOARD_ID));
    await tick();
    expect(recorded).toEqual([[ada.uid, BOARD_ID]]);
    expect(tracked.now().activity?.sinceLastVisit).toEqual(['c1', 'c4']);
    test.dispatch(boardClosed());
    const { storeState } = await running;
    expect((storeState as RootState).activity).toEqual(initialActivityState);
  });

  it('counts the later of the server’s visit and the one this device noted', async () => {
    const leftAt = LAST_VISIT + 60_000;
    rememberVisit(ada.uid, BOARD_ID, leftAt);
    await expectSaga(watchBoardVisits, deps)
      .withReducer(rootReducer, scene())
      .provide([
        [matchers.call.fn(activityService.readLastVisit), LAST_VISIT],
        [matchers.call.fn(activityService.recordVisit), undefined],
        [matchers.call.fn(activityService.readActivitySince), []],
      ])
      .call(activityService.readActivitySince, BOARD_ID, leftAt)
      .silentRun(30);
  });

  it('ends the visit when the page is left (tab closed, another address)', async () => {
    const recorded: unknown[][] = [];
    const test = expectSaga(watchBoardVisits, deps)
      .withReducer(rootReducer, scene())
      .provide([
        [matchers.call.fn(activityService.readLastVisit), LAST_VISIT],
        [matchers.call.fn(activityService.readActivitySince), since],
        whenCalled(activityService.recordVisit, (...args) => void recorded.push(args)),
      ]);
    const running = test.silentRun(RUN_MS);
    await tick();
    localStorage.clear();
    window.dispatchEvent(new Event('pagehide'));
    await tick();
    // Noted on the device at once (the server's write may not get out before the page goes).
    expect(rememberedVisit(ada.uid, BOARD_ID)).not.toBeNull();
    expect(recorded).toEqual([
      [ada.uid, BOARD_ID],
      [ada.uid, BOARD_ID],
    ]);
    await running;
  });

  it('takes a close and reopen in the same turn (React’s StrictMode remount) as one visit', async () => {
    // A real store: the remount's two actions reach the saga one after the other, each after
    // its reducer, as they do in the app (expectSaga's dispatch would reduce both first).
    const recorded: unknown[][] = [];
    jest.spyOn(activityService, 'readLastVisit').mockResolvedValue(LAST_VISIT);
    jest.spyOn(activityService, 'readActivitySince').mockResolvedValue(since);
    jest.spyOn(activityService, 'recordVisit').mockImplementation(async (...args) => {
      recorded.push(args);
    });
    const sagas = createSagaMiddleware();
    const store = configureStore({
      reducer: rootReducer,
      preloadedState: scene(),
      middleware: (defaults) => defaults().concat(sagas),
    });
    const task = sagas.run(watchBoardVisits, deps);
    store.dispatch(boardClosed());
    store.dispatch(boardOpened(BOARD_ID));
    await tick();
    await tick();
    // No visit recorded on the way out and read back as the last one: the markers stay.
    expect(recorded).toEqual([[ada.uid, BOARD_ID]]);
    expect(store.getState().activity?.sinceLastVisit).toEqual(['c1', 'c4']);
    task.cancel();
    jest.restoreAllMocks();
  });
});

describe('following the feed', () => {
  it('starts with the panel, asks for 50 more on Load more, and stops when it closes', async () => {
    const channels: Channel<object>[] = [];
    const tracked = trackedReducer(scene());
    const test = expectSaga(watchActivityFeed)
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        whenCalled(createActivityChannel, () => {
          const live = channel<object>();
          channels.push(live);
          return live;
        }),
      ])
      .call(createActivityChannel, BOARD_ID, 50, null)
      .call(createActivityChannel, BOARD_ID, 100, null);
    const running = test.silentRun(RUN_MS);
    await tick();
    expect(channels).toHaveLength(0);
    test.dispatch(activityPanelOpened());
    await tick();
    const first = opened(channels, 0);
    const closeFirst = jest.spyOn(first, 'close');
    first.put(upserts(makeEntry({ id: 'e1', at: 1 }), makeEntry({ id: 'e2', at: 2 })));
    await tick();
    expect(Object.keys(tracked.now().activity?.feed.byId ?? {}).sort()).toEqual(['e1', 'e2']);
    test.dispatch(activityMoreRequested());
    await tick();
    expect(closeFirst).toHaveBeenCalled();
    const second = opened(channels, 1);
    const close = jest.spyOn(second, 'close');
    // The longer query's first answer keeps what the shorter one had.
    second.put(upserts(makeEntry({ id: 'e0', at: 0 })));
    await tick();
    expect(tracked.now().activity?.pages).toBe(2);
    expect(Object.keys(tracked.now().activity?.feed.byId ?? {}).sort()).toEqual(['e0', 'e1', 'e2']);
    test.dispatch(activityPanelClosed());
    const { storeState } = await running;
    expect(close).toHaveBeenCalled();
    expect((storeState as RootState).activity).toEqual({
      ...initialActivityState,
      boardId: BOARD_ID,
    });
  });

  it('follows one person’s entries only, from the first page, when filtered', async () => {
    const live = channel<object>();
    const { storeState } = await expectSaga(watchActivityFeed)
      .withReducer(rootReducer, {
        ...scene(),
        activity: { ...initialActivityState, boardId: BOARD_ID, panelOpen: true, pages: 3 },
      })
      .provide([[matchers.call.fn(createActivityChannel), live]])
      .dispatch(activityAuthorFiltered({ authorId: grace.uid }))
      .call(createActivityChannel, BOARD_ID, 150, null)
      .call(createActivityChannel, BOARD_ID, 50, grace.uid)
      .silentRun(30);
    expect((storeState as RootState).activity).toMatchObject({
      authorId: grace.uid,
      pages: 1,
      feed: { status: 'loading', byId: {} },
    });
  });
});

describe('following the open card’s entries', () => {
  it('starts when its details open and stops when they close', async () => {
    const live = channel<object>();
    const close = jest.spyOn(live, 'close');
    const tracked = trackedReducer(scene());
    const test = expectSaga(watchCardActivity)
      .withReducer(tracked.reducer, tracked.initial)
      .provide([[matchers.call.fn(createCardActivityChannel), live]])
      .call(createCardActivityChannel, BOARD_ID, 'c1', 50);
    const running = test.silentRun(RUN_MS);
    await tick();
    test.dispatch(modalOpened('cardDetails', 'c1'));
    await tick();
    live.put(upserts(makeEntry({ id: 'e1', cardId: 'c1' })));
    await tick();
    expect(tracked.now().activity?.card).toMatchObject({
      cardId: 'c1',
      status: 'ready',
      byId: { e1: expect.objectContaining({ id: 'e1' }) },
    });
    test.dispatch(modalClosed());
    const { storeState } = await running;
    expect(close).toHaveBeenCalled();
    expect((storeState as RootState).activity?.card).toEqual(initialActivityState.card);
  });
});
