// A card's custom field values on its tile, for the fields shown there (issue 32 §1): small
// chips, "Priority: High", a dropdown's in its option's colour. O(fields shown) per tile.
import type { CustomField } from '../../domain/customFields';
import { PALETTE } from '../../domain/palette';
import type { Card } from '../../domain/types';
import { fieldValueWords } from '../../messages/fieldValues';

export function FieldChips({ card, fields }: { card: Card; fields: CustomField[] }) {
  const values = card.fieldValues;
  if (!values || fields.length === 0) return null;
  const chips = fields.flatMap((field) => {
    const text = fieldValueWords(field, values[field.id]);
    if (text === null) return [];
    const option = field.type === 'dropdown' ? field.options[values[field.id] as string] : null;
    const look = option ? PALETTE[option.color] : null;
    return [
      <span
        key={field.id}
        className="field-chip"
        style={look ? { background: look.fill, color: look.text } : undefined}
      >
        {field.name}: {text}
      </span>,
    ];
  });
  return chips.length > 0 ? <span className="field-chips">{chips}</span> : null;
}
