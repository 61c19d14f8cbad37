// How dnd-kit sees the board: what each draggable and droppable is (its `data`), which of them a
// dragged list or card can land on, and where the arrow keys carry a lifted one.
import {
  closestCenter,
  getFirstCollision,
  KeyboardCode,
  pointerWithin,
  rectIntersection,
  type Active,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** A list column (sortable among lists), a card (sortable in its list) or a list's card area. */
export type DragData =
  | { type: 'list'; listId: string }
  | { type: 'card'; cardId: string; listId: string }
  | { type: 'cards'; listId: string; count: number };

// Lists and cards share one context, so their ids must not meet: list ids get a prefix (cards,
// the many, keep theirs).
export const listDragId = (listId: string) => `list:${listId}`;
export const cardsDropId = (listId: string) => `cards:${listId}`;

export const dragData = (item: Active | Over | DroppableContainer | null | undefined) =>
  item?.data.current as DragData | undefined;

/** A sortable item's place in its sortable context (dnd-kit keeps it on the item's data). */
export const sortableIndex = (
  item: Active | Over | DroppableContainer | null | undefined,
): number | undefined =>
  (item?.data.current as { sortable?: { index: number } } | undefined)?.sortable?.index;

const ofType = (containers: DroppableContainer[], type: DragData['type']) =>
  containers.filter((container) => dragData(container)?.type === type);

/**
 * A list lands among lists. A card lands in the list whose card area is under the pointer (or,
 * by keyboard, under the card), on the nearest of that list's cards, or on the area itself when
 * the list is empty.
 */
export const boardCollisions: CollisionDetection = (args) => {
  const moving = dragData(args.active);
  if (moving?.type === 'list') {
    return closestCenter({
      ...args,
      droppableContainers: ofType(args.droppableContainers, 'list'),
    });
  }
  const areas = ofType(args.droppableContainers, 'cards');
  const underPointer = args.pointerCoordinates
    ? pointerWithin({ ...args, droppableContainers: areas })
    : [];
  const hits = underPointer.length
    ? underPointer
    : rectIntersection({ ...args, droppableContainers: areas });
  const areaId = getFirstCollision(hits, 'id');
  const area = areas.find((container) => container.id === areaId);
  const listId = dragData(area)?.listId;
  if (!area || !listId) return [];
  const cards = args.droppableContainers.filter((container) => {
    const data = dragData(container);
    return data?.type === 'card' && data.listId === listId;
  });
  if (cards.length === 0) return [{ id: area.id }];
  return closestCenter({ ...args, droppableContainers: cards });
};

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

/** The context with only some droppables, for dnd-kit's own getter to choose among. */
function only(context: Context, keep: (container: DroppableContainer) => boolean): Context {
  const kept = context.droppableContainers.getEnabled().filter(keep);
  const droppableContainers = {
    getEnabled: () => kept,
    get: (id: Parameters<Context['droppableContainers']['get']>[0]) =>
      context.droppableContainers.get(id),
  } as unknown as Context['droppableContainers'];
  return { ...context, droppableContainers };
}

/**
 * Arrow keys for a lifted item. A list: left and right among lists. A card: up and down among
 * the cards of the list it is in now (`currentListId`), left and right to the neighbouring list,
 * onto its first card or, empty, onto its card area.
 */
export function boardKeyboardCoordinates(
  currentListId: (cardId: string) => string | null,
): KeyboardCoordinateGetter {
  return (event, args) => {
    const { context } = args;
    const moving = dragData(context.active);
    if (!moving) return undefined;
    const vertical = event.code === KeyboardCode.Up || event.code === KeyboardCode.Down;
    const horizontal = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
    if (!vertical && !horizontal) return undefined;
    event.preventDefault();

    if (moving.type === 'list') {
      if (vertical) return undefined;
      return sortableKeyboardCoordinates(event, {
        ...args,
        context: only(context, (container) => dragData(container)?.type === 'list'),
      });
    }
    if (moving.type !== 'card') return undefined;
    const listId = currentListId(moving.cardId);
    if (vertical) {
      return sortableKeyboardCoordinates(event, {
        ...args,
        context: only(context, (container) => {
          const data = dragData(container);
          return data?.type === 'card' && data.listId === listId;
        }),
      });
    }

    // Left or right: the lists' card areas in the order they stand on the screen.
    const areas = context.droppableContainers
      .getEnabled()
      .filter((container) => dragData(container)?.type === 'cards')
      .flatMap((container) => {
        const rect = context.droppableRects.get(container.id);
        return rect ? [{ container, rect }] : [];
      })
      .sort((a, b) => a.rect.left - b.rect.left);
    const at = areas.findIndex(({ container }) => dragData(container)?.listId === listId);
    const next = areas[at + (event.code === KeyboardCode.Right ? 1 : -1)];
    if (at < 0 || !next) return undefined;
    const nextListId = dragData(next.container)?.listId;
    const firstCard = context.droppableContainers.getEnabled().find((container) => {
      const data = dragData(container);
      return (
        data?.type === 'card' &&
        data.listId === nextListId &&
        data.cardId !== moving.cardId &&
        sortableIndex(container) === 0
      );
    });
    const target = (firstCard && context.droppableRects.get(firstCard.id)) ?? next.rect;
    return { x: target.left, y: target.top };
  };
}
