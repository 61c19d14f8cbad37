// A card tile's part in drag and drop (dnd-kit's useSortable), kept apart from the tile so that
// it can be mounted only while the tile is in or near the view (lists/useTilesInView.ts). Every
// useSortable re-renders when dnd-kit's contexts change, which they do on every drop: with ~400
// tiles in the page and ~60 on screen, that was most of a drop's time. Rendered beside the tile's
// element rather than around it, so that mounting it later keeps the tile's element (and focus).
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS as dndCss } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useMemo, type RefObject } from 'react';
import type { DragData } from './boardDnd';

/** What the tile shows of its drag: its handle's attributes and listeners, where it is moved. */
export interface TileDragState {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

/**
 * dnd-kit's own word for a draggable, said by screen readers: in the person's language. Worked
 * out once per list and handed to its tiles (TileSettings), not by each tile on every drop.
 */
export function useDraggableWord(): string {
  const { t } = useLingui();
  return t`draggable`;
}

export function TileDrag({
  cardId,
  listId,
  word,
  disabled,
  node,
  activator,
  onChange,
}: {
  cardId: string;
  /** The list it shows in (while dragged, the one it is over). */
  listId: string;
  /** useDraggableWord's. */
  word: string;
  disabled: boolean;
  /** The tile's element and its drag handle (the card's button), set by the tile. */
  node: RefObject<HTMLElement | null>;
  activator: RefObject<HTMLElement | null>;
  /** Told what to show on every change, and null when this unmounts. */
  onChange: (state: TileDragState | null) => void;
}) {
  const data = useMemo((): DragData => ({ type: 'card', cardId, listId }), [cardId, listId]);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: cardId,
    data,
    disabled,
    attributes: { roleDescription: word },
  });
  // The tile's elements are its siblings' (rendered before this, so their refs are set); the
  // handle is a new element after a rename, hence on every commit (a no-op when unchanged).
  useLayoutEffect(() => {
    setNodeRef(node.current);
    setActivatorNodeRef(activator.current);
  });
  const translate = dndCss.Translate.toString(transform);
  useLayoutEffect(
    () => onChange({ attributes, listeners, transform: translate, transition, isDragging }),
    [onChange, attributes, listeners, translate, transition, isDragging],
  );
  useLayoutEffect(() => () => onChange(null), [onChange]);
  return null;
}
