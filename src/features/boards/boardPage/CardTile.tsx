// One card in a list: the whole tile is the drag handle (pointer, touch and keyboard come from
// @hello-pangea/dnd). Click or Enter opens its details; the pencil renames it in place.
import { Draggable } from '@hello-pangea/dnd';
import {
  memo,
  useCallback,
  useContext,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Card, Label } from '../../../domain/types';
import { modalOpened } from '../../modal';
import { cardRenameRequested } from '../openBoardSlice';
import { selectCard } from '../openBoardSelectors';
import { CardBadges, CardLabels } from './CardBadges';
import { BoardLabelsContext } from './boardLabelsContext';
import { TitleEditor } from './TitleEditor';

/** Whether an event started on a control inside the tile rather than on the tile itself. */
const fromControl = (event: { target: EventTarget; currentTarget: EventTarget }) =>
  event.target !== event.currentTarget &&
  (event.target as HTMLElement).closest('button, input, textarea, select, a') !== null;

/**
 * What the tile shows. Memoized apart from the draggable wrapper: when a card above it moves,
 * a tile's index changes and the wrapper renders again, but this does not.
 */
const CardFace = memo(function CardFace({
  card,
  labels,
  onRename,
}: {
  card: Card;
  labels: Label[];
  onRename: (event: MouseEvent) => void;
}) {
  return (
    <>
      <CardLabels card={card} labels={labels} />
      <span className="title" data-card-title="">
        {card.title}
      </span>
      <CardBadges card={card} />
      <button
        type="button"
        className="rename"
        aria-label={`Rename card ${card.title}`}
        onClick={onRename}
      >
        ✎
      </button>
    </>
  );
});

export const CardTile = memo(function CardTile({
  cardId,
  index,
}: {
  cardId: string;
  index: number;
}) {
  const dispatch = useAppDispatch();
  const card = useAppSelector((state) => selectCard(state, cardId));
  const labels = useContext(BoardLabelsContext);
  const [renaming, setRenaming] = useState(false);

  const open = useCallback(() => dispatch(modalOpened('cardDetails', cardId)), [dispatch, cardId]);
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (!fromControl(event)) open();
    },
    [open],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        open();
      }
    },
    [open],
  );
  const startRenaming = useCallback((event: MouseEvent) => {
    event.stopPropagation();
    setRenaming(true);
  }, []);
  const stopRenaming = useCallback(() => {
    setRenaming(false);
    // The field goes away: give the focus back to the card rather than to the page.
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"]`)?.focus();
    });
  }, [cardId]);
  const rename = useCallback(
    (title: string) => dispatch(cardRenameRequested({ cardId, title })),
    [dispatch, cardId],
  );

  // Gone between a list's render and this one (a live delete): nothing to show.
  if (!card) return null;

  return (
    <Draggable draggableId={cardId} index={index} isDragDisabled={renaming}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          className="card-tile"
          data-card-id={cardId}
          data-dragging={snapshot.isDragging || undefined}
          aria-label={card.title}
          onClick={renaming ? undefined : onClick}
          onKeyDown={renaming ? undefined : onKeyDown}
        >
          {renaming ? (
            <>
              <CardLabels card={card} labels={labels} />
              <TitleEditor
                kind="card"
                initial={card.title}
                label="Edit card title"
                multiline
                onSave={rename}
                onDone={stopRenaming}
              />
            </>
          ) : (
            <CardFace card={card} labels={labels} onRename={startRenaming} />
          )}
        </div>
      )}
    </Draggable>
  );
});
