// A palette colour as the reader says it, in their language: the one table of colour words, for
// the pickers, unnamed labels and the feed. The palette (domain) keeps keys and the English names
// that older stored entries carry, never shown as they are.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { currentLocale, i18n } from '../i18n';
import { isColorKey, PALETTE, type ColorKey } from '../domain/palette';

const COLOURS: Record<ColorKey, MessageDescriptor> = {
  blue: msg`blue`,
  sky: msg`sky`,
  green: msg`green`,
  lime: msg`lime`,
  orange: msg`orange`,
  red: msg`red`,
  purple: msg`purple`,
  pink: msg`pink`,
  grey: msg`grey`,
};

/** "green" for the key `green`, or for its stored English name "Green"; '' when unknown. */
export function colourWord(value: unknown): string {
  if (typeof value !== 'string') return '';
  const key = isColorKey(value)
    ? value
    : (Object.keys(PALETTE) as ColorKey[]).find((k) => PALETTE[k].name === value);
  return key ? i18n._(COLOURS[key]) : value.toLowerCase();
}

/** The colour as a picker names it, on its own: "Green", "Grün", "الأخضر". */
export function colourName(key: ColorKey): string {
  const word = i18n._(COLOURS[key]);
  return word.charAt(0).toLocaleUpperCase(currentLocale()) + word.slice(1);
}
