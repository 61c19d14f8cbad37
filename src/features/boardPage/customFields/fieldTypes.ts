import type { CustomFieldType } from '../../../domain/customFields';

/** Each type of field as the dialog names it. */
export const TYPE_NAMES: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  checkbox: 'Checkbox',
  dropdown: 'Dropdown',
};
