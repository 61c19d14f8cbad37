// A list's cards: a vertical drop area that scrolls on its own, with its own sortable context
// (a drag re-sorts only the lists it touches). The cards are rendered by a memoized child so
// the drop area's own updates (a card dragged over it) skip them, and only a window of them is
// in the page at first (useCardWindow): a drop's place is counted among the cards shown.
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Trans } from '@lingui/react/macro';
import { memo, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import {
  makeSelectVisibleCardIds,
  selectCanEditBoard,
  selectIsListPartial,
  selectOpenBoardId,
  selectTileFields,
} from '../board';
import {
  cardsDropId,
  type DragData,
  CardTile,
  type TileSettings,
  useDraggableWord,
  useListDragPreview,
  withPreview,
} from '../cards';
import { CardsScroller } from './ListColumn.styles';
import { useCardWindow } from './useCardWindow';
import { useTilesInView } from './useTilesInView';

const CardItems = memo(function CardItems({
  cardIds,
  listId,
  settings,
  isLive,
  observe,
}: {
  cardIds: string[];
  listId: string;
  settings: TileSettings;
  isLive: (cardId: string, index: number) => boolean;
  observe: (element: HTMLElement) => () => void;
}) {
  return cardIds.map((cardId, index) => (
    <CardTile
      key={cardId}
      cardId={cardId}
      listId={listId}
      settings={settings}
      live={isLive(cardId, index)}
      observe={observe}
    />
  ));
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

export const ListCards = memo(function ListCards({ listId }: { listId: string }) {
  // This list's own selector: the same array while its cards do not change, whatever others do.
  const [selectCardIds] = useState(makeSelectVisibleCardIds);
  const cardIds = useAppSelector((state) => selectCardIds(state, listId));
  const partial = useAppSelector((state) => selectIsListPartial(state, listId));
  const boardId = useAppSelector(selectOpenBoardId);
  const canEdit = useAppSelector(selectCanEditBoard);
  const fields = useAppSelector(selectTileFields);
  const draggableWord = useDraggableWord();
  const settings = useMemo(
    (): TileSettings => ({ boardId, canEdit, fields, draggableWord }),
    [boardId, canEdit, fields, draggableWord],
  );
  // A card carried out of this list, or into it: changes only when a drag concerns this list.
  const preview = useListDragPreview(listId);
  const { limit, hasMore, scrollerRef, setSentinel, grow } = useCardWindow(cardIds.length);
  const windowed = useMemo(
    () => (cardIds.length <= limit ? cardIds : cardIds.slice(0, limit)),
    [cardIds, limit],
  );
  const shownCount = windowed.length;
  const total = cardIds.length;
  const shown = useMemo(() => withPreview(windowed, listId, preview), [windowed, listId, preview]);
  const { isInView, observe } = useTilesInView(scrollerRef);
  // The card last dragged here stays in drag and drop whether in view or not: dnd-kit needs it
  // while it is carried, and to give it the focus back after a keyboard drop.
  const [carried, setCarried] = useState<string | null>(null);
  if (preview && preview.cardId !== carried) setCarried(preview.cardId);
  // A list's first card too: the arrow keys carry a card from the next list onto it.
  const isLive = useCallback(
    (cardId: string, index: number) => index === 0 || cardId === carried || isInView(cardId),
    [carried, isInView],
  );
  const data: DragData = { type: 'cards', listId, count: shown.length };
  // The whole area is a drop target too: an empty list, or below its last card.
  const { setNodeRef } = useDroppable({ id: cardsDropId(listId), data });
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      scrollerRef.current = element;
    },
    [setNodeRef, scrollerRef],
  );
  return (
    <CardsScroller
      ref={ref}
      data-testid="list-cards"
      data-over={preview?.toListId === listId}
      data-total-cards={cardIds.length}
      data-rendered-cards={windowed.length}
      data-partial={partial || undefined}
    >
      <SortableContext id={listId} items={shown} strategy={verticalListSortingStrategy}>
        <CardItems
          cardIds={shown}
          listId={listId}
          settings={settings}
          isLive={isLive}
          observe={observe}
        />
      </SortableContext>
      {partial ? (
        <LoadingMore>
          <Trans>Loading more cards…</Trans>
        </LoadingMore>
      ) : (
        hasMore && (
          <MoreCards type="button" ref={setSentinel} onClick={grow}>
            <Trans>
              Showing {shownCount} of {total} cards. Show more
            </Trans>
          </MoreCards>
        )
      )}
    </CardsScroller>
  );
});
