// Where the arrow keys carry a lifted card or list, and what a carried card lands on: the board's
// own keyboard coordinates and collision detection (features/cards/boardDnd.ts), on a made-up
// board of three lists side by side (the last one empty) measured as dnd-kit would.
import { KeyboardCode, type ClientRect, type DroppableContainer } from '@dnd-kit/core';
import {
  boardCollisions,
  boardKeyboardCoordinates,
  cardsDropId,
  listDragId,
  type DragData,
} from '../../src/features/cards/boardDnd';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

interface Droppable {
  id: string;
  data: DragData;
  rect: ClientRect;
  /** Its place in its sortable context (cards and lists). */
  sortable?: { containerId: string; index: number };
}

/** Lists a (cards a1, a2, a3), b (cards b1, b2) and c (empty), 300 px apart. */
function makeBoard(): Droppable[] {
  const lists: [string, string[]][] = [
    ['a', ['a1', 'a2', 'a3']],
    ['b', ['b1', 'b2']],
    ['c', []],
  ];
  return lists.flatMap(([listId, cardIds], column) => {
    const left = 20 + column * 300;
    return [
      {
        id: listDragId(listId),
        data: { type: 'list', listId },
        rect: rect(left, 60, 280, 600),
        sortable: { containerId: 'board-lists', index: column },
      },
      {
        id: cardsDropId(listId),
        data: { type: 'cards', listId, count: cardIds.length },
        rect: rect(left, 100, 280, 500),
      },
      ...cardIds.map((cardId, index): Droppable => ({
        id: cardId,
        data: { type: 'card', cardId, listId },
        rect: rect(left + 8, 100 + index * 60, 264, 52),
        sortable: { containerId: listId, index },
      })),
    ];
  });
}

function containersOf(board: Droppable[]): DroppableContainer[] {
  return board.map(
    (item) =>
      ({
        id: item.id,
        key: item.id,
        disabled: false,
        node: { current: document.createElement('div') },
        rect: { current: item.rect },
        data: { current: { ...item.data, ...(item.sortable && { sortable: item.sortable }) } },
      }) as unknown as DroppableContainer,
  );
}

/** The getter's arguments with `activeId` lifted and sitting at `at`. */
function keyboardArgs(board: Droppable[], activeId: string, at: ClientRect) {
  const containers = containersOf(board);
  const byId = new Map(containers.map((container) => [container.id, container]));
  const active = byId.get(activeId)!;
  const context = {
    active: { id: activeId, data: active.data, rect: { current: { initial: at, translated: at } } },
    activeNode: null,
    collisionRect: at,
    collisions: null,
    droppableRects: new Map(board.map((item) => [item.id, item.rect])),
    draggableNodes: new Map(),
    draggingNode: null,
    draggingNodeRect: at,
    droppableContainers: { getEnabled: () => containers, get: (id: string) => byId.get(id) },
    over: { id: activeId, rect: at, data: active.data, disabled: false },
    scrollableAncestors: [],
    scrollAdjustedTranslate: { x: 0, y: 0 },
  };
  return { active: activeId, currentCoordinates: { x: at.left, y: at.top }, context };
}

const press = (code: string) => new KeyboardEvent('keydown', { code, cancelable: true });
const rectOf = (board: Droppable[], id: string) => board.find((item) => item.id === id)!.rect;

/** Arrow `code` on the lifted `activeId`, shown in list `inList` (its home unless said). */
function arrow(code: string, activeId: string, inList: string | null, at?: ClientRect) {
  const board = makeBoard();
  const getter = boardKeyboardCoordinates(() => inList);
  const args = keyboardArgs(board, activeId, at ?? rectOf(board, activeId));
  // The arguments are a made-up subset of dnd-kit's sensor context.
  return getter(press(code), args as unknown as Parameters<typeof getter>[1]);
}

describe('the arrow keys with a lifted card', () => {
  const [a1, b1] = [rectOf(makeBoard(), 'a1'), rectOf(makeBoard(), 'b1')];

  it('go down and up among the cards of its list', () => {
    expect(arrow(KeyboardCode.Down, 'a1', 'a')).toEqual({ x: a1.left, y: 160 });
    expect(arrow(KeyboardCode.Up, 'a2', 'a')).toEqual({ x: a1.left, y: a1.top });
  });

  it('stay put below the last card of its list', () => {
    expect(arrow(KeyboardCode.Down, 'a3', 'a')).toBeUndefined();
  });

  it('go right onto the first card of the next list', () => {
    expect(arrow(KeyboardCode.Right, 'a2', 'a')).toEqual({ x: b1.left, y: b1.top });
  });

  it('go into an empty list onto its card area', () => {
    const area = rectOf(makeBoard(), cardsDropId('c'));
    expect(arrow(KeyboardCode.Right, 'b1', 'b')).toEqual({ x: area.left, y: area.top });
  });

  it('stay put at either end of the board', () => {
    expect(arrow(KeyboardCode.Left, 'a1', 'a')).toBeUndefined();
    // Carried into the last list, there is nowhere further right.
    expect(arrow(KeyboardCode.Right, 'b1', 'c', rectOf(makeBoard(), cardsDropId('c')))).toBe(
      undefined,
    );
  });

  it('go left onto the first card of the list before', () => {
    expect(arrow(KeyboardCode.Left, 'b2', 'b')).toEqual({ x: a1.left, y: a1.top });
  });
});

describe('the arrow keys with a lifted list', () => {
  it('go left and right among the lists, not up or down', () => {
    const board = makeBoard();
    const b = rectOf(board, listDragId('b'));
    expect(arrow(KeyboardCode.Right, listDragId('a'), null)).toEqual({ x: b.left, y: b.top });
    expect(arrow(KeyboardCode.Down, listDragId('a'), null)).toBeUndefined();
    expect(arrow(KeyboardCode.Right, listDragId('c'), null)).toBeUndefined();
  });
});

describe('what a carried card lands on', () => {
  function collide(activeId: string, at: ClientRect) {
    const board = makeBoard();
    const { context } = keyboardArgs(board, activeId, at);
    return boardCollisions({
      active: context.active as never,
      collisionRect: at,
      droppableRects: context.droppableRects,
      droppableContainers: context.droppableContainers.getEnabled(),
      pointerCoordinates: null,
    }).map((collision) => collision.id);
  }

  it('is the nearest card of the list it is over', () => {
    const board = makeBoard();
    expect(collide('a1', rectOf(board, 'b2'))[0]).toBe('b2');
  });

  it("is an empty list's card area", () => {
    const board = makeBoard();
    expect(collide('a1', rectOf(board, cardsDropId('c')))).toEqual([cardsDropId('c')]);
  });

  it('is nothing outside every list', () => {
    expect(collide('a1', rect(2000, 100, 264, 52))).toEqual([]);
  });
});
