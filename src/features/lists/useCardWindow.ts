// How many of a list's cards are in the page: the first CARD_WINDOW (../cardWindow.ts), and
// that many more each time the list's end scrolls into view.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CARD_WINDOW } from '../board';

/** Whether a drag is under way anywhere on the board (cards must not appear mid-drag). */
export const dragInProgress = () => document.querySelector('[data-dragging]') !== null;

export function useCardWindow(total: number) {
  const [limit, setLimit] = useState(CARD_WINDOW);
  const scrollerRef = useRef<HTMLElement | null>(null);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);

  const grow = useCallback(() => setLimit((current) => current + CARD_WINDOW), []);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    let retry: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const growWhenIdle = () => {
          // The drag library cannot take new cards during a drag: wait for the drop.
          if (dragInProgress()) retry = window.setTimeout(growWhenIdle, 250);
          else grow();
        };
        growWhenIdle();
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS lengths
      { root: scrollerRef.current, rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      window.clearTimeout(retry);
    };
  }, [sentinel, grow, limit]);

  return { limit: Math.min(limit, total), hasMore: total > limit, scrollerRef, setSentinel, grow };
}
