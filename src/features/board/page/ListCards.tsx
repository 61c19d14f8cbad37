// A list's cards: a vertical drop area that scrolls on its own. The cards are rendered by a
// memoized child so the drop area's own updates (a card dragged over it) skip them.
import { Droppable } from '@hello-pangea/dnd';
import { memo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectVisibleCardIds } from '../selectors';
import { CardTile } from './CardTile';
import { CardsScroller } from './ListColumn.styles';

/** The one place the cards of a list are laid out: where virtualization would go if needed. */
const CardItems = memo(function CardItems({ cardIds }: { cardIds: string[] }) {
  return cardIds.map((cardId, index) => <CardTile key={cardId} cardId={cardId} index={index} />);
});

export const ListCards = memo(function ListCards({ listId }: { listId: string }) {
  const cardIds = useAppSelector((state) => selectVisibleCardIds(state, listId));
  return (
    <Droppable droppableId={listId} type="card">
      {(provided, snapshot) => (
        <CardsScroller
          ref={provided.innerRef}
          {...provided.droppableProps}
          data-testid="list-cards"
          data-over={snapshot.isDraggingOver}
        >
          <CardItems cardIds={cardIds} />
          {provided.placeholder}
        </CardsScroller>
      )}
    </Droppable>
  );
});
