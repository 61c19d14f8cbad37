// How the open board's channel loads cards: every card at once for a small board; for a big
// one, each open list's first cards first (one board-wide query, and a list of its own only
// when it came up short there), then every card. The subscriptions are stand-ins the test
// answers by hand.
import type { BoardList, Card, DocChange } from '../../src/domain/types';
import {
  BOARD_FIRST_CARDS,
  createBoardChannel,
  FIRST_CARDS_FROM,
  FIRST_CARDS_PER_LIST,
  type BoardEvent,
  type BoardSources,
} from '../../src/features/board/openBoardChannel';
import type {
  BoardCountsSnapshot,
  BoardSnapshot,
  CollectionSnapshot,
} from '../../src/services/types';
import { makeBoard, makeCard, makeList } from './boardFixtures';

type Listener<T> = { onChange: (snapshot: T) => void; stopped: boolean };

/**
 * Stand-in subscriptions that remember their listeners, so the test can answer them. The counts
 * document answers `initialCounts` at once (by default: missing, as on a board from before),
 * or, given null, only when the test answers it.
 */
function fakeSources(
  initialCounts: BoardCountsSnapshot | null = { counts: null, fromCache: false },
) {
  const boards: Listener<BoardSnapshot>[] = [];
  const counts: Listener<BoardCountsSnapshot>[] = [];
  const lists: Listener<CollectionSnapshot<BoardList>>[] = [];
  const cards: Listener<CollectionSnapshot<Card>>[] = [];
  const firstCards = new Map<string, Listener<CollectionSnapshot<Card>> & { count: number }>();
  const boardFirstCards: (Listener<CollectionSnapshot<Card>> & { count: number })[] = [];
  const listen = <T>(into: Listener<T>[], onChange: (snapshot: T) => void) => {
    const listener = { onChange, stopped: false };
    into.push(listener);
    return () => void (listener.stopped = true);
  };
  const sources: BoardSources = {
    // The first screen paints at once here: every card is asked for straight after.
    afterPaint: (run) => {
      run();
      return () => {};
    },
    subscribeToBoard: (_boardId, onChange) => listen(boards, onChange),
    subscribeToBoardCounts: (_boardId, onChange) => {
      const stop = listen(counts, onChange);
      if (initialCounts) onChange(initialCounts);
      return stop;
    },
    subscribeToLists: (_boardId, onChange) => listen(lists, onChange),
    subscribeToCards: (_boardId, onChange) => listen(cards, onChange),
    subscribeToFirstCards: (_boardId, listId, count, onChange) => {
      const listener = { onChange, stopped: false, count };
      firstCards.set(listId, listener);
      return () => void (listener.stopped = true);
    },
    subscribeToBoardFirstCards: (_boardId, count, onChange) => {
      const listener = { onChange, stopped: false, count };
      boardFirstCards.push(listener);
      return () => void (listener.stopped = true);
    },
  };
  return { sources, boards, counts, lists, cards, firstCards, boardFirstCards };
}

const upsert = <T>(doc: T): DocChange<T> => ({ type: 'upsert', doc, pending: false });
const fromServer = <T>(docs: T[]) => ({ changes: docs.map(upsert), fromCache: false });
const fromCache = <T>(docs: T[]) => ({ changes: docs.map(upsert), fromCache: true });

/** `count` cards of a list, ranked in order. */
const cardsOf = (listId: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeCard(`${listId}-c${i}`, listId, `a${String(i).padStart(4, '0')}`),
  );

function open(sources: BoardSources, createdHere = false) {
  const events: BoardEvent[] = [];
  const channel = createBoardChannel('b1', { createdHere }, sources);
  const drain = () => {
    channel.flush((batch) => {
      if (Array.isArray(batch)) events.push(...batch);
    });
    return events;
  };
  return { channel, drain };
}

const bigBoard = makeBoard({ id: 'b1', cardCount: FIRST_CARDS_FROM + 1 });
const openLists = [makeList('l1', 'a0'), makeList('l2', 'a1')];
const archivedList = makeList('lA', 'a2', { archived: true });

describe('the open board’s channel', () => {
  it('follows every card at once on a small board', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({
      board: makeBoard({ cardCount: 3 }),
      pending: false,
      fromCache: false,
    });
    expect(fake.cards).toHaveLength(0); // Not before the lists are known either.
    fake.lists[0]!.onChange(fromServer(openLists));
    expect(fake.cards).toHaveLength(1);
    expect(fake.firstCards.size).toBe(0);
    fake.cards[0]!.onChange(fromServer(cardsOf('l1', 3)));
    expect(drain().map((event) => event.source)).toEqual(['board', 'lists', 'cards']);
  });

  it('follows a board created here only once the server has it, then its lists and cards', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources, true);
    expect(fake.boards).toHaveLength(1);
    expect(fake.lists).toHaveLength(0);

    // The board as this tab wrote it, not yet acknowledged: nothing to ask the server yet.
    fake.boards[0]!.onChange({ board: makeBoard({ id: 'b1' }), pending: true, fromCache: true });
    expect(fake.lists).toHaveLength(0);
    expect(fake.cards).toHaveLength(0);
    expect(fake.counts).toHaveLength(0);

    fake.boards[0]!.onChange({ board: makeBoard({ id: 'b1' }), pending: false, fromCache: false });
    expect(fake.lists).toHaveLength(1);
    expect(fake.counts).toHaveLength(1); // Its counts too, which answer (a board event more).
    fake.boards[0]!.onChange({ board: makeBoard({ id: 'b1' }), pending: false, fromCache: false });
    expect(fake.lists).toHaveLength(1); // Once.
    expect(fake.counts).toHaveLength(1);
    fake.lists[0]!.onChange(fromServer([]));
    expect(fake.cards).toHaveLength(1);
    expect(drain().map((event) => event.source)).toEqual([
      'board',
      'board',
      'board',
      'board',
      'lists',
    ]);
  });

  it('gives the board its stored counts plus its counts document’s, again as those change', () => {
    const fake = fakeSources(null);
    const { drain } = open(fake.sources);
    expect(fake.counts).toHaveLength(1); // With the board, not after it.
    fake.boards[0]!.onChange({
      board: makeBoard({ cardCount: 3, listCount: 2 }),
      pending: false,
      fromCache: false,
    });
    fake.counts[0]!.onChange({ counts: { cardCount: 5, listCount: -1 }, fromCache: false });
    fake.counts[0]!.onChange({ counts: { cardCount: 6, listCount: -1 }, fromCache: false });
    const boards = drain().flatMap((event) =>
      event.source === 'board' ? [event.snapshot.board] : [],
    );
    expect(boards.map((board) => [board?.cardCount, board?.listCount])).toEqual([
      [3, 2],
      [8, 1],
      [9, 1],
    ]);
  });

  it('knows a board is big from its counts document, and not from a cache that lacks it', () => {
    const fake = fakeSources(null);
    open(fake.sources);
    fake.boards[0]!.onChange({
      board: makeBoard({ cardCount: 0 }),
      pending: false,
      fromCache: false,
    });
    fake.lists[0]!.onChange(fromServer(openLists));
    // Missing from the cache proves nothing: no choice of how to load yet.
    fake.counts[0]!.onChange({ counts: null, fromCache: true });
    expect(fake.cards).toHaveLength(0);
    fake.counts[0]!.onChange({
      counts: { cardCount: FIRST_CARDS_FROM + 1, listCount: 2 },
      fromCache: false,
    });
    // Big: each list's first cards, not every card at once.
    expect(fake.cards).toHaveLength(0);
    expect(fake.boardFirstCards).toHaveLength(1);
  });

  it('loads a big board from before as big from the cache, without waiting for its counts document', () => {
    const fake = fakeSources(null);
    open(fake.sources);
    // Warm: the board (counted on its own document) and its lists from the cache, and the
    // counts document missing there; the server has not answered yet.
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: true });
    fake.counts[0]!.onChange({ counts: null, fromCache: true });
    fake.lists[0]!.onChange(fromCache(openLists));
    fake.boardFirstCards[0]!.onChange(fromCache(cardsOf('l1', BOARD_FIRST_CARDS)));
    // Its first cards are the first screen, and every card follows: nothing waited.
    expect(fake.boardFirstCards).toHaveLength(1);
    expect(fake.cards).toHaveLength(1);
  });

  it('asks a big board’s first cards of every list in one query, with its lists, then every card', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    // One board-wide query, asked with the board and its lists (it needs no list ids).
    expect(fake.boardFirstCards).toHaveLength(1);
    expect(fake.boardFirstCards[0]!.count).toBe(BOARD_FIRST_CARDS);
    expect(fake.lists).toHaveLength(1);

    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer([...openLists, archivedList]));
    expect(fake.cards).toHaveLength(0);

    // Its answer fills the limit, and each list has at least its window: nothing else to ask.
    const l1 = cardsOf('l1', BOARD_FIRST_CARDS / 2);
    const l2 = cardsOf('l2', BOARD_FIRST_CARDS / 2);
    fake.boardFirstCards[0]!.onChange(fromServer([...l1, ...l2]));
    expect(fake.firstCards.size).toBe(0);
    const first = drain().at(-1)!;
    if (first.source !== 'firstCards') throw new Error(`got ${first.source}`);
    expect(first.firstCards.partialListIds).toEqual(['l1', 'l2']);
    expect(first.firstCards.fromCache).toBe(false);
    expect(first.firstCards.changes).toHaveLength(BOARD_FIRST_CARDS);

    // Then every card; meanwhile the board-wide query passes on what changed, but never a
    // removal (a card pushed past the query's limit has not left the board).
    expect(fake.cards).toHaveLength(1);
    const renamed = { ...l2[0]!, title: 'Renamed elsewhere' };
    fake.boardFirstCards[0]!.onChange({
      changes: [upsert(renamed), { type: 'remove', id: 'l1-c40' }],
      fromCache: false,
    });
    expect(drain().at(-1)).toEqual({ source: 'boardFirstCards', changes: [upsert(renamed)] });
  });

  it('asks for every card only once the first screen has had a frame to paint', () => {
    const fake = fakeSources();
    const painted: (() => void)[] = [];
    fake.sources.afterPaint = (run) => {
      painted.push(run);
      return () => {};
    };
    open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: true });
    fake.lists[0]!.onChange(fromCache(openLists));
    fake.boardFirstCards[0]!.onChange(fromCache(cardsOf('l1', 41)));
    expect(fake.cards).toHaveLength(0);
    painted.forEach((run) => run());
    expect(fake.cards).toHaveLength(1);
  });

  it('waits for the lists when the first cards answer first', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.boardFirstCards[0]!.onChange(fromServer(cardsOf('l1', 3)));
    expect(drain().map((event) => event.source)).toEqual(['board']);
    fake.lists[0]!.onChange(fromServer(openLists));
    expect(drain().map((event) => event.source)).toEqual(['board', 'lists', 'firstCards']);
  });

  it('shows a list that came up short what it has, and asks that list on its own', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));

    // l1's cards rank before l2's and took every place under the limit.
    fake.boardFirstCards[0]!.onChange(fromServer(cardsOf('l1', BOARD_FIRST_CARDS)));
    const first = drain().at(-1)!;
    if (first.source !== 'firstCards') throw new Error(`got ${first.source}`);
    expect(first.firstCards.partialListIds).toEqual(['l1', 'l2']);
    expect([...fake.firstCards.keys()]).toEqual(['l2']);
    expect(fake.firstCards.get('l2')!.count).toBe(FIRST_CARDS_PER_LIST);

    // That list's own answer brings its first window.
    const l2 = cardsOf('l2', FIRST_CARDS_PER_LIST).map((card) => ({
      ...card,
      rank: `b${card.rank}`,
    }));
    fake.firstCards.get('l2')!.onChange(fromServer(l2));
    expect(drain().at(-1)).toEqual({
      source: 'listFirstCards',
      listId: 'l2',
      snapshot: fromServer(l2),
    });
  });

  it('knows every list is whole when the server’s board-wide answer is under its limit', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    fake.boardFirstCards[0]!.onChange(fromServer([...cardsOf('l1', 50), ...cardsOf('l2', 3)]));
    expect(fake.firstCards.size).toBe(0);
    const first = drain().at(-1)!;
    if (first.source !== 'firstCards') throw new Error(`got ${first.source}`);
    expect(first.firstCards.partialListIds).toEqual([]);
  });

  it('shows a cached board’s first cards from the cache at once, every list maybe partial', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.lists[0]!.onChange(fromCache(openLists));
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: true });
    fake.boardFirstCards[0]!.onChange(fromCache(cardsOf('l1', 5)));
    expect(fake.firstCards.size).toBe(0); // The cache can't tell a short list from a whole one.
    const first = drain().at(-1)!;
    if (first.source !== 'firstCards') throw new Error(`got ${first.source}`);
    expect(first.firstCards.fromCache).toBe(true);
    expect(first.firstCards.partialListIds).toEqual(['l1', 'l2']);

    // Every card follows, and its cache view (the whole cached board) goes out at once.
    fake.cards[0]!.onChange(fromCache([...cardsOf('l1', 300), ...cardsOf('l2', 300)]));
    const every = drain().at(-1)!;
    if (every.source !== 'cards') throw new Error(`got ${every.source}`);
    expect(every.snapshot.changes).toHaveLength(600);
    expect(fake.boardFirstCards[0]!.stopped).toBe(true);
  });

  it('holds back a cache-only view of every card (only the first cards) until the server’s', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    const l1 = cardsOf('l1', 100);
    const l2 = cardsOf('l2', 100);
    const firstOnes = [...l1.slice(0, FIRST_CARDS_PER_LIST), ...l2.slice(0, FIRST_CARDS_PER_LIST)];
    fake.boardFirstCards[0]!.onChange(fromServer(firstOnes));
    const before = drain().length;

    // The SDK answers from its cache first: just what the first-cards query brought.
    fake.cards[0]!.onChange(fromCache(firstOnes));
    expect(drain()).toHaveLength(before);
    expect(fake.boardFirstCards[0]!.stopped).toBe(false);

    // The server's answer holds only what changed since: the rest, and a card gone meanwhile.
    fake.cards[0]!.onChange({
      changes: [
        ...[...l1.slice(FIRST_CARDS_PER_LIST), ...l2.slice(FIRST_CARDS_PER_LIST)].map(upsert),
        { type: 'remove', id: 'l1-c0' },
      ],
      fromCache: false,
    });
    const every = drain().at(-1)!;
    expect(every.source).toBe('cards');
    if (every.source !== 'cards') return;
    // One event with the whole board: every card but the removed one, as upserts.
    expect(every.snapshot.fromCache).toBe(false);
    expect(every.snapshot.changes).toHaveLength(199);
    expect(every.snapshot.changes.every((change) => change.type === 'upsert')).toBe(true);
    expect(fake.boardFirstCards[0]!.stopped).toBe(true);

    // After that, changes pass straight through.
    fake.cards[0]!.onChange({ changes: [{ type: 'remove', id: 'l2-c5' }], fromCache: false });
    expect(drain().at(-1)).toEqual({
      source: 'cards',
      snapshot: { changes: [{ type: 'remove', id: 'l2-c5' }], fromCache: false },
    });
  });

  it('still names a card skipped in the held-back cache view once it hands on every card', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    const firstOnes = cardsOf('l1', FIRST_CARDS_PER_LIST);
    fake.boardFirstCards[0]!.onChange(fromServer(firstOnes));

    // Only the cache's answer sees the unreadable card: the server's holds what changed since.
    fake.cards[0]!.onChange({
      changes: [...firstOnes.map(upsert), { type: 'remove', id: 'bad' }],
      fromCache: true,
      malformedIds: ['bad'],
    });
    fake.cards[0]!.onChange({ changes: cardsOf('l2', 3).map(upsert), fromCache: false });
    const every = drain().at(-1)!;
    expect(every.source).toBe('cards');
    if (every.source !== 'cards') return;
    expect(every.snapshot.malformedIds).toEqual(['bad']);
  });

  it('asks the board-wide query once more when every card is here, until the server answers', () => {
    const fake = fakeSources();
    open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    const firstOnes = cardsOf('l1', 50);
    fake.boardFirstCards[0]!.onChange(fromServer(firstOnes));
    fake.cards[0]!.onChange(fromServer([...firstOnes, ...cardsOf('l2', 600)]));

    // The first query stops; the same one (same limit) starts again for the next visit's sake.
    expect(fake.boardFirstCards).toHaveLength(2);
    expect(fake.boardFirstCards[0]!.stopped).toBe(true);
    expect(fake.boardFirstCards[1]!.count).toBe(BOARD_FIRST_CARDS);
    fake.boardFirstCards[1]!.onChange(fromCache(firstOnes));
    expect(fake.boardFirstCards[1]!.stopped).toBe(false);
    fake.boardFirstCards[1]!.onChange({ changes: [], fromCache: false });
    expect(fake.boardFirstCards[1]!.stopped).toBe(true);
  });

  it('stops every subscription when closed', () => {
    const fake = fakeSources();
    const { channel } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    // The board-wide answer fills its limit with l1's cards: l2 is asked on its own.
    fake.boardFirstCards[0]!.onChange(fromServer(cardsOf('l1', BOARD_FIRST_CARDS)));
    fake.firstCards.get('l2')!.onChange(fromServer(cardsOf('l2', 1)));
    channel.close();
    expect(fake.boards[0]!.stopped).toBe(true);
    expect(fake.counts[0]!.stopped).toBe(true);
    expect(fake.lists[0]!.stopped).toBe(true);
    expect(fake.cards[0]!.stopped).toBe(true);
    expect(fake.boardFirstCards[0]!.stopped).toBe(true);
    expect([...fake.firstCards.values()].every((listener) => listener.stopped)).toBe(true);
  });
});
