// The app's keyboard shortcuts, in one place: the keys the board page listens for and the list
// the `?` dialog shows are the same entries, so the dialog cannot promise a key that does nothing.

export type ShortcutAction =
  | 'showShortcuts'
  | 'newCard'
  | 'filter'
  | 'search'
  | 'watchCard'
  | 'editCardTitle'
  | 'close'
  | 'undo'
  | 'redo';

export interface Shortcut {
  action: ShortcutAction;
  /** The keys as shown, each a key to press together with the ones before it. */
  keys: string[];
  /** What the key does, as the dialog says it. */
  description: string;
  /** A single key handled by the board page's shortcut listener (others have their own). */
  singleKey?: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'showShortcuts', keys: ['?'], singleKey: '?', description: 'Show keyboard shortcuts' },
  {
    action: 'newCard',
    keys: ['N'],
    singleKey: 'n',
    description: 'Add a card to the list in focus (or the first list)',
  },
  { action: 'filter', keys: ['F'], singleKey: 'f', description: 'Filter cards' },
  { action: 'search', keys: ['/'], description: 'Search all your boards (also Ctrl K)' },
  {
    action: 'watchCard',
    keys: ['W'],
    singleKey: 'w',
    description: 'Watch or stop watching the open card',
  },
  {
    action: 'editCardTitle',
    keys: ['E'],
    singleKey: 'e',
    description: 'Edit the open card’s title',
  },
  { action: 'close', keys: ['Esc'], description: 'Close the dialog or stop editing' },
  { action: 'undo', keys: ['Ctrl', 'Z'], description: 'Undo the board’s last step' },
  { action: 'redo', keys: ['Ctrl', 'Shift', 'Z'], description: 'Redo the step undone' },
];

/** The single-key shortcut a keystroke is, if any: never while typing or with a modifier held. */
export function singleKeyShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
  typing: boolean,
): ShortcutAction | null {
  if (typing || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const key = event.key === '?' ? '?' : event.key.toLowerCase();
  // Shift is allowed only where it makes the key (`?`): Shift+N is not N.
  if (key !== event.key && key !== '?') return null;
  return SHORTCUTS.find((shortcut) => shortcut.singleKey === key)?.action ?? null;
}

/** Marks the control a shortcut uses, so the listener finds it without knowing its component. */
export const shortcutTarget = (action: ShortcutAction) => ({ 'data-shortcut': action });
