import { eventChannel } from 'redux-saga';
import type { Comment } from '../../domain/comment';
import { subscribeToComments } from '../../services/comments';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { CollectionSnapshot } from '../../services/types';

export type CommentsEvent = CollectionSnapshot<Comment> | { error: ServiceError };

/** A card's comments, newest first, as a channel; closing it stops the subscription. */
export function createCommentsChannel(boardId: string, cardId: string) {
  return eventChannel<CommentsEvent>((emit) =>
    subscribeToComments(
      boardId,
      cardId,
      (snapshot) => emit(snapshot),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
