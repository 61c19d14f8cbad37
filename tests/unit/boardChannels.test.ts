// How the open board's channel loads cards: every card at once for a small board or one this
// device has cached; each open list's first cards first for a big board seen here for the
// first time. The subscriptions are stand-ins the test answers by hand.
import type { BoardList, Card, DocChange } from '../../src/domain/types';
import {
  createBoardChannel,
  FIRST_CARDS_FROM,
  FIRST_CARDS_PER_LIST,
  type BoardEvent,
  type BoardSources,
} from '../../src/features/boards/channels/openBoardChannel';
import type { BoardSnapshot, CollectionSnapshot } from '../../src/services/types';
import { makeBoard, makeCard, makeList } from './boardFixtures';

type Listener<T> = { onChange: (snapshot: T) => void; stopped: boolean };

/** Stand-in subscriptions that remember their listeners, so the test can answer them. */
function fakeSources() {
  const boards: Listener<BoardSnapshot>[] = [];
  const lists: Listener<CollectionSnapshot<BoardList>>[] = [];
  const cards: Listener<CollectionSnapshot<Card>>[] = [];
  const firstCards = new Map<string, Listener<CollectionSnapshot<Card>> & { count: number }>();
  const listen = <T>(into: Listener<T>[], onChange: (snapshot: T) => void) => {
    const listener = { onChange, stopped: false };
    into.push(listener);
    return () => void (listener.stopped = true);
  };
  const sources: BoardSources = {
    subscribeToBoard: (_boardId, onChange) => listen(boards, onChange),
    subscribeToLists: (_boardId, onChange) => listen(lists, onChange),
    subscribeToCards: (_boardId, onChange) => listen(cards, onChange),
    subscribeToFirstCards: (_boardId, listId, count, onChange) => {
      const listener = { onChange, stopped: false, count };
      firstCards.set(listId, listener);
      return () => void (listener.stopped = true);
    },
  };
  return { sources, boards, lists, cards, firstCards };
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

    fake.boards[0]!.onChange({ board: makeBoard({ id: 'b1' }), pending: false, fromCache: false });
    expect(fake.lists).toHaveLength(1);
    fake.boards[0]!.onChange({ board: makeBoard({ id: 'b1' }), pending: false, fromCache: false });
    expect(fake.lists).toHaveLength(1); // Once.
    fake.lists[0]!.onChange(fromServer([]));
    expect(fake.cards).toHaveLength(1);
    expect(drain().map((event) => event.source)).toEqual(['board', 'board', 'board', 'lists']);
  });

  it('follows every card at once when the lists came from this device’s cache', () => {
    const fake = fakeSources();
    open(fake.sources);
    fake.lists[0]!.onChange(fromCache(openLists));
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: true });
    expect(fake.cards).toHaveLength(1);
    expect(fake.firstCards.size).toBe(0);
  });

  it('loads a big board’s first cards of each open list first, then every card', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer([...openLists, archivedList]));

    // One query per open list, for its first window and one more card.
    expect([...fake.firstCards.keys()]).toEqual(['l1', 'l2']);
    expect(fake.firstCards.get('l1')!.count).toBe(FIRST_CARDS_PER_LIST);
    expect(fake.cards).toHaveLength(0);

    const l1 = cardsOf('l1', FIRST_CARDS_PER_LIST); // full: the list has more
    const l2 = cardsOf('l2', 2); // all of that list
    fake.firstCards.get('l1')!.onChange(fromServer(l1));
    expect(drain().map((event) => event.source)).toEqual(['board', 'lists']); // waits for l2
    fake.firstCards.get('l2')!.onChange(fromServer(l2));

    const first = drain().at(-1)!;
    expect(first.source).toBe('firstCards');
    if (first.source !== 'firstCards') return;
    expect(first.firstCards.partialListIds).toEqual(['l1']);
    expect(first.firstCards.fromCache).toBe(false);
    expect(first.firstCards.changes).toHaveLength(FIRST_CARDS_PER_LIST + 2);

    // Then every card; meanwhile each list's first cards still follow the server.
    expect(fake.cards).toHaveLength(1);
    const renamed = { ...l2[0]!, title: 'Renamed elsewhere' };
    fake.firstCards.get('l2')!.onChange({ changes: [upsert(renamed)], fromCache: false });
    expect(drain().at(-1)).toEqual({
      source: 'listFirstCards',
      listId: 'l2',
      snapshot: { changes: [upsert(renamed)], fromCache: false },
    });
  });

  it('holds back a cache-only view of every card (only the first cards) until the server’s', () => {
    const fake = fakeSources();
    const { drain } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    const l1 = cardsOf('l1', 100);
    const l2 = cardsOf('l2', 100);
    fake.firstCards.get('l1')!.onChange(fromServer(l1.slice(0, FIRST_CARDS_PER_LIST)));
    fake.firstCards.get('l2')!.onChange(fromServer(l2.slice(0, FIRST_CARDS_PER_LIST)));
    const before = drain().length;

    // The SDK answers from its cache first: just what the first-cards queries brought.
    const cached = [...l1.slice(0, FIRST_CARDS_PER_LIST), ...l2.slice(0, FIRST_CARDS_PER_LIST)];
    fake.cards[0]!.onChange(fromCache(cached));
    expect(drain()).toHaveLength(before);
    expect(fake.firstCards.get('l1')!.stopped).toBe(false);

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
    expect(fake.firstCards.get('l1')!.stopped).toBe(true);
    expect(fake.firstCards.get('l2')!.stopped).toBe(true);

    // After that, changes pass straight through.
    fake.cards[0]!.onChange({ changes: [{ type: 'remove', id: 'l2-c5' }], fromCache: false });
    expect(drain().at(-1)).toEqual({
      source: 'cards',
      snapshot: { changes: [{ type: 'remove', id: 'l2-c5' }], fromCache: false },
    });
  });

  it('stops every subscription when closed', () => {
    const fake = fakeSources();
    const { channel } = open(fake.sources);
    fake.boards[0]!.onChange({ board: bigBoard, pending: false, fromCache: false });
    fake.lists[0]!.onChange(fromServer(openLists));
    fake.firstCards.get('l1')!.onChange(fromServer(cardsOf('l1', 1)));
    fake.firstCards.get('l2')!.onChange(fromServer(cardsOf('l2', 1)));
    channel.close();
    expect(fake.boards[0]!.stopped).toBe(true);
    expect(fake.lists[0]!.stopped).toBe(true);
    expect(fake.cards[0]!.stopped).toBe(true);
    expect([...fake.firstCards.values()].every((listener) => listener.stopped)).toBe(true);
  });
});
