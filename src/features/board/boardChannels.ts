// The open board's three live sources (its document, lists and cards) as one saga channel.
import { eventChannel } from 'redux-saga';
import type { BoardList, Card } from '../../domain/types';
import {
  subscribeToBoard,
  subscribeToCards,
  subscribeToLists,
  type BoardSnapshot,
  type CollectionSnapshot,
} from '../../services/boards';
import { toServiceError, type ServiceError } from '../../services/errors';

export type BoardEvent =
  | { source: 'board'; snapshot: BoardSnapshot }
  | { source: 'lists'; snapshot: CollectionSnapshot<BoardList> }
  | { source: 'cards'; snapshot: CollectionSnapshot<Card> }
  | { source: 'error'; error: ServiceError };

export function createBoardChannel(boardId: string) {
  return eventChannel<BoardEvent>((emit) => {
    const onError = (error: unknown) => emit({ source: 'error', error: toServiceError(error) });
    const stops = [
      subscribeToBoard(boardId, (snapshot) => emit({ source: 'board', snapshot }), onError),
      subscribeToLists(boardId, (snapshot) => emit({ source: 'lists', snapshot }), onError),
      subscribeToCards(boardId, (snapshot) => emit({ source: 'cards', snapshot }), onError),
    ];
    return () => stops.forEach((stop) => stop());
  });
}
