// boards/{boardId}/cards/{cardId}/comments (docs/data-model.md): written by members as
// themselves, read newest first, live.
import {
  arrayUnion,
  doc,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { storedChanges, type ActivityWrite } from '../../domain/activity';
import type { Comment, CommentFields, ImportedCommentFields } from '../../domain/comment';
import type { CollectionSnapshot } from '../types';
import { boardRef, cardsRef, commentsRef, firestore, readComments } from './firestore';
import { subscribeToCollection } from './liveQueries';
import { addNotifications } from './notificationsClient';

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

/** A batch carrying the comment's activity entry (features/edits) and its notifications, if any. */
function withActivity(boardId: string, activity: ActivityWrite | undefined) {
  const batch = writeBatch(firestore());
  if (activity) {
    batch.set(doc(boardRef(boardId), 'activity', activity.id), {
      ...activity.draft,
      changes: storedChanges(activity.draft.changes),
      at: serverTimestamp(),
    });
  }
  addNotifications(batch, activity);
  return batch;
}

export function addComment(
  boardId: string,
  cardId: string,
  commentId: string,
  fields: CommentFields,
  activity?: ActivityWrite,
  watch = false,
): Promise<void> {
  const { authorId, authorName, text } = fields;
  const batch = withActivity(boardId, activity);
  batch.set(
    doc(commentsRef(boardId, cardId), commentId),
    commentCreateFields({ authorId, authorName, text }),
  );
  // A commenter watches the card (`watch`: not yet, and there is room), in the same batch.
  if (watch) batch.update(doc(cardsRef(boardId), cardId), { watcherIds: arrayUnion(authorId) });
  return batch.commit();
}

/** Only the text and its time change: the author and creation time never do (the rules check). */
export function editComment(
  boardId: string,
  cardId: string,
  commentId: string,
  text: string,
  activity?: ActivityWrite,
): Promise<void> {
  const batch = withActivity(boardId, activity);
  batch.update(doc(commentsRef(boardId, cardId), commentId), {
    text,
    updatedAt: serverTimestamp(),
  });
  return batch.commit();
}

export function deleteComment(
  boardId: string,
  cardId: string,
  commentId: string,
  activity?: ActivityWrite,
): Promise<void> {
  const batch = withActivity(boardId, activity);
  batch.delete(doc(commentsRef(boardId, cardId), commentId));
  return batch.commit();
}
