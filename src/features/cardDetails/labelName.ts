import { PALETTE } from '../../domain/palette';
import type { Label } from '../../domain/types';

/** A label's name as people read it: its own, or its colour's when it has none. */
export const labelName = (label: Label) => label.name || PALETTE[label.color].name;
