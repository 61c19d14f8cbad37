// Modifier keys as the person's keyboard prints them: "Strg" and "Umschalt" on a German one,
// Latin names in Arabic (Arabic keyboards print them so), ⌘ and ⇧ on a Mac, where Command does
// what Control does elsewhere (the listeners accept either).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';

export type KeyCap = 'ctrl' | 'shift' | 'esc';

const capWords: Record<KeyCap, MessageDescriptor> = {
  ctrl: msg({ message: 'Ctrl', comment: 'The Control key, as keyboards print it' }),
  shift: msg({ message: 'Shift', comment: 'The Shift key, as keyboards print it' }),
  esc: msg({ message: 'Esc', comment: 'The Escape key, as keyboards print it' }),
};

const macCaps: Partial<Record<KeyCap, string>> = { ctrl: '⌘', shift: '⇧' };

export const isMac = (): boolean =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** A key's cap in the language shown (and on this platform); other keys are their character. */
export function keyCapName(key: KeyCap | string): string {
  if (!Object.hasOwn(capWords, key)) return key;
  const cap = key as KeyCap;
  return (isMac() ? macCaps[cap] : undefined) ?? i18n._(capWords[cap]);
}
