// Small reads the board page needs that return the same value while nothing relevant changes,
// so the components using them do not render again on unrelated store updates.
import type { RootState } from '../../app/rootReducer';
export const selectOpenBoardCardCount = (state: RootState) => state.board.board?.cardCount ?? 0;

/**
 * How many cards a list holds (archived, filtered-out and template cards included): what
 * deleting it takes. A count of a list's work leaves templates out (selectWorkCardCountOfList).
 */
export function selectCardCountOfList(state: RootState, listId: string | null): number {
  if (!listId) return 0;
  let count = 0;
  for (const card of Object.values(state.board.cards)) if (card.listId === listId) count += 1;
  return count;
}

/** How many cards of work a list shows: open cards, templates left out (issue 32 §2). */
export function selectWorkCardCountOfList(state: RootState, listId: string): number {
  let count = 0;
  for (const card of Object.values(state.board.cards)) {
    if (card.listId === listId && !card.archived && !card.template) count += 1;
  }
  return count;
}
