// Trello's custom fields (issue 32 §1) as ours: text, number, date, checkbox and list (our
// dropdown, its options with their colours); a card's customFieldItems as its values. A field of
// a type we don't have, or a value that doesn't fit its field, is left out and counted.
import { msg } from '@lingui/core/macro';
import type { ArchiveCustomField } from '../../../domain/boardArchive';
import { CUSTOM_FIELD_LIMITS, type FieldValue } from '../../../domain/customFields';
import { i18n } from '../../../i18n';
import { labelColor, NO_COLOR_LABEL } from './colors';
import { byPosition } from './read';
import type { TrelloBoard, TrelloCard } from './types';

const TYPES: Record<string, ArchiveCustomField['type']> = {
  text: 'text',
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  list: 'dropdown',
};

export function mapCustomFields(board: TrelloBoard): ArchiveCustomField[] {
  // Names for nameless ones: the board's own from then on, so in the importer's language.
  const untitledField = i18n._(msg`Untitled field`);
  const untitledOption = i18n._(msg`Untitled option`);
  return byPosition(board.customFields)
    .filter((field) => Object.hasOwn(TYPES, field.type) && field.id !== '')
    .slice(0, CUSTOM_FIELD_LIMITS.fieldsPerBoard)
    .map((field) => {
      const type = TYPES[field.type]!;
      const name = (field.name || untitledField).slice(0, CUSTOM_FIELD_LIMITS.fieldName);
      const options = byPosition(field.options)
        .filter((option) => option.id !== '')
        .slice(0, CUSTOM_FIELD_LIMITS.optionsPerField)
        .map((option) => ({
          id: option.id,
          name: (option.text || untitledOption).slice(0, CUSTOM_FIELD_LIMITS.optionName),
          color: labelColor(option.color) ?? NO_COLOR_LABEL,
        }));
      return {
        id: field.id,
        name,
        type,
        showOnTile: field.cardFront,
        ...(type === 'dropdown' ? { options } : {}),
      };
    });
}

/** One item's value for `field`, or null when it doesn't fit. */
function valueOf(
  field: ArchiveCustomField,
  item: TrelloCard['customFieldItems'][number],
): FieldValue | null {
  const { value } = item;
  switch (field.type) {
    case 'text':
      return value.text !== undefined ? value.text.slice(0, CUSTOM_FIELD_LIMITS.textValue) : null;
    case 'number': {
      const number = Number(value.number);
      return value.number !== undefined && Number.isFinite(number) ? number : null;
    }
    case 'date': {
      // A moment in Trello; a day here, taken in UTC as due dates are (mapCard.ts dueDay).
      const time = value.date === undefined ? Number.NaN : Date.parse(value.date);
      return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
    }
    case 'checkbox':
      return value.checked === 'true' ? true : null;
    case 'dropdown':
      return field.options?.some((option) => option.id === item.idValue) ? item.idValue : null;
  }
}

/** A card's values by field id; undefined when it has none we keep. */
export function mapFieldValues(
  card: TrelloCard,
  fields: Map<string, ArchiveCustomField>,
): Record<string, FieldValue> | undefined {
  const values: Record<string, FieldValue> = {};
  for (const item of card.customFieldItems) {
    const field = fields.get(item.idCustomField);
    const value = field ? valueOf(field, item) : null;
    if (field && value !== null) values[field.id] = value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}
