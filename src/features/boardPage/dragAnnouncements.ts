// What a screen reader hears while a list or card is moved, in plain words with titles, for
// dnd-kit's announcements (its defaults speak of ids). Positions are 1-based, as people count.
import { msg } from '@lingui/core/macro';
import type { RootState } from '../../app/rootReducer';
import { i18n } from '../../i18n';
import { selectList, selectOpenListIds, selectVisibleCardIds } from '../board';

export const DRAG_INSTRUCTIONS = msg`To move this item, press Space to pick it up. Use the arrow keys to move it: up and down within a list, left and right between lists. Press Space again to drop it, or Escape to cancel.`;

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

const untitled = msg`untitled`;

/** The moved item's title, and whether it is a list. */
function names(state: RootState, drag: DragSource) {
  const isList = drag.type === 'list';
  const found = isList ? state.board.lists[drag.id]?.title : state.board.cards[drag.id]?.title;
  return { isList, title: found ?? i18n._(untitled) };
}

const listTitle = (state: RootState, listId: string) =>
  selectList(state, listId)?.title ?? i18n._(untitled);
const cardCount = (state: RootState, listId: string) => selectVisibleCardIds(state, listId).length;

// Whole sentences for a list and for a card, so each language words them its own way.
export function pickedUp(state: RootState, drag: DragSource): string {
  const { isList, title } = names(state, drag);
  const at = drag.index + 1;
  if (isList) {
    const total = selectOpenListIds(state).length;
    return i18n._(msg`Picked up list “${title}”. It is in position ${at} of ${total}.`);
  }
  const list = listTitle(state, drag.listId);
  const total = cardCount(state, drag.listId);
  return i18n._(
    msg`Picked up card “${title}”. It is in list “${list}”, position ${at} of ${total}.`,
  );
}

/** Where the item would land: the count includes it once it joins another list. */
function landing(state: RootState, drag: DragSource, place: DragPlace) {
  const at = place.index + 1;
  if (drag.type === 'list') return { at, total: selectOpenListIds(state).length, list: '' };
  const joining = place.listId !== drag.listId ? 1 : 0;
  const total = cardCount(state, place.listId) + joining;
  return { at, total, list: listTitle(state, place.listId) };
}

export function movedOver(state: RootState, drag: DragSource, place: DragPlace | null): string {
  const { isList, title } = names(state, drag);
  if (!place) {
    return isList
      ? i18n._(msg`List “${title}” is not over a list. Dropping it now leaves it where it was.`)
      : i18n._(msg`Card “${title}” is not over a list. Dropping it now leaves it where it was.`);
  }
  const { at, total, list } = landing(state, drag, place);
  return isList
    ? i18n._(msg`List “${title}” moved to position ${at} of ${total}.`)
    : i18n._(msg`Card “${title}” moved to list “${list}”, position ${at} of ${total}.`);
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
  const { isList, title } = names(state, drag);
  const from = drag.index + 1;
  const home = isList ? '' : listTitle(state, drag.listId);
  if (cancelled) {
    return isList
      ? i18n._(msg`Moving list “${title}” cancelled. It is back in position ${from}.`)
      : i18n._(
          msg`Moving card “${title}” cancelled. It is back in list “${home}”, position ${from}.`,
        );
  }
  if (!place) {
    return isList
      ? i18n._(msg`List “${title}” dropped outside any list. It is back in position ${from}.`)
      : i18n._(
          msg`Card “${title}” dropped outside any list. It is back in list “${home}”, position ${from}.`,
        );
  }
  const { at, total, list } = landing(state, drag, place);
  return isList
    ? i18n._(msg`List “${title}” dropped in position ${at} of ${total}.`)
    : i18n._(msg`Card “${title}” dropped in list “${list}”, position ${at} of ${total}.`);
}
