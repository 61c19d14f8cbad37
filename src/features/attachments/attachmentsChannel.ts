import { eventChannel } from 'redux-saga';
import type { Attachment } from '../../domain/attachment';
import { subscribeToAttachments } from '../../services/attachments';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { CollectionSnapshot } from '../../services/types';

export type AttachmentsEvent = CollectionSnapshot<Attachment> | { error: ServiceError };

/** A card's files, oldest first, as a channel; closing it stops the subscription. */
export function createAttachmentsChannel(boardId: string, cardId: string) {
  return eventChannel<AttachmentsEvent>((emit) =>
    subscribeToAttachments(
      boardId,
      cardId,
      (snapshot) => emit(snapshot),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
