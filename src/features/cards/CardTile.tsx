// One card in a list. The tile holds its controls side by side, never one inside another: the
// card itself (a button: dnd-kit's drag handle for mouse, touch and keyboard, and click or
// Enter opens its details), the pencil that renames it, and its actions menu (CardTileMenu).
import { useLingui } from '@lingui/react/macro';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import {
  memo,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Card, Label } from '../../domain/types';
import type { CustomField } from '../../domain/customFields';
import { PALETTE } from '../../domain/palette';
import { filesAttachRequested } from '../attachments';
import { modalOpened } from '../modal';
import { selectCard } from '../board';
import { cardRenameRequested } from './cardRequests';
import { CardAssignees, CardBadges, CardLabels } from './CardBadges';
import { CardTileMenu } from './CardTileMenu';
import { FieldChips } from './FieldChips';
import { BoardLabelsContext } from './boardLabelsContext';
import { TileDrag, type TileDragState } from './TileDrag';
import { TitleEditor } from './TitleEditor';

/**
 * The card's drag handle: null for a viewer (the card only opens); without attributes and
 * listeners while the tile is out of view (it takes no part in drag and drop then).
 */
interface Handle {
  attributes: DraggableAttributes | null;
  listeners: DraggableSyntheticListeners;
}

const OPENER = { role: 'button', tabIndex: 0 };

/**
 * What the tile shows. Memoized apart from the sortable wrapper: every card's wrapper renders
 * again when a drag starts or crosses a card (dnd-kit's context changes), but this does not.
 */
const CardFace = memo(function CardFace({
  card,
  labels,
  fields,
  handleRef,
  handle,
  onOpen,
  onKeyDown,
  onRename,
}: {
  card: Card;
  labels: Label[];
  /** The board's custom fields shown on tiles. */
  fields: CustomField[];
  handleRef: RefObject<HTMLDivElement | null>;
  handle: Handle | null;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onRename: (() => void) | null;
}) {
  const listeners = handle?.listeners;
  const { t } = useLingui();
  const { title } = card;
  // The library's key handler (Space lifts) first, then the card's own (Enter opens).
  const keyDown = useCallback(
    (event: KeyboardEvent) => {
      listeners?.onKeyDown?.(event);
      onKeyDown(event);
    },
    [listeners, onKeyDown],
  );
  return (
    <>
      <div
        ref={handleRef}
        {...(handle?.attributes ?? OPENER)}
        {...listeners}
        className="card-handle"
        aria-label={card.title}
        onClick={onOpen}
        onKeyDown={keyDown}
      >
        {card.cover && 'color' in card.cover && (
          <span
            className="cover cover-color"
            data-cover-color={card.cover.color}
            style={{ background: PALETTE[card.cover.color].fill }}
          />
        )}
        {card.cover?.thumbnail && (
          <img
            className="cover"
            src={card.cover.thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <CardLabels card={card} labels={labels} />
        {card.template && <span className="template-badge">{t`Template`}</span>}
        <span className="title" data-card-title="">
          {card.title}
        </span>
        <FieldChips card={card} fields={fields} />
        <CardBadges card={card} />
        <CardAssignees card={card} />
      </div>
      {onRename && (
        <button
          type="button"
          className="rename"
          aria-label={t`Rename card ${title}`}
          onClick={onRename}
        >
          ✎
        </button>
      )}
    </>
  );
});

/**
 * What every tile of the board shares, selected once by its list rather than by each tile: a
 * drag re-renders every tile, and each selection costs on every render and store change.
 */
export interface TileSettings {
  boardId: string | null;
  canEdit: boolean;
  /** What screen readers call a card that drags (useDraggableWord). */
  draggableWord: string;
  /** The board's custom fields shown on tiles. */
  fields: CustomField[];
}

export const CardTile = memo(function CardTile({
  cardId,
  listId,
  settings: { boardId, canEdit, fields: tileFields, draggableWord },
  live = true,
  observe,
}: {
  cardId: string;
  /** The list it shows in (while dragged, the one it is over). */
  listId: string;
  settings: TileSettings;
  /** Whether it takes part in drag and drop now (in or near the view: TileDrag.tsx). */
  live?: boolean;
  /** Watches the tile's element for coming into view; returns the stop. */
  observe?: (element: HTMLElement) => () => void;
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const card = useAppSelector((state) => selectCard(state, cardId));
  const labels = useContext(BoardLabelsContext);
  const [renaming, setRenaming] = useState(false);

  const open = useCallback(() => dispatch(modalOpened('cardDetails', cardId)), [dispatch, cardId]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // Space is the library's (lift and drop); Enter is the button's own action, except
      // while the card is lifted (aria-pressed, set by the library).
      const lifted = event.currentTarget.getAttribute('aria-pressed') === 'true';
      if (event.key === 'Enter' && !event.defaultPrevented && !lifted) {
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

  const node = useRef<HTMLDivElement | null>(null);
  const handleRef = useRef<HTMLDivElement | null>(null);
  const setNode = useCallback(
    (element: HTMLDivElement | null) => {
      node.current = element;
      const stop = element && observe?.(element);
      return () => {
        node.current = null;
        stop?.();
      };
    },
    [observe],
  );
  const [drag, setDrag] = useState<TileDragState | null>(null);
  const attributes = drag?.attributes ?? null;
  const listeners = drag?.listeners;
  const handle = useMemo(
    () => (canEdit ? { attributes, listeners } : null),
    [canEdit, attributes, listeners],
  );

  // Files dropped on the tile attach to the card, whose details open to show their upload.
  const dropFiles = useMemo(
    () =>
      canEdit
        ? {
            onDragOver: (event: DragEvent) => {
              if (event.dataTransfer.types.includes('Files')) event.preventDefault();
            },
            onDrop: (event: DragEvent) => {
              const files = [...event.dataTransfer.files];
              if (files.length === 0) return;
              event.preventDefault();
              dispatch(modalOpened('cardDetails', cardId));
              dispatch(filesAttachRequested(cardId, files));
            },
          }
        : {},
    [canEdit, dispatch, cardId],
  );

  // Gone between a list's render and this one (a live delete): nothing to show.
  if (!card) return null;

  return (
    <>
      <div
        ref={setNode}
        className="card-tile"
        style={{ transform: drag?.transform, transition: drag?.transition }}
        data-card-id={cardId}
        data-template={card.template || undefined}
        data-dragging={drag?.isDragging || undefined}
        {...dropFiles}
      >
        {renaming ? (
          <div className="card-editing">
            <CardLabels card={card} labels={labels} />
            <TitleEditor
              kind="card"
              initial={card.title}
              label={t`Edit card title`}
              multiline
              onSave={rename}
              onDone={stopRenaming}
            />
          </div>
        ) : (
          <CardFace
            card={card}
            labels={labels}
            fields={tileFields}
            handleRef={handleRef}
            handle={handle}
            onOpen={open}
            onKeyDown={onKeyDown}
            onRename={canEdit ? startRenaming : null}
          />
        )}
        {!renaming && boardId && (
          <CardTileMenu boardId={boardId} cardId={cardId} title={card.title} canEdit={canEdit} />
        )}
      </div>
      {/* After the tile's element, so that its refs are set when this binds them. */}
      {live && canEdit && (
        <TileDrag
          cardId={cardId}
          listId={listId}
          word={draggableWord}
          disabled={renaming}
          node={node}
          activator={handleRef}
          onChange={setDrag}
        />
      )}
    </>
  );
});
