// Whether the window is phone-sized (src/styles/media.ts), for what CSS alone cannot move: a
// header button that becomes a menu item on a phone. Follows the window as it is resized.
import { useSyncExternalStore } from 'react';
import { phone } from '../../styles/media';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(phone) : null);

function subscribe(onChange: () => void) {
  const media = query();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
