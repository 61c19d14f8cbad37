// The board's lists in a row: one dnd-kit context for moving lists (sideways) and cards
// (within and between lists; each list sorts its own), and the "Add a list" composer at the end.
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { memo, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { makeSelectOpenListIds, selectBoardLabels, selectCanEditBoard } from '../board';
import {
  boardCollisions,
  listDragId,
  BoardLabelsContext,
  DraggedCard,
  DragPreviewContext,
} from '../cards';
import { DRAG_INSTRUCTIONS } from './dragAnnouncements';
import { ListColumn, ListComposer } from '../lists';
import { useBoardDrag } from './useBoardDrag';

const screenReaderInstructions = { draggable: DRAG_INSTRUCTIONS };

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  /* The row is as wide as its lists: the page scrolls sideways, the lists scroll down. */
  width: max-content;
  min-width: 100%;
  padding: 0.75rem 1rem 1rem;
`;

const Lists = styled.div`
  display: flex;
  align-items: flex-start;
`;

const ListItems = memo(function ListItems({ listIds }: { listIds: string[] }) {
  return listIds.map((listId) => <ListColumn key={listId} listId={listId} />);
});

export function BoardLists() {
  // The same array while the order of the lists does not change (a rename does not move them).
  const [selectListIds] = useState(makeSelectOpenListIds);
  const listIds = useAppSelector(selectListIds);
  const labels = useAppSelector(selectBoardLabels);
  const canEdit = useAppSelector(selectCanEditBoard);
  const sortableListIds = useMemo(() => listIds.map(listDragId), [listIds]);
  const { sensors, preview, activeCardId, announcements, handlers } = useBoardDrag();

  return (
    <BoardLabelsContext value={labels}>
      <DragPreviewContext value={preview}>
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          accessibility={{ announcements, screenReaderInstructions }}
          {...handlers}
        >
          <Row>
            <SortableContext
              id="board-lists"
              items={sortableListIds}
              strategy={horizontalListSortingStrategy}
            >
              <Lists>
                <ListItems listIds={listIds} />
              </Lists>
            </SortableContext>
            {canEdit && <ListComposer />}
          </Row>
          {/* A moved list moves itself; a card leaves its tile as the gap and shows this. */}
          <DragOverlay dropAnimation={null}>
            {activeCardId && <DraggedCard cardId={activeCardId} />}
          </DragOverlay>
        </DndContext>
      </DragPreviewContext>
    </BoardLabelsContext>
  );
}
