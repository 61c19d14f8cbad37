// A card's comments (boards/{b}/cards/{c}/comments/*), deleted without touching the card.
import type { BulkWriter, Firestore } from 'firebase-admin/firestore';

/** Deletes the comments of card `cardId` through `writer`; resolves to how many it queued. */
export async function deleteCommentsOf(
  firestore: Firestore,
  writer: BulkWriter,
  boardId: string,
  cardId: string,
): Promise<number> {
  const comments = await firestore
    .collection(`boards/${boardId}/cards/${cardId}/comments`)
    .select()
    .get();
  for (const comment of comments.docs) void writer.delete(comment.ref);
  return comments.size;
}
