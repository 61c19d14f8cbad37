// How many of a list's cards are in the page. A list shows its first CARD_WINDOW cards and
// grows by that much each time its end scrolls into view: a 5,000-card board renders ~400
// cards at first instead of 5,000, which is what keeps loading and moving cards fast. 40 is
// about three screens of a column; it also sets how many cards a big board fetches per list
// before the rest (boardChannels.ts): 60 made the first screen ~170 ms slower (bench:board).
import { useCallback, useEffect, useRef, useState } from 'react';

export const CARD_WINDOW = 40;

/** Whether a drag is under way anywhere on the board (cards must not appear mid-drag). */
const dragInProgress = () => document.querySelector('[data-dragging]') !== null;

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
