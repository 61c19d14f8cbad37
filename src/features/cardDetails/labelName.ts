import type { Label } from '../../domain/types';
import { colourName } from '../../messages/colours';

/** A label's name as people read it: its own, or its colour's when it has none. */
export const labelName = (label: Label) => label.name || colourName(label.color);
