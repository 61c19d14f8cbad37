import { isColorKey, PALETTE } from './palette';
import type { Label } from './types';

/**
 * An unnamed label as people read it, by its colour: "green label". Screen readers and the
 * feed say this rather than an empty name (issue 31 §2).
 */
export const unnamedLabelWords = (color: string): string =>
  `${isColorKey(color) ? PALETTE[color].name.toLowerCase() : 'unnamed'} label`;

/** The name a screen reader hears for a label chip: "Label Bug", or "green label" unnamed. */
export const labelChipName = (label: Pick<Label, 'name' | 'color'>, prefix = 'Label '): string =>
  label.name ? `${prefix}${label.name}` : unnamedLabelWords(label.color);

/** The tooltip of a label chip: its name, or for an unnamed one, that it has none yet. */
export const labelChipHint = (label: Pick<Label, 'name' | 'color'>): string =>
  label.name || `${unnamedLabelWords(label.color)} (no name: name it in a card’s Labels)`;

/** A new board's labels: six colours without names, as in Trello; renamed in card details. */
export const DEFAULT_LABELS: Label[] = [
  { id: 'green', name: '', color: 'green' },
  { id: 'orange', name: '', color: 'orange' },
  { id: 'red', name: '', color: 'red' },
  { id: 'purple', name: '', color: 'purple' },
  { id: 'blue', name: '', color: 'blue' },
  { id: 'sky', name: '', color: 'sky' },
];
