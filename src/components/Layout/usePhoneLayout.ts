// Whether the window matches a width of src/styles/media.ts, for what CSS alone cannot move: a
// header button that becomes a menu item on a narrow window. Follows the window as it is resized.
import { useCallback, useSyncExternalStore } from 'react';
import { narrowHeader, phone, phoneHeader } from '../../styles/media';

const query = (media: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;

export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = query(media);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => query(media)?.matches ?? false,
    () => false,
  );
}

export const usePhoneLayout = () => useMediaQuery(phone);
/** Share and Activity are board-menu items (src/styles/media.ts). */
export const useNarrowHeader = () => useMediaQuery(narrowHeader);
/** Undo, Redo and Search are board-menu items too. */
export const usePhoneHeader = () => useMediaQuery(phoneHeader);
