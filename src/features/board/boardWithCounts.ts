// The open board's document with its real counts: the board document stores what was counted
// on it before the board had a counts document (boards/{id}/meta/counts), and the counts
// document what has been counted since (docs/data-model.md, "The counts are exact"). Only the
// open board follows its counts document: the dashboard would follow one per board.
import { noCounts, withCounts, type BoardCounts } from '../../domain/board';
import type { subscribeToBoard, subscribeToBoardCounts } from '../../services/boards';
import type { BoardSnapshot, Unsubscribe } from '../../services/types';

export interface BoardWithCountsSources {
  subscribeToBoard: typeof subscribeToBoard;
  subscribeToBoardCounts: typeof subscribeToBoardCounts;
}

/**
 * The board's snapshots, each with the counts last heard (`countsKnown` once the counts
 * document has answered: zeros until then, and while it is missing, as on a board from before),
 * and again whenever the counts change. A board created in this tab
 * starts with nothing counted, and its counts are followed once the server has the board (a
 * listener started before that is one the rules cannot allow yet).
 */
export function subscribeToBoardWithCounts(
  boardId: string,
  createdHere: boolean,
  sources: BoardWithCountsSources,
  onChange: (snapshot: BoardSnapshot, countsKnown: boolean) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let last: BoardSnapshot | null = null;
  let counts: BoardCounts = noCounts;
  let countsKnown = createdHere;
  let stopCounts: Unsubscribe | null = null;
  const send = () => {
    if (!last) return;
    const board = last.board ? withCounts(last.board, counts) : null;
    onChange({ ...last, board }, countsKnown);
  };
  const followCounts = () => {
    stopCounts = sources.subscribeToBoardCounts(
      boardId,
      (snapshot) => {
        counts = snapshot.counts ?? noCounts;
        // Missing from the cache only: the server may yet have it (a cold cache).
        countsKnown = snapshot.counts !== null || !snapshot.fromCache;
        send();
      },
      onError,
    );
  };
  const stopBoard = sources.subscribeToBoard(
    boardId,
    (snapshot) => {
      last = snapshot;
      if (!stopCounts && snapshot.board && !snapshot.fromCache) followCounts();
      send();
    },
    onError,
  );
  if (!createdHere) followCounts();
  return () => {
    stopBoard();
    stopCounts?.();
  };
}
