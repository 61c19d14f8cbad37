// The app's keyboard shortcuts, in one place: the keys the board page listens for and the list
// the `?` dialog shows are the same entries, so the dialog cannot promise a key that does nothing.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';

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
  /** What the key does, as the dialog says it (in the language shown when read). */
  readonly description: string;
  /** A single key handled by the board page's shortcut listener (others have their own). */
  singleKey?: string;
}

const shortcut = (
  action: ShortcutAction,
  keys: string[],
  description: MessageDescriptor,
  singleKey?: string,
): Shortcut => ({
  action,
  keys,
  ...(singleKey ? { singleKey } : {}),
  get description() {
    return i18n._(description);
  },
});

// Key caps are named as most keyboards print them (the dialog shows them in <kbd>).
/* eslint-disable lingui/no-unlocalized-strings */
export const SHORTCUTS: readonly Shortcut[] = [
  shortcut('showShortcuts', ['?'], msg`Show keyboard shortcuts`, '?'),
  shortcut('newCard', ['N'], msg`Add a card to the list in focus (or the first list)`, 'n'),
  shortcut('filter', ['F'], msg`Filter cards`, 'f'),
  shortcut('search', ['/'], msg`Search all your boards (also Ctrl K)`),
  shortcut('watchCard', ['W'], msg`Watch or stop watching the open card`, 'w'),
  shortcut('editCardTitle', ['E'], msg`Edit the open card’s title`, 'e'),
  shortcut('close', ['Esc'], msg`Close the dialog or stop editing`),
  shortcut('undo', ['Ctrl', 'Z'], msg`Undo the board’s last step`),
  shortcut('redo', ['Ctrl', 'Shift', 'Z'], msg`Redo the step undone`),
];
/* eslint-enable lingui/no-unlocalized-strings */

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
