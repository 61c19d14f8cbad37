// boards/{boardId}/cards/{cardId}/comments (docs/data-model.md): written by members as
// themselves, read newest first, live.
import {
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { Comment, CommentFields } from '../../domain/comment';
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

export function addComment(
  boardId: string,
  cardId: string,
  commentId: string,
  { authorId, authorName, text }: CommentFields,
): Promise<void> {
  return setDoc(doc(commentsRef(boardId, cardId), commentId), {
    authorId,
    authorName,
    text,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
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
