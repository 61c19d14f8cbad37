// A big board's first step: what each open list shows first (its first window of cards), for
// the first screen, before every card arrives (openBoardChannel.ts).
//
// One board-wide query (open cards by rank, a first window's worth for each of the first
// screen's lists) answers it for most boards. Firestore, and above all the emulator, answers
// a client's queries one after another, so one query instead of one per list turns ten round
// trips into one; and since it needs no list ids, it starts with the board's and the lists'
// own queries instead of after them. Ranks of different lists are independent keys, so a
// list may come up short in that answer (other lists' cards took its places under the
// limit, or the board has more lists than the first screen): only such a list is asked for
// on its own, and shows what it has until that answer comes.
import type { Card, DocChange } from '../../domain/types';
import { markOnce } from '../../services/timeline';
import type { Unsubscribe } from '../../services/types';
import { CARD_WINDOW } from './cardWindow';
import type { BoardEvent, BoardSources } from './openBoardChannel';

/** A list's first window, and one more: the neighbour a drop at the window's end needs. */
export const FIRST_CARDS_PER_LIST = CARD_WINDOW + 1;
/** Lists the board-wide query has room for: more than a wide screen shows side by side. */
export const FIRST_SCREEN_LISTS = 12;
/** The board-wide query's limit. Always the same, so Firestore can reuse its last answer. */
export const BOARD_FIRST_CARDS = FIRST_CARDS_PER_LIST * FIRST_SCREEN_LISTS;

export interface FirstCards {
  changes: DocChange<Card>[];
  /** Lists that may have more cards than are here yet: the rest come with every card. */
  partialListIds: string[];
  fromCache: boolean;
}

/** Keeps `view` (card id → its latest upsert) up to date with a snapshot's changes. */
export function applyToView(view: Map<string, DocChange<Card>>, changes: DocChange<Card>[]) {
  for (const change of changes) {
    if (change.type === 'remove') view.delete(change.id);
    else view.set(change.doc.id, change);
  }
}

/** How many of the view's cards each list has. */
function countByList(view: Map<string, DocChange<Card>>) {
  const counts = new Map<string, number>();
  for (const change of view.values()) {
    if (change.type !== 'upsert') continue;
    counts.set(change.doc.listId, (counts.get(change.doc.listId) ?? 0) + 1);
  }
  return counts;
}

export interface FirstCardsLoader {
  /** The board's open lists, once known: the first event waits for them. */
  listsKnown(listIds: string[]): void;
  stop: Unsubscribe;
}

/**
 * Starts the board-wide query at once. Its first answer, with the lists, makes one
 * `firstCards` event; later changes follow as `boardFirstCards` (upserts only: a card that
 * left a limited query may merely have been pushed past its limit) and, for a list asked on
 * its own, `listFirstCards`. `onFirst` hears whether the first event came from the cache only.
 */
export function startFirstCards(
  boardId: string,
  sources: BoardSources,
  emit: (event: BoardEvent) => void,
  onError: (error: unknown) => void,
  onFirst: (fromCache: boolean) => void,
): FirstCardsLoader {
  const boardWide = new Map<string, DocChange<Card>>();
  let answeredFromCache: boolean | null = null;
  let listIds: string[] | null = null;
  let sent = false;
  const ownQueries: Unsubscribe[] = [];

  /** A list that may have more first cards than the board-wide answer held, asked alone. */
  const askList = (listId: string) =>
    ownQueries.push(
      sources.subscribeToFirstCards(
        boardId,
        listId,
        FIRST_CARDS_PER_LIST,
        (snapshot) => emit({ source: 'listFirstCards', listId, snapshot }),
        onError,
      ),
    );

  const send = () => {
    if (sent || answeredFromCache === null || listIds === null) return;
    sent = true;
    const fromCache = answeredFromCache;
    const counts = countByList(boardWide);
    const full = (listId: string) => (counts.get(listId) ?? 0) >= FIRST_CARDS_PER_LIST;
    // The server's answer under its limit holds every open card: every list is whole. From
    // the cache alone nothing says a list is whole, nor short: the server's answer follows.
    const whole = !fromCache && boardWide.size < BOARD_FIRST_CARDS;
    const short = whole || fromCache ? [] : listIds.filter((listId) => !full(listId));
    emit({
      source: 'firstCards',
      firstCards: {
        changes: [...boardWide.values()],
        partialListIds: whole ? [] : fromCache ? listIds : listIds.filter(full).concat(short),
        fromCache,
      },
    });
    short.forEach(askList);
    onFirst(fromCache);
  };

  const stopBoardWide = sources.subscribeToBoardFirstCards(
    boardId,
    BOARD_FIRST_CARDS,
    (snapshot) => {
      if (sent) {
        const upserts = snapshot.changes.filter((change) => change.type === 'upsert');
        if (upserts.length) emit({ source: 'boardFirstCards', changes: upserts });
        return;
      }
      applyToView(boardWide, snapshot.changes);
      answeredFromCache = snapshot.fromCache;
      send();
    },
    onError,
  );

  return {
    listsKnown(ids) {
      listIds ??= ids;
      send();
    },
    stop() {
      stopBoardWide();
      ownQueries.forEach((stop) => stop());
    },
  };
}

/** The timeline mark (services/timeline.ts) of that answer: the benchmark waits for it. */
export const FIRST_CARDS_SAVED_MARK = 'board: first cards current in the cache';

/**
 * Listens to the board-wide query once more, until the server answers, once every card is in
 * the cache. Firestore keeps a query's last results with the moment they were current, and
 * answers the same query from its cache later by reading those results and only the
 * documents stored since. Made current after every card arrived, the next visit reads the
 * first screen's few hundred cards from this device instead of scanning all of them.
 */
export function refreshBoardFirstCards(boardId: string, sources: BoardSources): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let done = false;
  stop = sources.subscribeToBoardFirstCards(
    boardId,
    BOARD_FIRST_CARDS,
    (snapshot) => {
      if (snapshot.fromCache || done) return;
      done = true;
      markOnce(FIRST_CARDS_SAVED_MARK);
      stop?.();
    },
    () => {}, // Only a head start for the next visit: nothing to tell anyone if it fails.
  );
  if (done) stop();
  return () => stop?.();
}
