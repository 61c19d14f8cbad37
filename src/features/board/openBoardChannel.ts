// The open board's live sources (its document with its counts, lists and cards) as one saga
// channel.
//
// A big board's cards come in two steps, so its first screen does not wait for all of them:
// the first cards of each open list (what the page shows first), then every card. The SDK
// spends about 0.7 ms of CPU per card on a cold load (its cache, its sorted maps), so 5,000
// cards cost seconds; a list's first window costs a few tens of milliseconds.
import { buffers, eventChannel } from 'redux-saga';
import type { BoardList, Card, DocChange } from '../../domain/types';
import { subscribeToBoard, subscribeToBoardCounts } from '../../services/boards';
import {
  subscribeToBoardFirstCards,
  subscribeToCards,
  subscribeToFirstCards,
} from '../../services/cards';
import { toServiceError, type ServiceError } from '../../services/errors';
import { subscribeToLists } from '../../services/lists';
import type { BoardSnapshot, CollectionSnapshot, Unsubscribe } from '../../services/types';
import { subscribeToBoardWithCounts, type BoardWithCountsSources } from './boardWithCounts';
import {
  applyToView,
  refreshBoardFirstCards,
  startFirstCards,
  type FirstCards,
  type FirstCardsLoader,
} from './firstCards';

/** Boards with more cards than this load each list's first cards before the rest. */
export const FIRST_CARDS_FROM = 500;

export { BOARD_FIRST_CARDS, FIRST_CARDS_PER_LIST, type FirstCards } from './firstCards';

export type BoardEvent =
  | { source: 'board'; snapshot: BoardSnapshot }
  | { source: 'lists'; snapshot: CollectionSnapshot<BoardList> }
  | { source: 'firstCards'; firstCards: FirstCards }
  | { source: 'boardFirstCards'; changes: DocChange<Card>[] }
  | { source: 'listFirstCards'; listId: string; snapshot: CollectionSnapshot<Card> }
  | { source: 'cards'; snapshot: CollectionSnapshot<Card> }
  | { source: 'error'; error: ServiceError };

/** The subscriptions the channel uses: the services, or stand-ins in tests. */
export interface BoardSources extends BoardWithCountsSources {
  subscribeToLists: typeof subscribeToLists;
  subscribeToCards: typeof subscribeToCards;
  subscribeToFirstCards: typeof subscribeToFirstCards;
  subscribeToBoardFirstCards: typeof subscribeToBoardFirstCards;
  /** Runs `run` once the screen has had a chance to paint; returns a cancel. */
  afterPaint: (run: () => void) => Unsubscribe;
}

/**
 * After the next frame: the first screen's render and paint go before the SDK's read of
 * every card (a second or more of work on a big board's cache), which would otherwise
 * interleave with them.
 */
function afterNextPaint(run: () => void): Unsubscribe {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const liveSources: BoardSources = {
  afterPaint: afterNextPaint,
  subscribeToBoard,
  subscribeToBoardCounts,
  subscribeToLists,
  subscribeToCards,
  subscribeToFirstCards,
  subscribeToBoardFirstCards,
};

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
      let firstCards: FirstCardsLoader | null = null;
      let stopCards: Unsubscribe | null = null;
      let stopRefresh: Unsubscribe | null = null;
      let stopWaitForPaint: Unsubscribe | null = null;

      /**
       * Every card. After the first cards (`afterFirst`), the first event must be the whole
       * board, since it replaces them: a view from the cache alone (which the first-cards
       * queries have just filled) is kept back and merged with the server's view that follows.
       */
      const followEveryCard = (afterFirst?: { fromCache: boolean }) => {
        let early = afterFirst ? new Map<string, DocChange<Card>>() : null;
        // Skipped cards of the views kept back, so the merged view still names them.
        const earlyMalformed = new Set<string>();
        stopCards = sources.subscribeToCards(
          boardId,
          (snapshot) => {
            if (!early) {
              emit({ source: 'cards', snapshot });
              return;
            }
            applyToView(early, snapshot.changes);
            for (const id of snapshot.malformedIds ?? []) earlyMalformed.add(id);
            if (snapshot.fromCache && !afterFirst?.fromCache) return;
            // Every card is here: the first-cards listeners have nothing more to add.
            firstCards?.stop();
            firstCards = null;
            if (!snapshot.fromCache) stopRefresh = refreshBoardFirstCards(boardId, sources);
            const changes = [...early.values()];
            early = null;
            emit({
              source: 'cards',
              snapshot: {
                changes,
                fromCache: snapshot.fromCache,
                malformedIds: [...earlyMalformed],
              },
            });
          },
          onError,
        );
      };
      // Once the board (its card count, with its counts document) and its lists are known: how to load the cards. A big
      // board's first cards were asked for with the lists; a small board needs every card.
      const startCards = () => {
        if (stopCards || cardCount === null || listIds === null) return;
        if (cardCount > FIRST_CARDS_FROM && listIds.length > 0 && firstCards) {
          firstCards.listsKnown(listIds);
          return;
        }
        firstCards?.stop();
        firstCards = null;
        followEveryCard();
      };

      let stopLists: Unsubscribe | null = null;
      const followLists = () => {
        stopLists = sources.subscribeToLists(
          boardId,
          (snapshot) => {
            emit({ source: 'lists', snapshot });
            if (listIds === null) {
              listIds = openListIdsOf(snapshot.changes);
              startCards();
            }
          },
          onError,
        );
        // Unless the board is known to be small (from the cache, say), its first cards too (after
        // the lists: the server answers a client's queries in order, and the lists are smaller).
        if (cardCount === null || cardCount > FIRST_CARDS_FROM) {
          firstCards = startFirstCards(boardId, sources, emit, onError, (fromCache) => {
            stopWaitForPaint = sources.afterPaint(() => followEveryCard({ fromCache }));
          });
        }
      };

      const stopBoard = subscribeToBoardWithCounts(
        boardId,
        createdHere,
        sources,
        (snapshot, countsKnown) => {
          emit({ source: 'board', snapshot });
          // A board that stores more cards than a small one has is big whatever its counts
          // document adds (a board from before, opened from a cache that lacks that document):
          // loading it as big needs no wait for the server. A small stored count must wait, as a
          // board made now stores 0 and counts on that document.
          const big = (snapshot.board?.cardCount ?? 0) > FIRST_CARDS_FROM;
          const known = cardCount === null && (countsKnown || big) && snapshot.board;
          if (known) cardCount = snapshot.board!.cardCount;
          if (!stopLists && snapshot.board && !snapshot.fromCache) followLists();
          if (known) startCards();
        },
        onError,
      );
      if (!createdHere && !stopLists) followLists();
      return () => {
        stopBoard();
        stopLists?.();
        firstCards?.stop();
        stopCards?.();
        stopRefresh?.();
        stopWaitForPaint?.();
      };
    },
    // Kept until taken: a snapshot that arrives while the saga is busy must not be lost
    // (its changes are relative to the one before).
    buffers.expanding<BoardEvent>(),
  );
}
