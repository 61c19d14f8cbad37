// What a screen reader hears while a list or card is moved, in plain words with titles, for
// @hello-pangea/dnd's announce(). Positions are 1-based, as people count.
import type { DragStart, DragUpdate, DropResult } from '@hello-pangea/dnd';
import type { RootState } from '../../../app/rootReducer';
import { selectList, selectOpenListIds, selectVisibleCardIds } from '../openBoardSelectors';

export const DRAG_INSTRUCTIONS =
  'To move this item, press Space to pick it up. Use the arrow keys to move it: up and down ' +
  'within a list, left and right between lists. Press Space again to drop it, or Escape to cancel.';

const quoted = (text: string | undefined) => `“${text ?? 'untitled'}”`;

function names(state: RootState, drag: DragStart) {
  const isList = drag.type === 'list';
  const title = isList
    ? state.board.lists[drag.draggableId]?.title
    : state.board.cards[drag.draggableId]?.title;
  return { isList, what: `${isList ? 'list' : 'card'} ${quoted(title)}` };
}

const listTitle = (state: RootState, listId: string) => quoted(selectList(state, listId)?.title);
const cardCount = (state: RootState, listId: string) => selectVisibleCardIds(state, listId).length;

export function pickedUp(state: RootState, start: DragStart): string {
  const { isList, what } = names(state, start);
  const at = start.source.index + 1;
  if (isList) {
    return `Picked up ${what}. It is in position ${at} of ${selectOpenListIds(state).length}.`;
  }
  const listId = start.source.droppableId;
  return `Picked up ${what}. It is in list ${listTitle(state, listId)}, position ${at} of ${cardCount(state, listId)}.`;
}

/** Where the item would land: the count includes it once it joins another list. */
function placeIn(state: RootState, drag: DragUpdate): string {
  const { destination, source } = drag;
  if (!destination) return '';
  const at = destination.index + 1;
  if (drag.type === 'list') return `position ${at} of ${selectOpenListIds(state).length}`;
  const joining = destination.droppableId !== source.droppableId ? 1 : 0;
  const total = cardCount(state, destination.droppableId) + joining;
  return `list ${listTitle(state, destination.droppableId)}, position ${at} of ${total}`;
}

export function movedOver(state: RootState, update: DragUpdate): string {
  const { what } = names(state, update);
  if (!update.destination) {
    return `${capitalised(what)} is not over a list. Dropping it now leaves it where it was.`;
  }
  return `${capitalised(what)} moved to ${placeIn(state, update)}.`;
}

/** Said before the store changes, so the counts are those of the board before the drop. */
export function dropped(state: RootState, result: DropResult): string {
  const { what } = names(state, result);
  const home =
    result.type === 'list'
      ? `position ${result.source.index + 1}`
      : `list ${listTitle(state, result.source.droppableId)}, position ${result.source.index + 1}`;
  if (result.reason === 'CANCEL') return `Moving ${what} cancelled. It is back in ${home}.`;
  if (!result.destination)
    return `${capitalised(what)} dropped outside any list. It is back in ${home}.`;
  return `${capitalised(what)} dropped in ${placeIn(state, result)}.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
