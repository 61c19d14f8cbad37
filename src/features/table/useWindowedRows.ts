// Which of the table's rows to render: those in the scroll box's view plus a few either side
// (issue 33 §1: a 5,000-card board renders what is on screen). Rows have one fixed height, so
// the window is arithmetic, with no measuring; no windowing library is installed, and adding
// one is not this part's to decide.
import { useLayoutEffect, useState, type RefObject, type UIEvent } from 'react';

export const ROW_HEIGHT = 40;
const OVERSCAN = 8;

export interface RowWindow {
  start: number;
  end: number;
}

export function useWindowedRows(
  box: RefObject<HTMLElement | null>,
  count: number,
  /** Height above the first row inside the box (the sticky header). */
  offset: number,
) {
  const [view, setView] = useState({ top: 0, height: 800 });

  const measure = (element: HTMLElement) =>
    setView((was) => {
      const next = { top: element.scrollTop, height: element.clientHeight || 800 };
      // The same window: no render for every pixel scrolled.
      const same =
        Math.floor(was.top / ROW_HEIGHT) === Math.floor(next.top / ROW_HEIGHT) &&
        was.height === next.height;
      return same ? was : next;
    });

  // A ResizeObserver reports the box's size once on observing, then on every change.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);

  const first = Math.floor(Math.max(0, view.top - offset) / ROW_HEIGHT);
  const shown = Math.ceil(view.height / ROW_HEIGHT) + 1;
  const rows: RowWindow = {
    start: Math.max(0, first - OVERSCAN),
    end: Math.min(count, first + shown + OVERSCAN),
  };
  return { rows, onScroll: (event: UIEvent<HTMLElement>) => measure(event.currentTarget) };
}

/** Scrolls the box so that row `index` is in view (below the sticky header). */
export function scrollRowIntoView(box: HTMLElement, index: number, offset: number) {
  const top = offset + index * ROW_HEIGHT;
  if (top - offset < box.scrollTop) box.scrollTop = top - offset;
  else if (top + ROW_HEIGHT > box.scrollTop + box.clientHeight) {
    box.scrollTop = top + ROW_HEIGHT - box.clientHeight;
  }
}
