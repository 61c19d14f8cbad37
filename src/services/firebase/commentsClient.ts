// boards/{boardId}/cards/{cardId}/comments (docs/data-model.md): written by members as
// themselves, in the batch of their edit (editsClient.ts), read newest first, live.
import {
  arrayUnion,
  doc,
  getDoc,
  increment,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import type { Comment, CommentFields, ImportedCommentFields } from '../../domain/comment';
import type { FieldChange } from '../../domain/edit';
import type { CollectionSnapshot } from '../types';
import { cardsRef, commentsRef, readComments } from './firestore';
import { subscribeToCollection } from './liveQueries';

/** A card's comments, newest first, as they change. */
export const subscribeToComments = (
  boardId: string,
  cardId: string,
  onChange: (snapshot: CollectionSnapshot<Comment>) => void,
  onError: (error: unknown) => void,
) =>
  subscribeToCollection(
    query(readComments(boardId, cardId), orderBy('createdAt', 'desc')),
    onChange,
    onError,
  );

/**
 * A new comment's document as the rules take it, for set() or a batch's set() at
 * `doc(commentsRef(boardId, cardId), commentId)`. authorId must be the signed-in uid. An
 * imported comment passes `importedAt` (epoch milliseconds, when the original was written: not
 * later than the server's now, or the rules refuse the write) and the original author's name.
 */
export function commentCreateFields({
  authorId,
  authorName,
  text,
  importedAt,
}: CommentFields & { importedAt?: ImportedCommentFields['importedAt'] | null }): DocumentData {
  return {
    authorId,
    authorName,
    text,
    ...(importedAt == null ? {} : { importedAt: Timestamp.fromMillis(importedAt) }),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

type CommentChange = Extract<FieldChange, { doc: 'comment' }>;

/**
 * A comment's change written into an edit's batch (editsClient.addChanges): added (as its
 * author: the rules let nobody write for another; one brought back by an undo keeps when it was
 * first written if it was imported), its text edited, or deleted.
 */
export function addCommentChange(batch: WriteBatch, boardId: string, change: CommentChange) {
  const ref = doc(commentsRef(boardId, change.cardId), change.id);
  const { before, after } = change;
  // The card's count moves with the comment, naming it: the rules check the one against the other.
  const counted = (by: number) => ({ commentCount: increment(by), countedComment: change.id });
  if (!after) {
    batch.delete(ref);
    batch.update(doc(cardsRef(boardId), change.cardId), counted(-1));
  } else if (!before) {
    const { authorId, authorName, text, importedAt } = after;
    batch.set(ref, commentCreateFields({ authorId, authorName, text, importedAt }));
    // A commenter watches the card (`watch`: not yet, and there is room), in the same write.
    batch.update(doc(cardsRef(boardId), change.cardId), {
      ...counted(1),
      ...(change.watch ? { watcherIds: arrayUnion(authorId) } : {}),
    });
  } else {
    // Only the text and its time change: the author and creation time never do (the rules check).
    batch.update(ref, { text: after.text, updatedAt: serverTimestamp() });
  }
}

/** One comment as stored (from the cache when offline), or null if there is none. */
export async function readComment(
  boardId: string,
  cardId: string,
  commentId: string,
): Promise<Comment | null> {
  const snapshot = await getDoc(doc(readComments(boardId, cardId), commentId));
  return snapshot.exists() ? (snapshot.data() ?? null) : null;
}
