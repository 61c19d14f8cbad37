// A board's first queries (its document, its lists, its first cards), listened to with no one
// to tell, from the moment a board page is opened directly (a bookmark, a reload), while Auth
// restores the session and the page's code loads. Firestore shares a query between its
// listeners: when the board's channel asks the same queries a moment later, their answers are
// already on their way, or here. A refusal (not this person's board, or signed out) is the
// channel's to report; here it only ends the head start.
import { subscribeToBoard } from '../../../services/boards';
import { subscribeToBoardFirstCards } from '../../../services/cards';
import { subscribeToLists } from '../../../services/lists';
import type { Unsubscribe } from '../../../services/types';
import { BOARD_FIRST_CARDS } from './firstCards';

const ignore = () => {};

export function holdBoardQueries(boardId: string): Unsubscribe {
  const stops = [
    subscribeToBoard(boardId, ignore, ignore),
    subscribeToLists(boardId, ignore, ignore),
    subscribeToBoardFirstCards(boardId, BOARD_FIRST_CARDS, ignore, ignore),
  ];
  return () => stops.forEach((stop) => stop());
}
