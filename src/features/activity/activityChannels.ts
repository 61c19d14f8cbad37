import { eventChannel } from 'redux-saga';
import type { ActivityEntry } from '../../domain/activity';
import { subscribeToActivity, subscribeToCardActivity } from '../../services/activity';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { CollectionSnapshot } from '../../services/types';

export type ActivityEvent = CollectionSnapshot<ActivityEntry> | { error: ServiceError };

/** A board's newest `count` entries (one author's, if given) as a channel; closing it stops it. */
export function createActivityChannel(boardId: string, count: number, authorId: string | null) {
  return eventChannel<ActivityEvent>((emit) =>
    subscribeToActivity(
      boardId,
      { count, authorId },
      (snapshot) => emit(snapshot),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}

/** One card's newest `count` entries as a channel; closing it stops the subscription. */
export function createCardActivityChannel(boardId: string, cardId: string, count: number) {
  return eventChannel<ActivityEvent>((emit) =>
    subscribeToCardActivity(
      boardId,
      cardId,
      count,
      (snapshot) => emit(snapshot),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
