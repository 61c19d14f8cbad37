import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { Board, BoardList, Card, DocChange } from '../../../src/domain/types';
import { createBoardChannel, type BoardEvent } from '../../../src/features/board/openBoardChannel';
import { SLOW_LOAD_MS, watchOpenBoard } from '../../../src/features/board/openBoardSaga';
import { connectivityChanged } from '../../../src/features/sync';
import { STUCK_LOAD_MS, STUCK_LOAD_RESTARTS } from '../../../src/features/board/stuckLoad';
import { restartFirestoreNetwork } from '../../../src/services/network';
import {
  boardClosed,
  boardOpened,
  boardRetryRequested,
  initialBoardState,
} from '../../../src/features/board/openBoardSlice';
import {
  selectOpenListIds,
  selectVisibleCardIds,
} from '../../../src/features/board/openBoardSelectors';
import {
  dashboardState,
  makeBoard,
  makeCard,
  makeList,
  tick,
  trackedReducer,
} from '../boardFixtures';

/**
 * A test channel stands in for each live subscription to a board (its document, lists and
 * cards): the test feeds it events and sees when it is closed. The slow-load clock is
 * provided too: it runs out only when the test calls `slowClockEnds`.
 */
function openBoards(runForMs = 60, initial: RootState = dashboardState()) {
  const tracked = trackedReducer(initial);
  const opened: { boardId: string; channel: Channel<BoardEvent>; close: jest.SpyInstance }[] = [];
  const clocks: (() => void)[] = [];
  const stuckClocks: number[] = [];
  const stuckClockEnd: (() => void)[] = [];
  const restarts: number[] = [];
  const saga = expectSaga(watchOpenBoard)
    .withReducer(tracked.reducer, tracked.initial)
    .provide({
      call(effect, next) {
        // redux-saga's delay(ms) is a call with ms as its first argument.
        if (effect.args[0] === SLOW_LOAD_MS) {
          return new Promise<true>((resolve) => clocks.push(() => resolve(true)));
        }
        // The stuck-load clock: STUCK_LOAD_MS, doubled after each restart.
        const ms = effect.args[0];
        if (typeof ms === 'number' && ms >= STUCK_LOAD_MS && Number.isInteger(ms / STUCK_LOAD_MS)) {
          stuckClocks.push(ms);
          return new Promise<true>((resolve) => stuckClockEnd.push(() => resolve(true)));
        }
        if (effect.fn === restartFirestoreNetwork) {
          restarts.push(stuckClocks.length);
          return Promise.resolve();
        }
        if (effect.fn !== createBoardChannel) return next();
        const events = channel<BoardEvent>();
        opened.push({
          boardId: effect.args[0] as string,
          channel: events,
          close: jest.spyOn(events, 'close'),
        });
        return events;
      },
    });
  const running = saga.silentRun(runForMs);
  const open = async (boardId: string) => {
    saga.dispatch(boardOpened(boardId));
    await tick(); // expectSaga delivers dispatches asynchronously
  };
  const dispatch = async (action: Parameters<typeof saga.dispatch>[0]) => {
    saga.dispatch(action);
    await tick();
  };
  /** Ends the newest slow-load clock (the one timing the current load). */
  const slowClockEnds = async () => {
    clocks.at(-1)!();
    await tick();
  };
  /** Ends the newest stuck-load clock, if one is running; says whether one was. */
  const stuckClockEnds = async () => {
    const pending = stuckClockEnd.length;
    stuckClockEnd.at(-1)?.();
    await tick();
    return pending > 0;
  };
  return {
    now: tracked.now,
    opened,
    running,
    open,
    dispatch,
    slowClockEnds,
    stuckClockEnds,
    restarts,
    stuckClocks,
  };
}

const boardSnapshot = (board: Board | null, pending = false) => ({
  source: 'board' as const,
  snapshot: { board, pending, fromCache: false },
});
const listsSnapshot = (changes: DocChange<BoardList>[]) => ({
  source: 'lists' as const,
  snapshot: { changes, fromCache: false },
});
const cardsSnapshot = (changes: DocChange<Card>[]) => ({
  source: 'cards' as const,
  snapshot: { changes, fromCache: false },
});
const upsert = <T>(doc: T, pending = false) => ({ type: 'upsert' as const, doc, pending });

const board = makeBoard({ id: 'b1', title: 'Home' });
const lists = [makeList('l1', 'a0'), makeList('l2', 'a1')];
const cards = [makeCard('c1', 'l1', 'a0'), makeCard('c2', 'l1', 'a1'), makeCard('c3', 'l2', 'a0')];

/** Sends the first snapshot of each source for board b1. */
function loadAll(events: Channel<BoardEvent>) {
  events.put(boardSnapshot(board));
  events.put(listsSnapshot(lists.map((list) => upsert(list))));
  events.put(cardsSnapshot(cards.map((card) => upsert(card))));
}

describe('following the open board', () => {
  it('is ready only once the board, its lists and its cards have all arrived', async () => {
    const { now, opened, running, open } = openBoards();
    await open('b1');
    expect(opened.map((o) => o.boardId)).toEqual(['b1']);
    expect(now().board).toMatchObject({ boardId: 'b1', status: 'loading' });

    const events = opened[0]!.channel;
    events.put(boardSnapshot(board));
    expect(now().board.status).toBe('loading');
    events.put(cardsSnapshot(cards.map((card) => upsert(card))));
    expect(now().board.status).toBe('loading');
    events.put(listsSnapshot(lists.map((list) => upsert(list))));
    expect(now().board.status).toBe('ready');

    const { storeState } = await running;
    const state = storeState as RootState;
    expect(state.board.board).toEqual(board);
    expect(selectOpenListIds(state)).toEqual(['l1', 'l2']);
    expect(selectVisibleCardIds(state, 'l1')).toEqual(['c1', 'c2']);
    expect(selectVisibleCardIds(state, 'l2')).toEqual(['c3']);
  });

  it('is ready for an empty board (the collections arrive empty)', async () => {
    const { now, opened, running, open } = openBoards();
    await open('b1');
    opened[0]!.channel.put(listsSnapshot([]));
    opened[0]!.channel.put(cardsSnapshot([]));
    opened[0]!.channel.put(boardSnapshot(board));
    expect(now().board.status).toBe('ready');
    await running;
  });

  it('applies live changes after loading: edits, removals and unconfirmed writes', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    const events = opened[0]!.channel;
    loadAll(events);
    events.put(boardSnapshot({ ...board, title: 'House' }, true));
    events.put(listsSnapshot([{ type: 'remove', id: 'l2' }]));
    events.put(
      cardsSnapshot([
        { type: 'remove', id: 'c3' },
        upsert(makeCard('c1', 'l1', 'a2'), true), // moved below c2 on another tab, not confirmed
      ]),
    );

    const { storeState } = await running;
    const state = storeState as RootState;
    expect(state.board.board?.title).toBe('House');
    expect(selectOpenListIds(state)).toEqual(['l1']);
    expect(selectVisibleCardIds(state, 'l1')).toEqual(['c2', 'c1']);
    expect(state.board.cards.c3).toBeUndefined();
    expect(state.board.pending).toEqual({ board: true, 'card:c1': true });
    expect(state.board.status).toBe('ready');
  });

  it('says "not found" when the board does not exist', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    opened[0]!.channel.put(boardSnapshot(null));
    opened[0]!.channel.put(listsSnapshot([]));
    opened[0]!.channel.put(cardsSnapshot([]));
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ boardId: 'b1', status: 'notFound', board: null });
  });

  it('says the board was deleted when its owner deletes it, dropping what it showed', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    opened[0]!.channel.put(boardSnapshot({ ...board, deleting: true }));
    expect(opened[0]!.close).toHaveBeenCalled(); // the purge's refusals are not news
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({
      boardId: 'b1',
      status: 'deleted',
      board: null,
      lists: {},
      cards: {},
    });
  });

  it('says "not found" for a board this tab itself is deleting (it has left the page)', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    opened[0]!.channel.put(boardSnapshot({ ...board, deleting: true }, true));
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ boardId: 'b1', status: 'notFound', board: null });
  });

  it('says "not found" for someone else’s board (refused read) and stops following it', async () => {
    const { opened, running, open } = openBoards();
    await open('someone-elses');
    opened[0]!.channel.put({
      source: 'error',
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    expect(opened[0]!.close).toHaveBeenCalled();
    // A late event from the ended subscription changes nothing.
    opened[0]!.channel.put(boardSnapshot(board));

    const { storeState } = await running;
    expect(opened).toHaveLength(1);
    expect(storeState.board).toEqual({
      ...initialBoardState,
      boardId: 'someone-elses',
      status: 'notFound',
    });
  });

  it('listens again when the server refuses a board this person just created (not there yet)', async () => {
    const { opened, running, open } = openBoards(1000);
    await open('b1'); // In the person's own boards: created here, still on its way.
    opened[0]!.channel.put({
      source: 'error',
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    expect(opened[0]!.close).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 700)); // The first wait is 0.5 s.
    expect(opened).toHaveLength(2);
    loadAll(opened[1]!.channel);
    const { storeState } = await running;
    expect(storeState.board.status).toBe('ready');
  });

  it('shows an error it can recover from, and subscribes again on retry', async () => {
    const { now, opened, running, open, dispatch } = openBoards();
    await open('b1');
    opened[0]!.channel.put(boardSnapshot(board));
    opened[0]!.channel.put({ source: 'error', error: { code: 'unavailable', message: 'offline' } });
    expect(now().board.status).toBe('error');
    // It names what failed: this board, not the person's account.
    expect(now().board.error).toEqual({
      code: 'unavailable',
      text: 'We could not load this board (you seem to be offline). Try again.',
    });
    expect(opened[0]!.close).toHaveBeenCalled();
    expect(opened).toHaveLength(1);

    await dispatch(boardRetryRequested());
    expect(opened.map((o) => o.boardId)).toEqual(['b1', 'b1']);
    expect(now().board).toMatchObject({ status: 'loading', error: null });
    loadAll(opened[1]!.channel);

    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ status: 'ready', error: null, board });
  });

  // Regression: a retry used to keep lists and cards deleted elsewhere during the outage
  // (a fresh subscription's first snapshot reports only what exists).
  it('drops lists and cards deleted elsewhere while the subscription was down', async () => {
    const { opened, running, open, dispatch } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    opened[0]!.channel.put({
      source: 'error',
      error: { code: 'unavailable', message: 'offline' },
    });
    await dispatch(boardRetryRequested());
    // Meanwhile l2 (and its card c3) were deleted on another device.
    opened[1]!.channel.put(boardSnapshot(board));
    opened[1]!.channel.put(listsSnapshot([upsert(lists[0]!)]));
    opened[1]!.channel.put(cardsSnapshot([upsert(cards[0]!), upsert(cards[1]!)]));

    const { storeState } = await running;
    expect(Object.keys(storeState.board.lists)).toEqual(['l1']);
    expect(Object.keys(storeState.board.cards).sort()).toEqual(['c1', 'c2']);
  });

  it('stops following when the board page closes', async () => {
    const { opened, running, open, dispatch } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    await dispatch(boardClosed());
    expect(opened[0]!.close).toHaveBeenCalled();
    // A late event from the closed subscription changes nothing.
    opened[0]!.channel.put(boardSnapshot({ ...board, title: 'Late' }));

    const { storeState } = await running;
    expect(storeState.board).toEqual(initialBoardState);
    expect(opened).toHaveLength(1);
  });

  it('switches to another board: the first subscription ends, the second one shows', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    await open('b2');
    expect(opened.map((o) => o.boardId)).toEqual(['b1', 'b2']);
    expect(opened[0]!.close).toHaveBeenCalled();
    expect(opened[1]!.close).not.toHaveBeenCalled();

    const other = makeBoard({ id: 'b2', title: 'Work' });
    opened[1]!.channel.put(boardSnapshot(other));
    opened[1]!.channel.put(listsSnapshot([upsert(makeList('w1', 'a0'))]));
    opened[1]!.channel.put(cardsSnapshot([]));

    const { storeState } = await running;
    const state = storeState as RootState;
    expect(state.board).toMatchObject({ boardId: 'b2', status: 'ready', board: other });
    expect(selectOpenListIds(state)).toEqual(['w1']);
    expect(state.board.cards).toEqual({});
  });

  it('follows the board again when the page reopens after closing', async () => {
    const { opened, running, open, dispatch } = openBoards();
    await open('b1');
    await dispatch(boardClosed());
    await open('b1');
    expect(opened).toHaveLength(2);
    expect(opened[0]!.close).toHaveBeenCalled();
    loadAll(opened[1]!.channel);
    const { storeState } = await running;
    expect(storeState.board.status).toBe('ready');
  });
});

describe('a list or card the app cannot read', () => {
  it('is left out, and the person is told once per board open', async () => {
    const { now, opened, running, open, dispatch } = openBoards();
    await open('b1');
    const events = opened[0]!.channel;
    events.put(boardSnapshot(board));
    events.put(listsSnapshot(lists.map((list) => upsert(list))));
    events.put({
      source: 'cards',
      snapshot: {
        changes: [upsert(cards[0]!), { type: 'remove', id: 'bad' }],
        fromCache: false,
        malformedIds: ['bad'],
      },
    });
    expect(now().board.status).toBe('ready');
    expect(now().notices.items.map((notice) => notice.text)).toEqual([
      'Some of this board’s lists or cards could not be read and are hidden. Nothing else is affected.',
    ]);
    const [told] = now().notices.items;
    // Named again by a later snapshot (and by a list): not told again (the same text shown
    // again would replace the notice with a new one).
    events.put({
      source: 'lists',
      snapshot: {
        changes: [{ type: 'remove', id: 'odd' }],
        fromCache: false,
        malformedIds: ['odd'],
      },
    });
    events.put({
      source: 'cards',
      snapshot: {
        changes: [{ type: 'remove', id: 'bad' }],
        fromCache: false,
        malformedIds: ['bad'],
      },
    });
    expect(now().notices.items.map((notice) => notice.id)).toEqual([told!.id]);

    // Opened again: told again (a new notice), since this is what the person sees now.
    await dispatch(boardClosed());
    await open('b1');
    opened[1]!.channel.put(listsSnapshot([]));
    opened[1]!.channel.put({
      source: 'cards',
      snapshot: { changes: [], fromCache: true, malformedIds: ['bad'] },
    });

    const { storeState } = await running;
    const state = storeState as RootState;
    expect(state.notices.items).toEqual([
      expect.objectContaining({ tone: 'info', text: expect.stringContaining('are hidden') }),
    ]);
    expect(state.notices.items[0]!.id).not.toBe(told!.id);
    expect(state.board.cards.bad).toBeUndefined();
  });

  it('says nothing when every document could be read', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    opened[0]!.channel.put({
      source: 'cards',
      snapshot: { changes: [], fromCache: false, malformedIds: [] },
    });
    const { storeState } = await running;
    expect((storeState as RootState).notices.items).toEqual([]);
  });
});

describe('a board created in this tab', () => {
  it('opens as soon as its own document shows: it has no lists or cards to wait for', async () => {
    const base = dashboardState();
    const state: RootState = {
      ...base,
      boards: { ...base.boards, createdHere: ['fresh'] },
    };
    const events = channel<BoardEvent>();
    const saga = expectSaga(watchOpenBoard)
      .withReducer(rootReducer, state)
      .provide({
        call(effect, next) {
          return effect.fn === createBoardChannel ? events : next();
        },
      });
    const running = saga.silentRun(60);
    saga.dispatch(boardOpened('fresh'));
    await tick();
    events.put(boardSnapshot(makeBoard({ id: 'fresh', title: 'New' }), true));
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({
      boardId: 'fresh',
      status: 'ready',
      lists: {},
      cards: {},
      pending: { board: true },
    });
  });
});

describe('following a big board: each list’s first cards, then every card', () => {
  const bigBoard = makeBoard({ id: 'b1', title: 'Big', cardCount: 5000 });
  const l1Head = [makeCard('c1', 'l1', 'a0'), makeCard('c2', 'l1', 'a1')];
  const firstCards = (fromCache = false) => ({
    source: 'firstCards' as const,
    firstCards: {
      changes: [...l1Head, cards[2]!].map((card) => upsert(card)),
      partialListIds: ['l1'],
      fromCache,
    },
  });

  it('is ready with the first cards, says which lists have more, then takes every card', async () => {
    const { now, opened, running, open } = openBoards();
    await open('b1');
    const events = opened[0]!.channel;
    events.put(boardSnapshot(bigBoard));
    events.put(listsSnapshot(lists.map((list) => upsert(list))));
    expect(now().board.status).toBe('loading');
    events.put(firstCards());
    expect(now().board).toMatchObject({ status: 'ready', partialListIds: ['l1'] });
    expect(now().board.loaded).toMatchObject({ firstCards: true, cards: false });
    expect(selectVisibleCardIds(now(), 'l1')).toEqual(['c1', 'c2']);

    // Meanwhile: c1 moves to l2 on another device (it leaves l1's first cards, not the
    // board), and c2 is deleted.
    const moved = makeCard('c1', 'l2', 'a5');
    events.put({
      source: 'listFirstCards',
      listId: 'l1',
      snapshot: {
        changes: [
          { type: 'remove', id: 'c1' },
          { type: 'remove', id: 'c2' },
        ],
        fromCache: false,
      },
    });
    events.put({
      source: 'listFirstCards',
      listId: 'l2',
      snapshot: { changes: [upsert(moved)], fromCache: false },
    });
    expect(selectVisibleCardIds(now(), 'l1')).toEqual([]);
    expect(selectVisibleCardIds(now(), 'l2')).toEqual(['c3', 'c1']);

    // Every card: the whole board, which replaces the first cards.
    const rest = [makeCard('c8', 'l1', 'a8'), makeCard('c9', 'l1', 'a9')];
    events.put(cardsSnapshot([moved, cards[2]!, ...rest].map((card) => upsert(card))));

    const { storeState } = await running;
    const state = storeState as RootState;
    expect(state.board).toMatchObject({ status: 'ready', partialListIds: [] });
    expect(state.board.loaded.cards).toBe(true);
    expect(selectVisibleCardIds(state, 'l1')).toEqual(['c8', 'c9']);
    expect(selectVisibleCardIds(state, 'l2')).toEqual(['c3', 'c1']);
    expect(Object.keys(state.board.cards).sort()).toEqual(['c1', 'c3', 'c8', 'c9']);
  });

  it('takes changes to the board-wide first cards, but not their leaving (maybe only past the limit)', async () => {
    const { now, opened, running, open } = openBoards();
    await open('b1');
    const events = opened[0]!.channel;
    events.put(boardSnapshot(bigBoard));
    events.put(listsSnapshot(lists.map((list) => upsert(list))));
    events.put(firstCards());
    // Renamed elsewhere, and c2 pushed out of the query by a card ranked before it.
    const renamed = { ...l1Head[0]!, title: 'Renamed elsewhere' };
    events.put({ source: 'boardFirstCards', changes: [upsert(renamed)] });
    expect(now().board.cards.c1?.title).toBe('Renamed elsewhere');
    expect(selectVisibleCardIds(now(), 'l1')).toEqual(['c1', 'c2']);

    // Once every card is here, the board-wide query's news is old: every card's snapshot wins.
    events.put(cardsSnapshot([renamed, l1Head[1]!, cards[2]!].map((card) => upsert(card))));
    events.put({ source: 'boardFirstCards', changes: [upsert({ ...renamed, title: 'Stale' })] });
    const { storeState } = await running;
    expect(storeState.board.cards.c1?.title).toBe('Renamed elsewhere');
  });

  it('forgets a card deleted meanwhile beyond the first cards, since every card replaces them', async () => {
    const { opened, running, open } = openBoards();
    await open('b1');
    const events = opened[0]!.channel;
    events.put(boardSnapshot(bigBoard));
    events.put(listsSnapshot(lists.map((list) => upsert(list))));
    events.put(firstCards());
    events.put(cardsSnapshot([l1Head[1]!, cards[2]!].map((card) => upsert(card)))); // c1 gone
    const { storeState } = await running;
    expect(Object.keys(storeState.board.cards).sort()).toEqual(['c2', 'c3']);
  });
});

describe('a board page that mounted before the boards’ sagas had loaded', () => {
  it('is followed from the store as soon as they start', async () => {
    // The sagas load with the session: the page had already opened b1 (still loading).
    const before = rootReducer(dashboardState(), boardOpened('b1'));
    const { opened, now, running } = openBoards(60, before);
    await tick();
    expect(opened.map((entry) => entry.boardId)).toEqual(['b1']);
    opened[0]!.channel.put(boardSnapshot(board));
    await running;
    expect(now().board.board?.title).toBe('Home');
  });
});

describe('a board that takes too long to load', () => {
  it('says so while online, and a retry listens afresh and times the new load', async () => {
    const { now, opened, running, open, dispatch, slowClockEnds } = openBoards();
    await open('b1');
    opened[0]!.channel.put(boardSnapshot(board)); // lists and cards never come
    await slowClockEnds();
    expect(now().board).toMatchObject({ status: 'loading', slow: true });

    await dispatch(boardRetryRequested());
    expect(opened[0]!.close).toHaveBeenCalled();
    expect(opened.map((o) => o.boardId)).toEqual(['b1', 'b1']);
    expect(now().board).toMatchObject({
      status: 'loading',
      slow: false,
      loaded: { board: false, lists: false, firstCards: false, cards: false },
    });
    await slowClockEnds(); // the retried load is slow too
    expect(now().board.slow).toBe(true);

    // Ready later: the message goes.
    loadAll(opened[1]!.channel);
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ status: 'ready', slow: false, board });
    expect(opened).toHaveLength(2);
  });

  it('says nothing if the board is ready in time', async () => {
    const { opened, running, open, slowClockEnds } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    await slowClockEnds();
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ status: 'ready', slow: false });
  });

  it('waits while offline, and says so once back online if still loading', async () => {
    const base = dashboardState();
    const offline = { ...base, sync: { ...base.sync, online: false } };
    const { now, opened, running, open, dispatch, slowClockEnds } = openBoards(60, offline);
    await open('b1');
    opened[0]!.channel.put(boardSnapshot(board));
    await slowClockEnds();
    expect(now().board.slow).toBe(false);

    await dispatch(connectivityChanged(true));
    const { storeState } = await running;
    expect(storeState.board).toMatchObject({ status: 'loading', slow: true });
  });
});

describe('a board the server never answers (a lost Listen target)', () => {
  const fromCache = <E extends { snapshot: object }>(event: E) => ({
    ...event,
    snapshot: { ...event.snapshot, fromCache: true },
  });

  it('restarts Firestore’s network while online, less often each time, and the board loads', async () => {
    const { now, opened, running, open, stuckClockEnds, restarts, stuckClocks } = openBoards();
    await open('b1');
    opened[0]!.channel.put(fromCache(boardSnapshot(board)));
    expect(await stuckClockEnds()).toBe(true);
    expect(await stuckClockEnds()).toBe(true);
    expect(restarts).toHaveLength(2);
    expect(now().board.status).toBe('loading');
    // After the restart the server answers: the clock stops, and the board shows.
    loadAll(opened[0]!.channel);
    await tick();
    expect(await stuckClockEnds()).toBe(true); // the clock that was running when it loaded
    await running;
    expect(restarts).toHaveLength(2);
    expect(now().board.status).toBe('ready');
    // Less often each time; then the board's and the lists' answers each began a fresh wait,
    // which the cards' answer ended.
    expect(stuckClocks).toEqual([
      STUCK_LOAD_MS,
      2 * STUCK_LOAD_MS,
      4 * STUCK_LOAD_MS,
      STUCK_LOAD_MS,
      STUCK_LOAD_MS,
    ]);
  });

  it('never restarts once the server has answered the board, its lists and its cards', async () => {
    const { now, opened, running, open, stuckClockEnds, restarts } = openBoards();
    await open('b1');
    loadAll(opened[0]!.channel);
    await stuckClockEnds();
    await running;
    expect(restarts).toEqual([]);
    expect(now().board.status).toBe('ready');
  });

  it('leaves a load that is answering, if slowly, alone: each new part starts the wait afresh', async () => {
    const { now, opened, running, open, stuckClockEnds, restarts, stuckClocks } = openBoards();
    await open('b1');
    opened[0]!.channel.put(boardSnapshot(board));
    await tick();
    opened[0]!.channel.put(listsSnapshot(lists.map((list) => upsert(list))));
    await tick();
    // Two answers, each before its wait ran out: three waits begun, none ended in a restart.
    expect(stuckClocks).toEqual([STUCK_LOAD_MS, STUCK_LOAD_MS, STUCK_LOAD_MS]);
    expect(restarts).toEqual([]);
    // Then the cards keep it waiting a whole wait: that is a stall, and the guard restarts.
    expect(await stuckClockEnds()).toBe(true);
    expect(restarts).toHaveLength(1);
    opened[0]!.channel.put(cardsSnapshot(cards.map((card) => upsert(card))));
    await tick();
    await stuckClockEnds(); // the doubled wait was running: cancelled, no second restart
    await running;
    expect(restarts).toHaveLength(1);
    expect(stuckClocks).toEqual([STUCK_LOAD_MS, STUCK_LOAD_MS, STUCK_LOAD_MS, 2 * STUCK_LOAD_MS]);
    expect(now().board.status).toBe('ready');
  });

  it('counts only the server’s answers: a board shown from the cache is still unanswered', async () => {
    const { now, opened, running, open, stuckClockEnds, restarts } = openBoards();
    await open('b1');
    opened[0]!.channel.put(fromCache(boardSnapshot(board)));
    opened[0]!.channel.put(fromCache(listsSnapshot(lists.map((list) => upsert(list)))));
    opened[0]!.channel.put(fromCache(cardsSnapshot(cards.map((card) => upsert(card)))));
    await tick();
    expect(now().board.status).toBe('ready');
    await stuckClockEnds();
    await running;
    expect(restarts).toHaveLength(1);
  });

  it('gives up after a few restarts (the slow-load notice and its Retry remain)', async () => {
    const { opened, running, open, stuckClockEnds, restarts } = openBoards();
    await open('b1');
    opened[0]!.channel.put(boardSnapshot(board));
    for (let clock = 0; clock < STUCK_LOAD_RESTARTS + 2; clock++) await stuckClockEnds();
    await running;
    expect(restarts).toHaveLength(STUCK_LOAD_RESTARTS);
  });

  it('waits while offline: no answer is expected, and Firestore reconnects by itself first', async () => {
    const base = dashboardState();
    const offline = { ...base, sync: { ...base.sync, online: false } };
    const { opened, running, open, dispatch, stuckClockEnds, restarts } = openBoards(60, offline);
    await open('b1');
    opened[0]!.channel.put(fromCache(boardSnapshot(board)));
    await stuckClockEnds();
    expect(restarts).toEqual([]);
    await dispatch(connectivityChanged(true));
    expect(restarts).toEqual([]);
    await stuckClockEnds(); // a full wait after coming back online
    await running;
    expect(restarts).toHaveLength(1);
  });
});
