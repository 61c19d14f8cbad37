// A board's custom fields and a card's values in the export file (docs/export-format.md):
// only values that fit their field (one of a field deleted, or an option removed, is left out).
import type { ArchiveCustomField } from '../../../domain/boardArchive';
import {
  fitsField,
  optionsOf,
  type CustomField,
  type FieldValue,
} from '../../../domain/customFields';
import type { Card } from '../../../domain/types';

export function archiveCustomFields(fields: CustomField[]): {
  customFields?: ArchiveCustomField[];
} {
  if (fields.length === 0) return {};
  return {
    customFields: fields.map(({ id, name, type, showOnTile, ...field }) => ({
      id,
      name,
      type,
      showOnTile,
      ...(type === 'dropdown'
        ? {
            options: optionsOf(field).map(({ id: optionId, name: optionName, color }) => ({
              id: optionId,
              name: optionName,
              color,
            })),
          }
        : {}),
    })),
  };
}

export function archiveFieldValues(
  fields: CustomField[],
  card: Card,
): { fieldValues?: Record<string, FieldValue> } {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = card.fieldValues?.[field.id];
    if (value !== undefined && fitsField(field, value)) values[field.id] = value;
  }
  return Object.keys(values).length > 0 ? { fieldValues: values } : {};
}
