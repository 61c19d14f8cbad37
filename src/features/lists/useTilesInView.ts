// Which of a list's card tiles are in or near the view: only those take part in drag and drop
// (cards/TileDrag.tsx), since a drop re-renders every tile that does, and a big board has ~400
// tiles in the page but ~60 on screen. Two IntersectionObservers per list: one for its tiles
// within its scroll area (with a margin above and below, where a drag that scrolls the list or a
// lifted card moved by the arrow keys goes next), one for the list itself within the page (lists
// scrolled off to the side are out). Without IntersectionObserver (jsdom) every tile is in.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { dragInProgress } from './useCardWindow';

/** How far above and below a list's scroll area a tile still counts as in view. */
export const TILE_MARGIN = '600px 0px';
/** How far beside the window a list still counts as in view. */
export const LIST_MARGIN = '0px 300px';

export interface TilesInView {
  /** Whether a tile takes part in drag and drop now (every tile, without the observers). */
  isInView: (cardId: string) => boolean;
  /** Watches a tile's element (it carries data-card-id); returns the stop. */
  observe: (element: HTMLElement) => () => void;
}

const NONE: ReadonlySet<string> = new Set();
const supported = () => typeof IntersectionObserver !== 'undefined';

export function useTilesInView(scroller: RefObject<HTMLElement | null>): TilesInView {
  const [watching] = useState(supported);
  const [tiles, setTiles] = useState(NONE);
  const [listInView, setListInView] = useState(!watching);
  const observer = useRef<IntersectionObserver | null>(null);
  // Tiles whose ref came before the scroll area's (children's refs are set first).
  const waiting = useRef(new Set<HTMLElement>());
  // Tiles that left the view during a drag: dnd-kit must keep them (the dragged card among
  // them) until the drop, so they leave at the first report after it.
  const left = useRef(new Set<string>());

  const report = useCallback((entries: IntersectionObserverEntry[]) => {
    const dragging = dragInProgress();
    setTiles((current) => {
      let next: Set<string> | null = null;
      const change = () => (next ??= new Set(current));
      if (!dragging && left.current.size > 0) {
        for (const id of left.current) change().delete(id);
        left.current.clear();
      }
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.cardId;
        if (!id) continue;
        if (entry.isIntersecting) {
          left.current.delete(id);
          if (!current.has(id)) change().add(id);
        } else if (dragging) {
          left.current.add(id);
        } else if (current.has(id)) {
          change().delete(id);
        }
      }
      return next ?? current;
    });
  }, []);

  const observe = useCallback(
    (element: HTMLElement) => {
      if (!watching) return () => {};
      if (observer.current) observer.current.observe(element);
      else waiting.current.add(element);
      return () => {
        waiting.current.delete(element);
        observer.current?.unobserve(element);
      };
    },
    [watching],
  );

  // After the commit that set the scroll area's ref: the tiles' observer, rooted there. Never
  // disconnected: each tile stops being watched as it goes.
  useLayoutEffect(() => {
    if (!watching || observer.current || !scroller.current) return;
    observer.current = new IntersectionObserver(report, {
      root: scroller.current,
      rootMargin: TILE_MARGIN,
    });
    for (const element of waiting.current) observer.current.observe(element);
    waiting.current.clear();
  });

  useEffect(() => {
    const element = scroller.current;
    if (!watching || !element) return undefined;
    const list = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        // Kept through a drag, as the tiles are.
        if (inView || !dragInProgress()) setListInView(inView);
      },
      { rootMargin: LIST_MARGIN },
    );
    list.observe(element);
    return () => list.disconnect();
  }, [watching, scroller]);

  const isInView = useCallback(
    (cardId: string) => !watching || (listInView && tiles.has(cardId)),
    [watching, listInView, tiles],
  );
  return { isInView, observe };
}
