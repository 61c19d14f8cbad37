import { eventChannel } from 'redux-saga';
import { subscribeToBoardSummaries } from '../../services/boards';
import { toServiceError, type ServiceError } from '../../services/errors';
import type { BoardSummariesSnapshot } from '../../services/types';

export type BoardSummariesEvent = BoardSummariesSnapshot | { error: ServiceError };

export function createBoardSummariesChannel(uid: string) {
  return eventChannel<BoardSummariesEvent>((emit) =>
    subscribeToBoardSummaries(
      uid,
      (snapshot) => emit(snapshot),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
