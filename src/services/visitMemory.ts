// When this device last showed a person a board, noted in localStorage. A visit ends when the
// person leaves the board, and leaving by closing the tab or typing another address gives an
// asynchronous Firestore write no time to be sent; a localStorage write is synchronous, so the
// next opening on this device still knows what the person already saw. Plain data, no SDK.
import type { Unsubscribe } from './types';

const KEY = 'boards.lastVisits';
/** Boards remembered per device at most: the oldest are forgotten first. */
const MAX_BOARDS = 200;

function read(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, number>)
      : {};
  } catch {
    return {}; // Unreadable (private mode, or mangled): the server's visit is used alone.
  }
}

/** Notes that `uid` was shown `boardId` until now (epoch milliseconds). */
export function rememberVisit(uid: string, boardId: string, at: number = Date.now()): void {
  const visits = { ...read(), [`${uid}/${boardId}`]: at };
  const kept = Object.entries(visits)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_BOARDS);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: the server's visit still counts.
  }
}

/** When this device last showed `uid` the board, or null if it never did (or forgot). */
export function rememberedVisit(uid: string, boardId: string): number | null {
  const at = read()[`${uid}/${boardId}`];
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** Calls `onHide` when the page is being left (closed, reloaded, another address). */
export function subscribeToPageHide(onHide: () => void): Unsubscribe {
  window.addEventListener('pagehide', onHide);
  return () => window.removeEventListener('pagehide', onHide);
}
