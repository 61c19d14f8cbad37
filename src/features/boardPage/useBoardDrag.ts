// The board's drag and drop with dnd-kit: the sensors (mouse, touch, keyboard), where a dragged
// card shows while it crosses lists (dragPreview), what is announced, and the one action a drop
// dispatches: the same events as any other move, so the sagas do not know how it was made.
import {
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/rootReducer';
import { cardMoveRequested } from '../cards';
import { listMoveRequested } from '../lists';
import {
  boardKeyboardCoordinates,
  dragData,
  sortableIndex,
  createDragPreviewStore,
} from '../cards';
import { type DragPlace, type DragSource, dropped, movedOver, pickedUp } from './dragAnnouncements';

// Space lifts and drops; Enter stays the card's own key (it opens the card).
const keyboardCodes = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space],
};

/** Whether the dragged card's rect is past the middle of the card it is over. */
function isBelow(active: Active, over: Over) {
  const rect = active.rect.current.translated;
  return rect !== null && rect.top > over.rect.top + over.rect.height / 2;
}

export function useBoardDrag() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [preview] = useState(createDragPreviewStore);
  const [activeCardId, setActiveCardId] = useState<string | null>(null);
  // Whether anything is being dragged: a phone's lists stop snapping meanwhile, so that the
  // drag can scroll them.
  const [dragging, setDragging] = useState(false);
  // What this drag is, and what was last said of it (the handlers write, announcements read).
  const drag = useRef<{ source: DragSource; place: DragPlace | null; said?: string } | null>(null);

  /** Where a drop now would put the item, or null (outside any list, or not a place for it). */
  const placeOf = (active: Active, over: Over | null): DragPlace | null => {
    const moving = dragData(active);
    const target = dragData(over);
    if (!over || !moving || !target) return null;
    const at = sortableIndex(over);
    if (moving.type === 'list') {
      return target.type === 'list' && at !== undefined
        ? { listId: target.listId, index: at }
        : null;
    }
    const shownIn = preview.get()?.toListId;
    if (target.type === 'card' && at !== undefined) {
      // In the list it shows in, dnd-kit's sorting puts it at that card's place; in another,
      // before or after that card.
      return target.listId === shownIn
        ? { listId: target.listId, index: at }
        : { listId: target.listId, index: at + (isBelow(active, over) ? 1 : 0) };
    }
    if (target.type === 'cards') {
      const own = sortableIndex(active);
      return target.listId === shownIn && own !== undefined
        ? { listId: target.listId, index: own }
        : { listId: target.listId, index: target.count };
    }
    return null;
  };

  const samePlace = (a: DragPlace | null, b: DragPlace | null) =>
    a === b || (a !== null && b !== null && a.listId === b.listId && a.index === b.index);

  const onDragStart = ({ active }: DragStartEvent) => {
    const moving = dragData(active);
    const index = sortableIndex(active);
    if (!moving || moving.type === 'cards' || index === undefined) return;
    setDragging(true);
    const id = moving.type === 'list' ? moving.listId : moving.cardId;
    const source: DragSource = { type: moving.type, id, listId: moving.listId, index };
    const home = { listId: moving.listId, index };
    drag.current = { source, place: home, said: pickedUp(store.getState(), source) };
    if (moving.type === 'card') {
      preview.set({
        cardId: id,
        fromListId: moving.listId,
        toListId: moving.listId,
        toIndex: index,
      });
      setActiveCardId(id);
    }
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = drag.current;
    if (!current) return;
    const place = placeOf(active, over);
    const shown = preview.get();
    if (shown && place && place.listId !== shown.toListId) {
      // Crossing into another list: the card shows there (or back in its own list).
      preview.set({ ...shown, toListId: place.listId, toIndex: place.index });
    }
    // dnd-kit reports the item over itself right after the lift, and again after it crosses
    // into a list: only a new place is spoken.
    current.said = samePlace(place, current.place)
      ? undefined
      : movedOver(store.getState(), current.source, place);
    current.place = place;
  };

  const finish = () => {
    preview.set(null);
    setActiveCardId(null);
    setDragging(false);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = drag.current;
    if (!current) return finish();
    const { source } = current;
    const place = placeOf(active, over);
    // Said of the board as it is before the move.
    current.said = dropped(store.getState(), source, place);
    finish();
    if (!place || (place.listId === source.listId && place.index === source.index)) return;
    if (source.type === 'list') {
      dispatch(listMoveRequested({ listId: source.id, toIndex: place.index }));
    } else {
      dispatch(
        cardMoveRequested({ cardId: source.id, toListId: place.listId, toIndex: place.index }),
      );
    }
  };

  const onDragCancel = () => {
    const current = drag.current;
    if (current) current.said = dropped(store.getState(), current.source, null, true);
    finish();
  };

  const announcements = useMemo(
    (): Announcements => ({
      onDragStart: () => drag.current?.said,
      onDragOver: () => drag.current?.said,
      onDragEnd: () => drag.current?.said,
      onDragCancel: () => drag.current?.said,
    }),
    [],
  );

  const coordinateGetter = useMemo(
    () =>
      boardKeyboardCoordinates((cardId) => {
        const shown = preview.get();
        return shown?.cardId === cardId ? shown.toListId : null;
      }),
    [preview],
  );
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on a card still opens it.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press on touch screens, so a swipe still scrolls the list and a tap opens a card.
    // (Touch is not left to pointer events: those would need touch-action: none on every card.)
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );

  return {
    sensors,
    preview,
    activeCardId,
    dragging,
    announcements,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
