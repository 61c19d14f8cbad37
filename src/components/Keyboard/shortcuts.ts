// The app's keyboard shortcuts, in one place: the keys the board page listens for and the list
// the `?` dialog shows are the same entries, so the dialog cannot promise a key that does nothing.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import { isMac, type KeyCap, keyCapName } from './keyCaps';

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
  /** The keys as shown (in the language and on the platform shown), each pressed with the ones before it. */
  readonly keys: string[];
  /** What the key does, as the dialog says it (in the language shown when read). */
  readonly description: string;
  /** A single key handled by the board page's shortcut listener (others have their own). */
  singleKey?: string;
}

const shortcut = (
  action: ShortcutAction,
  keys: (KeyCap | string)[],
  description: () => MessageDescriptor,
  singleKey?: string,
): Shortcut => ({
  action,
  ...(singleKey ? { singleKey } : {}),
  get keys() {
    return keys.map(keyCapName);
  },
  get description() {
    return i18n._(description());
  },
});

/** Search's own shortcut, named in its row: Ctrl K (⌘K on a Mac). */
function searchDescription(): MessageDescriptor {
  const combo = isMac() ? '⌘K' : `${keyCapName('ctrl')} K`;
  return msg`Search all your boards (also ${combo})`;
}

// Letter keys are their character; modifiers are key caps (keyCaps.ts), worded when shown.
export const SHORTCUTS: readonly Shortcut[] = [
  shortcut('showShortcuts', ['?'], () => msg`Show keyboard shortcuts`, '?'),
  shortcut('newCard', ['N'], () => msg`Add a card to the list in focus (or the first list)`, 'n'),
  shortcut('filter', ['F'], () => msg`Filter cards`, 'f'),
  shortcut('search', ['/'], searchDescription),
  shortcut('watchCard', ['W'], () => msg`Watch or stop watching the open card`, 'w'),
  shortcut('editCardTitle', ['E'], () => msg`Edit the open card’s title`, 'e'),
  shortcut('close', ['esc'], () => msg`Close the dialog or stop editing`),
  shortcut('undo', ['ctrl', 'Z'], () => msg`Undo the board’s last step`),
  shortcut('redo', ['ctrl', 'shift', 'Z'], () => msg`Redo the step undone`),
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
