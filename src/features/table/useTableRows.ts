// Which of the table's rows to render (issue 33 §1: a 5,000-card board renders what is on
// screen). @tanstack/react-virtual keeps the window: it reads the scroll position once per
// scroll event and re-renders only when the window of rows changes, not per pixel scrolled.
// Rows have one fixed height, so nothing is measured.
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

export const ROW_HEIGHT = 40;
// Rows beyond the view, either side: enough for a wheel notch, few to build in a fast fling.
const OVERSCAN = 4;
/** The box's height before layout gives one (never, under jsdom): a screenful of rows. */
const UNMEASURED_HEIGHT = 800;
const rowHeight = () => ROW_HEIGHT;

export function useTableRows(
  box: RefObject<HTMLElement | null>,
  count: number,
  /** Height above the first row inside the box (the sticky header). */
  offset: number,
) {
  // No React Compiler here; the rows take plain values from it (index, offset), not its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer({
    count,
    getScrollElement: () => box.current,
    estimateSize: rowHeight,
    overscan: OVERSCAN,
    scrollMargin: offset,
    initialRect: { width: 0, height: UNMEASURED_HEIGHT },
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report({ width: rect.width, height: rect.height || UNMEASURED_HEIGHT }),
      ),
  });
}

/** Scrolls the box so that row `index` is in view (below the sticky header). */
export function scrollRowIntoView(box: HTMLElement, index: number, offset: number) {
  const top = offset + index * ROW_HEIGHT;
  if (top - offset < box.scrollTop) box.scrollTop = top - offset;
  else if (top + ROW_HEIGHT > box.scrollTop + box.clientHeight) {
    box.scrollTop = top + ROW_HEIGHT - box.clientHeight;
  }
}
