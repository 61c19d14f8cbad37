// Trello's colours to ours (src/domain/palette.ts): label colours by a table, the board's
// background by name when it is one of Trello's named colours, else the nearest palette fill.
import { type ColorKey, COLOR_KEYS, DEFAULT_BOARD_COLOR, PALETTE } from '../../../domain/palette';
import type { TrelloPrefs } from './types';

/**
 * Trello's ten label colours, each also as "<colour>_dark" and "<colour>_light" (same key).
 * Ours have no yellow or black: yellow becomes orange (nearer than lime by RGB distance,
 * in the classic #F2D600 and in the 2023 palette's yellow_dark #946F00 that our fills follow),
 * black becomes grey. A label with no colour (null) is grey.
 */
export const TRELLO_LABEL_COLORS: Readonly<Record<string, ColorKey>> = {
  green: 'green',
  yellow: 'orange',
  orange: 'orange',
  red: 'red',
  purple: 'purple',
  blue: 'blue',
  sky: 'sky',
  lime: 'lime',
  pink: 'pink',
  black: 'grey',
};

export const NO_COLOR_LABEL: ColorKey = 'grey';

/** Our colour for a Trello label colour; null when it is one Trello doesn't document. */
export function labelColor(trelloColor: string | null): ColorKey | null {
  if (trelloColor === null) return NO_COLOR_LABEL;
  const base = trelloColor
    .trim()
    .toLowerCase()
    .replace(/_(dark|light)$/, '');
  return Object.hasOwn(TRELLO_LABEL_COLORS, base) ? (TRELLO_LABEL_COLORS[base] ?? null) : null;
}

/** Trello's named board backgrounds, each with a colour of ours of the same name. */
const NAMED_BACKGROUNDS: Readonly<Record<string, ColorKey>> = {
  blue: 'blue',
  orange: 'orange',
  green: 'green',
  red: 'red',
  purple: 'purple',
  pink: 'pink',
  lime: 'lime',
  sky: 'sky',
  grey: 'grey',
};

type Rgb = [number, number, number];

/** "#0079BF" or "#07B" as [r, g, b]; null for anything else. */
export function parseHex(value: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

const distance = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** The palette colour whose fill is nearest by RGB distance (ties: palette order). */
export function nearestPaletteColor(hex: string): ColorKey | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  let best: ColorKey = COLOR_KEYS[0] ?? DEFAULT_BOARD_COLOR;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const key of COLOR_KEYS) {
    const fill = parseHex(PALETTE[key].fill);
    if (!fill) continue;
    const d = distance(rgb, fill);
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return best;
}

/** The board's colour: its named background, else its background colour (or gradient's top). */
export function boardColor(prefs: TrelloPrefs): ColorKey {
  const name = prefs.background.trim().toLowerCase();
  if (Object.hasOwn(NAMED_BACKGROUNDS, name)) return NAMED_BACKGROUNDS[name] ?? DEFAULT_BOARD_COLOR;
  for (const hex of [
    prefs.backgroundColor,
    prefs.backgroundTopColor,
    prefs.backgroundBottomColor,
  ]) {
    const nearest = hex ? nearestPaletteColor(hex) : null;
    if (nearest) return nearest;
  }
  return DEFAULT_BOARD_COLOR;
}
