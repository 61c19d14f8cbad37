// A palette colour as the reader says it ("green"), in their language: the palette (domain)
// keeps the English names that stored entries carry, never shown as they are.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../i18n';
import { isColorKey, PALETTE, type ColorKey } from '../../domain/palette';

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
