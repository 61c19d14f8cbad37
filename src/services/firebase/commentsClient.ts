// boards/{boardId}/cards/{cardId}/comments (docs/data-model.md): written by members as
// themselves, read newest first, live.
import {
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import type { Comment, CommentFields, ImportedCommentFields } from '../../domain/comment';
import type { CollectionSnapshot } from '../types';
import { commentsRef, readComments } from './firestore';
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

export function addComment(
  boardId: string,
  cardId: string,
  commentId: string,
  fields: CommentFields,
): Promise<void> {
  const { authorId, authorName, text } = fields;
  return setDoc(
    doc(commentsRef(boardId, cardId), commentId),
    commentCreateFields({ authorId, authorName, text }),
  );
}

/** Only the text and its time change: the author and creation time never do (the rules check). */
export function editComment(
  boardId: string,
  cardId: string,
  commentId: string,
  text: string,
): Promise<void> {
  return updateDoc(doc(commentsRef(boardId, cardId), commentId), {
    text,
    updatedAt: serverTimestamp(),
  });
}

export function deleteComment(boardId: string, cardId: string, commentId: string): Promise<void> {
  return deleteDoc(doc(commentsRef(boardId, cardId), commentId));
}
