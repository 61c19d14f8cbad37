// A label chip as people hear and read it, in their language: its name, or for an unnamed one
// its colour ("green label", issue 31 §2). The domain keeps the label's colour key.
import { msg } from '@lingui/core/macro';
import { isColorKey } from '../domain/palette';
import type { Label } from '../domain/types';
import { i18n } from '../i18n';
import { colourWord } from './colours';

/** An unnamed label as people read it, by its colour: "green label". */
export function unnamedLabelWords(color: string): string {
  if (!isColorKey(color)) return i18n._(msg`unnamed label`);
  const colour = colourWord(color);
  return i18n._(msg`${colour} label`);
}

/**
 * The name a screen reader hears for a label chip: "Label Bug" (a filter's button), "Label: Bug"
 * (on a card's tile), or "green label" unnamed.
 */
export function labelChipName(
  label: Pick<Label, 'name' | 'color'>,
  on: 'filter' | 'tile' = 'filter',
): string {
  const { name } = label;
  if (!name) return unnamedLabelWords(label.color);
  return on === 'tile' ? i18n._(msg`Label: ${name}`) : i18n._(msg`Label ${name}`);
}

/** The tooltip of a label chip: its name, or for an unnamed one, that it has none yet. */
export function labelChipHint(label: Pick<Label, 'name' | 'color'>): string {
  if (label.name) return label.name;
  const unnamed = unnamedLabelWords(label.color);
  return i18n._(msg`${unnamed} (no name: name it in a card’s Labels)`);
}
