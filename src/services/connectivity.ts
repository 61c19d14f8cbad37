// The browser's own idea of whether it is online (navigator.onLine and its events).
// Firestore keeps working offline; this only drives the "Offline" indicator.
import type { Unsubscribe } from './types';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

export function subscribeToConnectivity(onChange: (online: boolean) => void): Unsubscribe {
  const online = () => onChange(true);
  const offline = () => onChange(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
