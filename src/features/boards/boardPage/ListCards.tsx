// A list's cards: a vertical drop area that scrolls on its own. The cards are rendered by a
// memoized child so the drop area's own updates (a card dragged over it) skip them, and only
// a window of them is in the page at first (useCardWindow).
import { Droppable, type DroppableProvided } from '@hello-pangea/dnd';
import { memo, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { makeSelectVisibleCardIds, selectIsListPartial } from '../openBoardSelectors';
import { CardTile } from './CardTile';
import { CardsScroller } from './ListColumn.styles';
import { useCardWindow } from './useCardWindow';

const CardItems = memo(function CardItems({ cardIds }: { cardIds: string[] }) {
  return cardIds.map((cardId, index) => <CardTile key={cardId} cardId={cardId} index={index} />);
});

const MoreCards = styled.button`
  display: block;
  width: 100%;
  margin: 0.25rem 0;
  padding: 0.35rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
`;

const LoadingMore = styled.p`
  margin: 0.25rem 0;
  padding: 0.35rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  text-align: center;
`;

interface DropAreaProps {
  cardIds: string[];
  /** Only the list's first cards are here yet: the rest are on their way. */
  partial: boolean;
  provided: DroppableProvided;
  isDraggingOver: boolean;
}

function CardsDropArea({ cardIds, partial, provided, isDraggingOver }: DropAreaProps) {
  const { limit, hasMore, scrollerRef, setSentinel, grow } = useCardWindow(cardIds.length);
  const shown = useMemo(
    () => (cardIds.length <= limit ? cardIds : cardIds.slice(0, limit)),
    [cardIds, limit],
  );
  const { innerRef } = provided;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      innerRef(element);
      scrollerRef.current = element;
    },
    [innerRef, scrollerRef],
  );
  return (
    <CardsScroller
      ref={ref}
      {...provided.droppableProps}
      data-testid="list-cards"
      data-over={isDraggingOver}
      data-total-cards={cardIds.length}
      data-rendered-cards={shown.length}
      data-partial={partial || undefined}
    >
      <CardItems cardIds={shown} />
      {provided.placeholder}
      {partial ? (
        <LoadingMore>Loading more cards…</LoadingMore>
      ) : (
        hasMore && (
          <MoreCards type="button" ref={setSentinel} onClick={grow}>
            Showing {shown.length} of {cardIds.length} cards. Show more
          </MoreCards>
        )
      )}
    </CardsScroller>
  );
}

export const ListCards = memo(function ListCards({ listId }: { listId: string }) {
  // This list's own selector: the same array while its cards do not change, whatever others do.
  const [selectCardIds] = useState(makeSelectVisibleCardIds);
  const cardIds = useAppSelector((state) => selectCardIds(state, listId));
  const partial = useAppSelector((state) => selectIsListPartial(state, listId));
  return (
    // The drop area is its own scroll container, so the library clips it to its visible box,
    // and a keyboard move into a list takes only a place a whole card would be seen in. Empty,
    // that box is shorter than a card: the move was refused and the card stayed put. An empty
    // list has nothing scrolled out of sight to clip, so it is measured with room for the card.
    <Droppable droppableId={listId} type="card" ignoreContainerClipping={cardIds.length === 0}>
      {(provided, snapshot) => (
        <CardsDropArea
          cardIds={cardIds}
          partial={partial}
          provided={provided}
          isDraggingOver={snapshot.isDraggingOver}
        />
      )}
    </Droppable>
  );
});
