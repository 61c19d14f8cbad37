// The open board's live sources (its document, lists and cards) as one saga channel.
//
// A big board's cards come in two steps, so its first screen does not wait for all of them:
// the first cards of each open list (what the page shows first), then every card. The SDK
// spends about 0.7 ms of CPU per card on a cold load (its cache, its sorted maps), so 5,000
// cards cost seconds; a list's first window costs a few tens of milliseconds.
import { buffers, eventChannel } from 'redux-saga';
import type { BoardList, Card, DocChange } from '../../../domain/types';
import { subscribeToBoard } from '../../../services/boards';
import { subscribeToCards, subscribeToFirstCards } from '../../../services/cards';
import { toServiceError, type ServiceError } from '../../../services/errors';
import { subscribeToLists } from '../../../services/lists';
import type { BoardSnapshot, CollectionSnapshot, Unsubscribe } from '../../../services/types';
import { CARD_WINDOW } from '../cardWindow';

/** Boards with more cards than this load each list's first cards before the rest. */
export const FIRST_CARDS_FROM = 500;
/** A list's first window, and one more: the neighbour a drop at the window's end needs. */
export const FIRST_CARDS_PER_LIST = CARD_WINDOW + 1;

export interface FirstCards {
  changes: DocChange<Card>[];
  /** Lists with more cards than were fetched: the rest come with every card. */
  partialListIds: string[];
  fromCache: boolean;
}

export type BoardEvent =
  | { source: 'board'; snapshot: BoardSnapshot }
  | { source: 'lists'; snapshot: CollectionSnapshot<BoardList> }
  | { source: 'firstCards'; firstCards: FirstCards }
  | { source: 'listFirstCards'; listId: string; snapshot: CollectionSnapshot<Card> }
  | { source: 'cards'; snapshot: CollectionSnapshot<Card> }
  | { source: 'error'; error: ServiceError };

/** The subscriptions the channel uses: the services, or stand-ins in tests. */
export interface BoardSources {
  subscribeToBoard: typeof subscribeToBoard;
  subscribeToLists: typeof subscribeToLists;
  subscribeToCards: typeof subscribeToCards;
  subscribeToFirstCards: typeof subscribeToFirstCards;
}

const liveSources: BoardSources = {
  subscribeToBoard,
  subscribeToLists,
  subscribeToCards,
  subscribeToFirstCards,
};

/** Keeps `view` (card id → its latest upsert) up to date with a snapshot's changes. */
function applyToView(view: Map<string, DocChange<Card>>, changes: DocChange<Card>[]) {
  for (const change of changes) {
    if (change.type === 'remove') view.delete(change.id);
    else view.set(change.doc.id, change);
  }
}

/**
 * Each open list's first cards as one event once every list has answered, then each list's
 * changes as they come. The first event also says which lists have more cards than were
 * fetched; `onFirst` hears whether those came from the cache only.
 */
function followFirstCards(
  boardId: string,
  listIds: string[],
  sources: BoardSources,
  emit: (event: BoardEvent) => void,
  onError: (error: unknown) => void,
  onFirst: (fromCache: boolean) => void,
): Unsubscribe {
  // Until every list has answered, each list's cards so far (a list may answer twice: from
  // the cache, then from the server).
  const waiting = new Map<string, Map<string, DocChange<Card>>>(
    listIds.map((id) => [id, new Map()]),
  );
  // Whether each list's latest answer came from the cache only.
  const cacheOnly = new Map<string, boolean>();
  let sent = false;
  const stops = listIds.map((listId) =>
    sources.subscribeToFirstCards(
      boardId,
      listId,
      FIRST_CARDS_PER_LIST,
      (snapshot) => {
        if (sent) {
          emit({ source: 'listFirstCards', listId, snapshot });
          return;
        }
        applyToView(waiting.get(listId)!, snapshot.changes);
        cacheOnly.set(listId, snapshot.fromCache);
        if (cacheOnly.size < listIds.length) return;
        sent = true;
        const fromCache = [...cacheOnly.values()].some(Boolean);
        emit({
          source: 'firstCards',
          firstCards: {
            changes: [...waiting.values()].flatMap((list) => [...list.values()]),
            partialListIds: listIds.filter((id) => waiting.get(id)!.size >= FIRST_CARDS_PER_LIST),
            fromCache,
          },
        });
        waiting.clear();
        onFirst(fromCache);
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

const openListIdsOf = (changes: DocChange<BoardList>[]) =>
  changes.flatMap((change) =>
    change.type === 'upsert' && !change.doc.archived ? [change.doc.id] : [],
  );

export interface BoardChannelOptions {
  /**
   * The board was just created in this tab and may not be on the server yet. Its lists and
   * cards are then followed only once the server has the board: a query started before that
   * is one the rules cannot allow yet, and the emulator has been seen to leave such a query
   * without ever catching up (no live updates, documents flagged pending for good). Until
   * then the board has only what this tab adds, which the screen shows already.
   */
  createdHere?: boolean;
}

export function createBoardChannel(
  boardId: string,
  { createdHere = false }: BoardChannelOptions = {},
  sources: BoardSources = liveSources,
) {
  return eventChannel<BoardEvent>(
    (emit) => {
      const onError = (error: unknown) => emit({ source: 'error', error: toServiceError(error) });
      let cardCount: number | null = null;
      let listIds: string[] | null = null;
      // The lists came from this device's cache: the board was open here before, so its cards
      // are most likely cached too, and reading them all from the cache is quicker than ten
      // queries over that cache (the SDK scans every cached card for each).
      let cached = false;
      let stopFirstCards: Unsubscribe | null = null;
      let stopCards: Unsubscribe | null = null;

      /**
       * Every card. After the first cards (`afterFirst`), the first event must be the whole
       * board, since it replaces them: a view from the cache alone (which the first-cards
       * queries have just filled) is kept back and merged with the server's view that follows.
       */
      const followEveryCard = (afterFirst?: { fromCache: boolean }) => {
        let early = afterFirst ? new Map<string, DocChange<Card>>() : null;
        stopCards = sources.subscribeToCards(
          boardId,
          (snapshot) => {
            if (!early) {
              emit({ source: 'cards', snapshot });
              return;
            }
            applyToView(early, snapshot.changes);
            if (snapshot.fromCache && !afterFirst?.fromCache) return;
            // Every card is here: the first-cards listeners have nothing more to add.
            stopFirstCards?.();
            stopFirstCards = null;
            const changes = [...early.values()];
            early = null;
            emit({ source: 'cards', snapshot: { changes, fromCache: snapshot.fromCache } });
          },
          onError,
        );
      };
      // Once the board (its card count) and its lists are known: how to load the cards.
      const startCards = () => {
        if (stopCards || stopFirstCards || cardCount === null || listIds === null) return;
        if (cached || cardCount <= FIRST_CARDS_FROM || listIds.length === 0) followEveryCard();
        else {
          stopFirstCards = followFirstCards(boardId, listIds, sources, emit, onError, (fromCache) =>
            followEveryCard({ fromCache }),
          );
        }
      };

      let stopLists: Unsubscribe | null = null;
      const followLists = () => {
        stopLists = sources.subscribeToLists(
          boardId,
          (snapshot) => {
            emit({ source: 'lists', snapshot });
            if (listIds === null) {
              listIds = openListIdsOf(snapshot.changes);
              cached = snapshot.fromCache && snapshot.changes.length > 0;
              startCards();
            }
          },
          onError,
        );
      };

      const stopBoard = sources.subscribeToBoard(
        boardId,
        (snapshot) => {
          emit({ source: 'board', snapshot });
          if (!stopLists && snapshot.board && !snapshot.fromCache) followLists();
          if (snapshot.board && cardCount === null) {
            cardCount = snapshot.board.cardCount;
            startCards();
          }
        },
        onError,
      );
      if (!createdHere && !stopLists) followLists();
      return () => {
        stopBoard();
        stopLists?.();
        stopFirstCards?.();
        stopCards?.();
      };
    },
    // Kept until taken: a snapshot that arrives while the saga is busy must not be lost
    // (its changes are relative to the one before).
    buffers.expanding<BoardEvent>(),
  );
}
