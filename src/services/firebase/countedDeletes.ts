// The board's counts (docs/data-model.md): each batch that creates or deletes cards or a list
// changes `cardCount` or `listCount` by exactly as many, naming them in `countedCards` or
// `countedList`, so the rules can check the count against the documents one by one.
import { doc, increment, writeBatch } from 'firebase/firestore';
import { LIMITS } from '../../domain/limits';
import { CardsLeftError } from '../errors';
import { boardRef, cardsRef, firestore, listsRef } from './firestore';

/**
 * The board's side of a batch that creates (+1, one card) or deletes (-n, at most
 * LIMITS.countedDeletes cards) cards: the rules check that the named cards are exactly the ones
 * the batch creates or deletes.
 */
export function countedCardChange(by: number, cardIds: string[]) {
  return { cardCount: increment(by), countedCards: cardIds };
}

/** The board's side of a batch that creates (+1) or deletes (-1) the list `listId`. */
export function countedListChange(by: 1 | -1, listId: string) {
  return { listCount: increment(by), countedList: listId };
}

/** Batches sent at a time: in order, without waiting for each answer. */
const WINDOW = 25;

/**
 * Deletes cards, LIMITS.countedDeletes per batch (what the rules can check of one count
 * change), lowering the card count by as many in each. The batches go a window at a time, so
 * a long list neither crawls nor queues thousands of writes at once. When a batch is refused,
 * the window it was in settles and a CardsLeftError says which cards were deleted.
 */
export async function deleteCardsCounted(boardId: string, cardIds: string[]): Promise<void> {
  const chunks: string[][] = [];
  for (let start = 0; start < cardIds.length; start += LIMITS.countedDeletes) {
    chunks.push(cardIds.slice(start, start + LIMITS.countedDeletes));
  }
  const deleted: string[] = [];
  for (let start = 0; start < chunks.length; start += WINDOW) {
    const window = chunks.slice(start, start + WINDOW);
    const outcomes = await Promise.allSettled(
      window.map((ids) => {
        const batch = writeBatch(firestore());
        for (const id of ids) batch.delete(doc(cardsRef(boardId), id));
        batch.update(boardRef(boardId), countedCardChange(-ids.length, ids));
        return batch.commit();
      }),
    );
    let refusal: unknown = null;
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') deleted.push(...window[i]!);
      else refusal ??= outcome.reason;
    });
    if (refusal !== null) throw new CardsLeftError(refusal, deleted);
  }
}

/** Deletes a list (its cards gone already), lowering the list count in the same batch. */
export function deleteListCounted(boardId: string, listId: string): Promise<void> {
  const batch = writeBatch(firestore());
  batch.delete(doc(listsRef(boardId), listId));
  batch.update(boardRef(boardId), countedListChange(-1, listId));
  return batch.commit();
}
