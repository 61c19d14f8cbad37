// The board's lists in a row: one dnd-kit context for moving lists (sideways) and cards
// (within and between lists; each list sorts its own), and the "Add a list" composer at the end.
// On a phone the row scrolls inside the page, one list at a time, snapping from list to list,
// under a line saying which list of how many shows (issue 25 §1).
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { phone } from '../../styles/media';
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

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  /* The row is as wide as its lists: the page scrolls sideways, the lists scroll down. */
  width: max-content;
  min-width: 100%;
  padding: 0.75rem 1rem 1rem;

  @media ${phone} {
    width: 100%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding: 0.25rem 1.25rem 0.75rem;
    scroll-padding-inline: 1.25rem;

    /* A drag scrolls the row when it nears an edge: no snapping back meanwhile. */
    &[data-dragging='true'] {
      scroll-snap-type: none;
    }
  }
`;

/** "List 2 of 5": a phone's only sight of where it is in the row. */
const Indicator = styled.p`
  display: none;

  @media ${phone} {
    display: block;
    margin: 0.3rem 0 0;
    font-size: 0.8rem;
    font-weight: 600;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
  }
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
  const { sensors, preview, activeCardId, dragging, announcements, handlers } = useBoardDrag();
  const row = useRef<HTMLDivElement>(null);
  const { _ } = useLingui();
  const screenReaderInstructions = useMemo(() => ({ draggable: _(DRAG_INSTRUCTIONS) }), [_]);
  const [shown, setShown] = useState(0);
  // The list nearest the middle of the row is the one in view (only a phone's row scrolls).
  const onScroll = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const middle = element.getBoundingClientRect().left + element.clientWidth / 2;
    const columns = [...element.querySelectorAll('[data-list-id]')];
    let nearest = 0;
    columns.forEach((column, index) => {
      const rect = column.getBoundingClientRect();
      const best = columns[nearest]!.getBoundingClientRect();
      if (
        Math.abs(rect.left + rect.width / 2 - middle) <
        Math.abs(best.left + best.width / 2 - middle)
      ) {
        nearest = index;
      }
    });
    setShown(nearest);
  }, []);

  const inView = Math.min(shown, listIds.length - 1) + 1;
  const listCount = listIds.length;
  return (
    <BoardLabelsContext value={labels}>
      <DragPreviewContext value={preview}>
        <DndContext
          sensors={sensors}
          collisionDetection={boardCollisions}
          accessibility={{ announcements, screenReaderInstructions }}
          {...handlers}
        >
          {listIds.length > 0 && (
            <Indicator>
              <Trans>
                List {inView} of {listCount}
              </Trans>
            </Indicator>
          )}
          <Row ref={row} onScroll={onScroll} data-dragging={dragging || undefined}>
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
