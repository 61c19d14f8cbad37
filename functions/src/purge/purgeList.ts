// purgeList({boardId, listId}): the server's part of deleting a list. The app's edit pipeline
// has already marked the list `deleting` (one edit, undoable, with its activity entry); this
// deletes its cards with their comments and files and then the list, keeping meta/counts exact.
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { boardFor, signedIn } from '../lib/callers';
import { deleteAttachmentsOf } from './attachments';
import { deleteCommentsOf } from './comments';
import { idsOf } from './input';

/** Cards per transaction: well under Firestore's 500 writes, with the counts' one. */
const CHUNK = 400;

/** gRPC NOT_FOUND: a card in the chunk was deleted meanwhile (by someone's own delete). */
const NOT_FOUND = 5;

/** A list still being deleted, or gone: anything else was brought back (an undo). */
async function listStillGoing(read: () => Promise<{ exists: boolean; get(f: string): unknown }>) {
  const list = await read();
  return !list.exists || list.get('deleting') === true;
}

/**
 * Owners and editors, on a list that is deleting or gone (a call cut short is made again on
 * the next open of the board). Cards go a chunk at a time, each chunk in one transaction with
 * the counts' decrement and a read of the list: an undo that brings the list back (and then
 * its cards) stops the purge between chunks instead of racing it.
 */
export async function purgeListHandler(request: CallableRequest<unknown>) {
  const uid = signedIn(request);
  const { boardId, listId } = idsOf(request.data, ['boardId', 'listId']);
  const firestore = db();
  await boardFor(firestore, uid, boardId, ['owner', 'editor']);
  const listRef = firestore.doc(`boards/${boardId}/lists/${listId}`);
  if (!(await listStillGoing(() => listRef.get()))) {
    throw new HttpsError('failed-precondition', 'This list isn’t being deleted.');
  }
  const countsRef = firestore.doc(`boards/${boardId}/meta/counts`);
  const cardsOfList = firestore
    .collection(`boards/${boardId}/cards`)
    .where('listId', '==', listId)
    .orderBy(FieldPath.documentId())
    .select()
    .limit(CHUNK);
  let deletedCards = 0;
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const page: QuerySnapshot = await (after ? cardsOfList.startAfter(after) : cardsOfList).get();
    if (page.empty) break;
    after = page.docs[page.docs.length - 1]!;
    const cards = page.docs.map((card) => card.ref);
    const gone = await deleteChunk(firestore, boardId, listRef, countsRef, cards);
    if (gone === null) return { deletedCards, stopped: true };
    deletedCards += gone;
  }
  const listGone = await firestore.runTransaction(async (transaction) => {
    const list = await transaction.get(listRef);
    if (list.exists && list.get('deleting') !== true) return false;
    if (list.exists) {
      transaction.delete(listRef);
      transaction.set(
        countsRef,
        { cardCount: FieldValue.increment(0), listCount: FieldValue.increment(-1) },
        { merge: true },
      );
    }
    return true;
  });
  return { deletedCards, stopped: !listGone };
}

/**
 * One chunk of cards: their comments, then the cards and cardCount -n in one transaction.
 * Resolves to the cards deleted, or null when the list was brought back meanwhile.
 */
async function deleteChunk(
  firestore: Firestore,
  boardId: string,
  listRef: DocumentReference,
  countsRef: DocumentReference,
  cards: DocumentReference[],
): Promise<number | null> {
  if (!(await listStillGoing(() => listRef.get()))) return null;
  const writer = firestore.bulkWriter();
  await Promise.all(
    cards.flatMap((card) => [
      deleteCommentsOf(firestore, writer, boardId, card.id),
      deleteAttachmentsOf(firestore, writer, boardId, card.id),
    ]),
  );
  await writer.close();
  const deleteCards = (readFirst: boolean) =>
    firestore.runTransaction(async (transaction) => {
      if (!(await listStillGoing(() => transaction.get(listRef)))) return null;
      // Usually every card is still there: no reads, and exists:true keeps the count exact.
      // Else (one was deleted meanwhile, counted by its own delete) only those still there.
      const present = readFirst
        ? (await transaction.getAll(...cards)).filter((card) => card.exists).map((c) => c.ref)
        : cards;
      for (const card of present) {
        if (readFirst) transaction.delete(card);
        else transaction.delete(card, { exists: true });
      }
      if (present.length > 0) {
        transaction.set(
          countsRef,
          { cardCount: FieldValue.increment(-present.length), listCount: FieldValue.increment(0) },
          { merge: true },
        );
      }
      return present.length;
    });
  try {
    return await deleteCards(false);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    return deleteCards(true);
  }
}

export const purgeList = onCall({ timeoutSeconds: 540, memory: '1GiB' }, purgeListHandler);
