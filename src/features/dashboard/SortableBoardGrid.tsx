// The board tiles as a grid the person can reorder: by mouse or touch on a tile's move handle,
// or by keyboard (focus the handle, Space, arrows, Space), with spoken announcements.
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import styled from 'styled-components';
import { phone } from '../../styles/media';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { boardMoveRequested } from '../board';
import { selectBoardOrder } from '../user';
import type { DashboardTile } from '../board';
import { boardDragAnnouncements, boardDragInstructions } from './boardDragAnnouncements';
import { BoardTile, TileButton } from './BoardTile';
import { GripIcon } from './icons';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: 1rem;

  @media ${phone} {
    grid-template-columns: 1fr;
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Handle = styled(TileButton)`
  cursor: grab;
  touch-action: none; /* Let the touch sensor, not the page, have the gesture. */
`;

function SortableBoardTile({ tile, lockedReason }: { tile: DashboardTile; lockedReason?: string }) {
  const disabled = Boolean(lockedReason) || !tile.loaded;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: tile.id, disabled });
  const { t } = useLingui();
  const { title } = tile;

  const handle = (
    <Handle
      ref={setActivatorNodeRef}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t`Move ${title}`}
      aria-disabled={disabled}
      title={lockedReason ?? t`Drag to move, or press Space and use the arrow keys`}
    >
      <GripIcon />
    </Handle>
  );

  return (
    <BoardTile
      tile={tile}
      itemRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      handle={handle}
    />
  );
}

export function SortableBoardGrid({
  tiles,
  filtering,
}: {
  tiles: DashboardTile[];
  /** A name filter hides boards, so a drop position would be ambiguous: no reordering then. */
  filtering: boolean;
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  // Lingui's own `_`: a new function when the language changes, so the words are made again.
  const { _: translate } = useLinguiContext();
  const order = useAppSelector(selectBoardOrder);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // A short press on touch screens, so the page still scrolls under a swipe.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => tiles.map((tile) => tile.id), [tiles]);
  const announcements = useMemo(() => boardDragAnnouncements(tiles, translate), [tiles, translate]);
  const instructions = useMemo(() => boardDragInstructions(translate), [translate]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moving = tiles.find((tile) => tile.id === active.id);
    const target = tiles.find((tile) => tile.id === over.id);
    // Starred boards always come first: a drop across that line would not show where it landed.
    if (!moving || !target || moving.starred !== target.starred) return;
    const toIndex = order.indexOf(String(over.id));
    if (toIndex < 0) return;
    dispatch(boardMoveRequested({ boardId: moving.id, toIndex }));
  };

  const lockedReason = filtering ? t`Clear the filter to reorder boards` : undefined;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Grid aria-label={t`Your boards`}>
          {tiles.map((tile) => (
            <SortableBoardTile key={tile.id} tile={tile} lockedReason={lockedReason} />
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}
