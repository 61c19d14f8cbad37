// The board's lists in a row: one DragDropContext for moving lists (sideways) and cards
// (within and between lists), and the "Add a list" composer at the end of the row.
import {
  DragDropContext,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { memo, useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/rootReducer';
import { cardMoveRequested, listMoveRequested } from '../openBoardSlice';
import {
  makeSelectOpenListIds,
  selectBoardLabels,
  selectCanEditBoard,
} from '../openBoardSelectors';
import { BoardLabelsContext } from './boardLabelsContext';
import { DRAG_INSTRUCTIONS, dropped, movedOver, pickedUp } from './dragAnnouncements';
import { ListColumn } from './ListColumn';
import { ListComposer } from './ListComposer';

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
  return listIds.map((listId, index) => <ListColumn key={listId} listId={listId} index={index} />);
});

export function BoardLists() {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  // The same array while the order of the lists does not change (a rename does not move them).
  const [selectListIds] = useState(makeSelectOpenListIds);
  const listIds = useAppSelector(selectListIds);
  const labels = useAppSelector(selectBoardLabels);
  const canEdit = useAppSelector(selectCanEditBoard);

  const onDragStart = useCallback(
    (start: DragStart, provided: ResponderProvided) =>
      provided.announce(pickedUp(store.getState(), start)),
    [store],
  );
  const onDragUpdate = useCallback(
    (update: DragUpdate, provided: ResponderProvided) =>
      provided.announce(movedOver(store.getState(), update)),
    [store],
  );
  const onDragEnd = useCallback(
    (result: DropResult, provided: ResponderProvided) => {
      provided.announce(dropped(store.getState(), result));
      const { destination, source, draggableId, type } = result;
      if (!destination) return;
      if (destination.droppableId === source.droppableId && destination.index === source.index) {
        return;
      }
      if (type === 'list') {
        dispatch(listMoveRequested({ listId: draggableId, toIndex: destination.index }));
      } else {
        dispatch(
          cardMoveRequested({
            cardId: draggableId,
            toListId: destination.droppableId,
            toIndex: destination.index,
          }),
        );
      }
    },
    [dispatch, store],
  );

  return (
    <BoardLabelsContext value={labels}>
      <DragDropContext
        onDragStart={onDragStart}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={DRAG_INSTRUCTIONS}
      >
        <Row>
          <Droppable droppableId="board" type="list" direction="horizontal">
            {(provided) => (
              <Lists ref={provided.innerRef} {...provided.droppableProps}>
                <ListItems listIds={listIds} />
                {provided.placeholder}
              </Lists>
            )}
          </Droppable>
          {canEdit && <ListComposer />}
        </Row>
      </DragDropContext>
    </BoardLabelsContext>
  );
}
