// The colours a board or a label can have. Documents store the key; the rules accept only these.
export const PALETTE = {
  blue: { fill: '#0c66e4', text: '#ffffff', name: 'Blue' },
  sky: { fill: '#227d9b', text: '#ffffff', name: 'Sky' },
  green: { fill: '#1f845a', text: '#ffffff', name: 'Green' },
  lime: { fill: '#5b7f24', text: '#ffffff', name: 'Lime' },
  orange: { fill: '#a54800', text: '#ffffff', name: 'Orange' },
  red: { fill: '#c9372c', text: '#ffffff', name: 'Red' },
  purple: { fill: '#6e5dc6', text: '#ffffff', name: 'Purple' },
  pink: { fill: '#ae4787', text: '#ffffff', name: 'Pink' },
  grey: { fill: '#626f86', text: '#ffffff', name: 'Grey' },
} as const;

export type ColorKey = keyof typeof PALETTE;

export const COLOR_KEYS = Object.keys(PALETTE) as ColorKey[];

export const DEFAULT_BOARD_COLOR: ColorKey = 'blue';

export function isColorKey(value: unknown): value is ColorKey {
  return typeof value === 'string' && Object.hasOwn(PALETTE, value);
}
