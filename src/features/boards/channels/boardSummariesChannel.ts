import { eventChannel } from 'redux-saga';
import type { BoardSummary } from '../../../domain/types';
import { subscribeToBoardSummaries } from '../../../services/boards';
import { toServiceError, type ServiceError } from '../../../services/errors';

export type BoardSummariesEvent = { summaries: BoardSummary[] } | { error: ServiceError };

export function createBoardSummariesChannel(uid: string) {
  return eventChannel<BoardSummariesEvent>((emit) =>
    subscribeToBoardSummaries(
      uid,
      (summaries) => emit({ summaries }),
      (error) => emit({ error: toServiceError(error) }),
    ),
  );
}
