// purgeCardComments({boardId, cardId}): a deleted card's comments, and its files with their
// chunks (docs/attachments.md). The app calls it once the card's delete can no longer be undone
// (docs/data-model.md, "A deleted card's comments").
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { boardFor, signedIn } from '../lib/callers';
import { deleteAttachmentsOf } from './attachments';
import { deleteCommentsOf } from './comments';
import { idsOf } from './input';

/** Owners and editors (who may delete the card), and only once the card is gone. */
export async function purgeCardCommentsHandler(request: CallableRequest<unknown>) {
  const uid = signedIn(request);
  const { boardId, cardId } = idsOf(request.data, ['boardId', 'cardId']);
  const firestore = db();
  await boardFor(firestore, uid, boardId, ['owner', 'editor']);
  const card = await firestore.doc(`boards/${boardId}/cards/${cardId}`).get();
  if (card.exists) {
    throw new HttpsError('failed-precondition', 'This card is still there: its comments stay.');
  }
  const writer = firestore.bulkWriter();
  const deletedComments = await deleteCommentsOf(firestore, writer, boardId, cardId);
  const deletedFiles = await deleteAttachmentsOf(firestore, writer, boardId, cardId);
  await writer.close();
  return { deletedComments, ...(deletedFiles > 0 ? { deletedFiles } : {}) };
}

export const purgeCardComments = onCall(
  { timeoutSeconds: 540, memory: '1GiB' },
  purgeCardCommentsHandler,
);
