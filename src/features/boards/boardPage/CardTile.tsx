// One card in a list. The tile holds two controls side by side, never one inside the other:
// the card itself (a button: the drag handle for pointer, touch and keyboard from
// @hello-pangea/dnd, and click or Enter opens its details) and the pencil that renames it.
import { Draggable, type DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { memo, useCallback, useContext, useState, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Card, Label } from '../../../domain/types';
import { modalOpened } from '../../modal';
import { cardRenameRequested } from '../openBoardSlice';
import { selectCanEditBoard, selectCard } from '../openBoardSelectors';
import { CardAssignees, CardBadges, CardLabels } from './CardBadges';
import { BoardLabelsContext } from './boardLabelsContext';
import { TitleEditor } from './TitleEditor';

/**
 * What the tile shows. Memoized apart from the draggable wrapper: when a card above it moves,
 * a tile's index changes and the wrapper renders again, but this does not.
 */
const CardFace = memo(function CardFace({
  card,
  labels,
  dragHandleProps,
  onOpen,
  onKeyDown,
  onRename,
}: {
  card: Card;
  labels: Label[];
  /** Null for a viewer: the card only opens. */
  dragHandleProps: DraggableProvidedDragHandleProps | null;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onRename: (() => void) | null;
}) {
  // Without the library's handle (a viewer), the card is still a button that opens it.
  const opener = dragHandleProps ?? { role: 'button', tabIndex: 0 };
  return (
    <>
      <div
        {...opener}
        className="card-handle"
        aria-label={card.title}
        onClick={onOpen}
        onKeyDown={onKeyDown}
      >
        <CardLabels card={card} labels={labels} />
        <span className="title" data-card-title="">
          {card.title}
        </span>
        <CardBadges card={card} />
        <CardAssignees card={card} />
      </div>
      {onRename && (
        <button
          type="button"
          className="rename"
          aria-label={`Rename card ${card.title}`}
          onClick={onRename}
        >
          ✎
        </button>
      )}
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
  const canEdit = useAppSelector(selectCanEditBoard);
  const [renaming, setRenaming] = useState(false);

  const open = useCallback(() => dispatch(modalOpened('cardDetails', cardId)), [dispatch, cardId]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // Space is the library's (lift and drop); Enter is the button's own action, except
      // while the card is being moved (the library has claimed the key then).
      if (event.key === 'Enter' && !event.defaultPrevented) {
        event.preventDefault();
        open();
      }
    },
    [open],
  );
  const startRenaming = useCallback(() => setRenaming(true), []);
  const stopRenaming = useCallback(() => {
    setRenaming(false);
    // The field goes away: give the focus back to the card rather than to the page.
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      document
        .querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"] .card-handle`)
        ?.focus();
    });
  }, [cardId]);
  const rename = useCallback(
    (title: string) => dispatch(cardRenameRequested({ cardId, title })),
    [dispatch, cardId],
  );

  // Gone between a list's render and this one (a live delete): nothing to show.
  if (!card) return null;

  return (
    <Draggable draggableId={cardId} index={index} isDragDisabled={renaming || !canEdit}>
      {(provided, snapshot) => (
        <div
          ref={provided.innerRef}
          {...provided.draggableProps}
          className="card-tile"
          data-card-id={cardId}
          data-dragging={snapshot.isDragging || undefined}
        >
          {renaming ? (
            <div className="card-editing">
              <CardLabels card={card} labels={labels} />
              <TitleEditor
                kind="card"
                initial={card.title}
                label="Edit card title"
                multiline
                onSave={rename}
                onDone={stopRenaming}
              />
            </div>
          ) : (
            <CardFace
              card={card}
              labels={labels}
              dragHandleProps={canEdit ? provided.dragHandleProps : null}
              onOpen={open}
              onKeyDown={onKeyDown}
              onRename={canEdit ? startRenaming : null}
            />
          )}
        </div>
      )}
    </Draggable>
  );
});
