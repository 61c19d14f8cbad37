// Counted deletes (docs/data-model.md): each batch that deletes cards or a list changes the
// board's counts document (./counts.ts) by exactly as many, naming them, so the rules can check
// the count against the documents one by one.
import { doc, writeBatch } from 'firebase/firestore';
import { LIMITS } from '../../domain/limits';
import { CardsLeftError } from '../errors';
import { countCards, countList } from './counts';
import { cardsRef, firestore, listsRef } from './firestore';

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
        countCards(batch, boardId, -ids.length, ids);
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
  countList(batch, boardId, -1, listId);
  return batch.commit();
}
