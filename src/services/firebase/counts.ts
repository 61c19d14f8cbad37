// boards/{id}/meta/counts (docs/data-model.md, "The counts are exact"): the board's card and
// list counts, in a document of their own so that creating or deleting a card or list writes
// nothing to the board document, which every open dashboard listens to. Each helper adds the
// counts' side of a counted batch: the rules refuse the card or list write without it, and it
// without them.
//
// The counts document holds what was counted since the board stopped counting on its own
// document (0 for boards made since): the real count is the board's stored count plus this.
// So a write only sends increment()s, and needs no read first: on a board from before, the
// first counted write creates the document from 0.
import { increment, onSnapshot, type WriteBatch } from 'firebase/firestore';
import { parseBoardCounts } from '../../domain/board';
import type { BoardCountsSnapshot, Unsubscribe } from '../types';
import { countsRef } from './firestore';

/**
 * Counts cards the batch creates (`delta` +1, one card) or deletes (-n, the n cards, at most
 * LIMITS.countedDeletes): the rules check that `cardIds` are exactly the cards it creates or
 * deletes.
 */
export function countCards(
  batch: WriteBatch,
  boardId: string,
  delta: number,
  cardIds: string[],
): void {
  // listCount: increment(0) gives a document created here its other count (0 to add to).
  batch.set(
    countsRef(boardId),
    { cardCount: increment(delta), listCount: increment(0), countedCards: cardIds },
    { merge: true },
  );
}

/** Counts the list `listId`, which the batch creates (+1) or deletes (-1). */
export function countList(batch: WriteBatch, boardId: string, delta: 1 | -1, listId: string) {
  batch.set(
    countsRef(boardId),
    { cardCount: increment(0), listCount: increment(delta), countedList: listId },
    { merge: true },
  );
}

/** A new board's counts document, created with it. */
export function startCounts(batch: WriteBatch, boardId: string): void {
  batch.set(countsRef(boardId), { cardCount: 0, listCount: 0 });
}

/** The open board's counts document, live (the dashboard never listens to it). */
export function subscribeToBoardCounts(
  boardId: string,
  onChange: (snapshot: BoardCountsSnapshot) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    countsRef(boardId),
    // With metadata changes: a counts document missing from the cache (a board from before
    // counts had their own document, opened again) is confirmed missing by the server only
    // through a change of fromCache, which Firestore otherwise never reports, and the board
    // would wait for its counts for good.
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange({
        counts: snapshot.exists() ? parseBoardCounts(snapshot.data()) : null,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}
