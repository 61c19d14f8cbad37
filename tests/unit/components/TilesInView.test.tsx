// A card tile takes part in drag and drop (dnd-kit's useSortable: its handle says "draggable")
// only while it is in or near the view, which two IntersectionObservers per list report
// (lists/useTilesInView.ts). jsdom has none: a fake one stands in, reporting what a test says.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { paths } from '../../../src/config/routes';
import { BoardPage } from '../../../src/features/boardPage/BoardPage';
import { BOARD_ID, boardScene } from '../boardFixtures';

class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** Says whether each element intersects, as the browser would after a scroll. */
  report(elements: Element[], isIntersecting: boolean) {
    const entries = elements
      .filter((element) => this.watched.has(element))
      .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function renderBoard() {
  const store = makeStore(boardScene().state, { runSagas: false });
  const router = createMemoryRouter([{ path: paths.board, element: <BoardPage /> }], {
    initialEntries: [`/boards/${BOARD_ID}`],
  });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const card = (title: string) => screen.getByRole('button', { name: title });
const tileOf = (title: string) => card(title).closest('[data-card-id]')!;
const draggable = (title: string) => card(title).getAttribute('aria-roledescription');
/** The observers of the list holding this card: its place within the page, its tiles within it. */
function observersOf(title: string) {
  const scroller = tileOf(title).closest('[data-testid="list-cards"]')!;
  const list = FakeObserver.all.find((observer) => observer.watched.has(scroller))!;
  const tiles = FakeObserver.all.find((observer) => observer.options.root === scroller)!;
  return { scroller, list, tiles };
}

describe('card tiles in and out of drag and drop', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('a tile in view is draggable, one out of view only opens; a list’s first card always drags', () => {
    renderBoard();
    // Nothing reported yet: only each list's first card (the arrow keys carry cards onto it).
    expect(draggable('Alpha one')).toBe('draggable');
    expect(draggable('Alpha four')).toBe('draggable');
    expect(draggable('Beta two')).toBeNull();
    expect(card('Beta two')).toHaveAttribute('tabindex', '0');

    const { scroller, list, tiles } = observersOf('Beta two');
    list.report([scroller], true);
    tiles.report([tileOf('Beta two')], true);
    expect(draggable('Beta two')).toBe('draggable');
    expect(draggable('Alpha three')).toBeNull();

    // The same element stays (a tile switched over keeps the focus).
    const element = card('Beta two');
    element.focus();
    tiles.report([tileOf('Beta two')], false);
    expect(draggable('Beta two')).toBeNull();
    expect(card('Beta two')).toBe(element);
    expect(element).toHaveFocus();
  });

  it('a list scrolled out of the page takes its tiles out, all but its first', () => {
    renderBoard();
    const { scroller, list, tiles } = observersOf('Beta two');
    list.report([scroller], true);
    tiles.report([tileOf('Beta two'), tileOf('Alpha three')], true);
    expect(draggable('Alpha three')).toBe('draggable');
    list.report([scroller], false);
    expect(draggable('Alpha three')).toBeNull();
    expect(draggable('Alpha one')).toBe('draggable');
  });

  it('keeps a tile that leaves the view during a drag until the drop', () => {
    renderBoard();
    const { scroller, list, tiles } = observersOf('Beta two');
    list.report([scroller], true);
    tiles.report([tileOf('Beta two'), tileOf('Alpha three')], true);
    // A drag under way, as the tiles mark it.
    tileOf('Alpha one').setAttribute('data-dragging', 'true');
    tiles.report([tileOf('Beta two')], false);
    list.report([scroller], false);
    expect(draggable('Beta two')).toBe('draggable');
    tileOf('Alpha one').removeAttribute('data-dragging');
    // Dropped: the next report lets it go.
    tiles.report([tileOf('Alpha three')], true);
    expect(draggable('Beta two')).toBeNull();
  });

  it('without IntersectionObserver every tile drags', () => {
    // @ts-expect-error -- an old browser's window
    delete globalThis.IntersectionObserver;
    renderBoard();
    for (const title of ['Alpha one', 'Beta two', 'Alpha three', 'Alpha four'])
      expect(draggable(title)).toBe('draggable');
  });
});
