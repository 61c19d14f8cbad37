// What a screen reader hears while a list or card is moved, in plain words with titles, for
// dnd-kit's announcements (its defaults speak of ids). Positions are 1-based, as people count.
import type { RootState } from '../../app/rootReducer';
import { selectList, selectOpenListIds, selectVisibleCardIds } from '../board';

export const DRAG_INSTRUCTIONS =
  'To move this item, press Space to pick it up. Use the arrow keys to move it: up and down ' +
  'within a list, left and right between lists. Press Space again to drop it, or Escape to cancel.';

/** What is moved and where it started: a list by its place, a card by its list and place. */
export interface DragSource {
  type: 'list' | 'card';
  id: string;
  /** The card's list (unused for a list). */
  listId: string;
  index: number;
}

/** Where the item would land (a card's list, or the list's own place among lists). */
export interface DragPlace {
  listId: string;
  index: number;
}

const quoted = (text: string | undefined) => `“${text ?? 'untitled'}”`;

function names(state: RootState, drag: DragSource) {
  const isList = drag.type === 'list';
  const title = isList ? state.board.lists[drag.id]?.title : state.board.cards[drag.id]?.title;
  return { isList, what: `${isList ? 'list' : 'card'} ${quoted(title)}` };
}

const listTitle = (state: RootState, listId: string) => quoted(selectList(state, listId)?.title);
const cardCount = (state: RootState, listId: string) => selectVisibleCardIds(state, listId).length;

export function pickedUp(state: RootState, drag: DragSource): string {
  const { isList, what } = names(state, drag);
  const at = drag.index + 1;
  if (isList) {
    return `Picked up ${what}. It is in position ${at} of ${selectOpenListIds(state).length}.`;
  }
  return `Picked up ${what}. It is in list ${listTitle(state, drag.listId)}, position ${at} of ${cardCount(state, drag.listId)}.`;
}

/** Where the item would land: the count includes it once it joins another list. */
function placeIn(state: RootState, drag: DragSource, place: DragPlace): string {
  const at = place.index + 1;
  if (drag.type === 'list') return `position ${at} of ${selectOpenListIds(state).length}`;
  const joining = place.listId !== drag.listId ? 1 : 0;
  const total = cardCount(state, place.listId) + joining;
  return `list ${listTitle(state, place.listId)}, position ${at} of ${total}`;
}

export function movedOver(state: RootState, drag: DragSource, place: DragPlace | null): string {
  const { what } = names(state, drag);
  if (!place) {
    return `${capitalised(what)} is not over a list. Dropping it now leaves it where it was.`;
  }
  return `${capitalised(what)} moved to ${placeIn(state, drag, place)}.`;
}

/**
 * Said of the board before the drop changes it, so the counts are those the person heard while
 * moving. `place` is null for a drop outside any list.
 */
export function dropped(
  state: RootState,
  drag: DragSource,
  place: DragPlace | null,
  cancelled = false,
): string {
  const { what } = names(state, drag);
  const home =
    drag.type === 'list'
      ? `position ${drag.index + 1}`
      : `list ${listTitle(state, drag.listId)}, position ${drag.index + 1}`;
  if (cancelled) return `Moving ${what} cancelled. It is back in ${home}.`;
  if (!place) return `${capitalised(what)} dropped outside any list. It is back in ${home}.`;
  return `${capitalised(what)} dropped in ${placeIn(state, drag, place)}.`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
