// Where a card being dragged shows while it is carried: its home list (the store's) and the list
// it is over. This lives outside Redux and React state on purpose: it changes on every crossing
// of a list, and only the two lists it names re-render (each list subscribes to its own part).
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export interface DragPreview {
  cardId: string;
  /** The list the store has the card in. */
  fromListId: string;
  /** The list it shows in now; `toIndex` is its place there when that is another list. */
  toListId: string;
  toIndex: number;
}

export interface DragPreviewStore {
  get: () => DragPreview | null;
  set: (next: DragPreview | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createDragPreviewStore(): DragPreviewStore {
  let current: DragPreview | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next) => {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NO_STORE: DragPreviewStore = createDragPreviewStore();

export const DragPreviewContext = createContext<DragPreviewStore>(NO_STORE);

/** The drag preview when it concerns this list (the card leaves or joins it), null otherwise. */
export function useListDragPreview(listId: string): DragPreview | null {
  const store = useContext(DragPreviewContext);
  const get = useCallback(() => {
    const preview = store.get();
    return preview && (preview.fromListId === listId || preview.toListId === listId)
      ? preview
      : null;
  }, [store, listId]);
  return useSyncExternalStore(store.subscribe, get);
}

/** A list's shown card ids with the carried card taken out of its home or put into its target. */
export function withPreview(
  cardIds: string[],
  listId: string,
  preview: DragPreview | null,
): string[] {
  if (!preview || preview.fromListId === preview.toListId) return cardIds;
  const others = cardIds.filter((id) => id !== preview.cardId);
  if (preview.toListId !== listId) return others;
  const at = Math.min(preview.toIndex, others.length);
  return [...others.slice(0, at), preview.cardId, ...others.slice(at)];
}
