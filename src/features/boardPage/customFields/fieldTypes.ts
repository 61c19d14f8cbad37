import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CustomFieldType } from '../../../domain/customFields';

/** Each type of field as the dialog names it. */
export const TYPE_NAMES: Record<CustomFieldType, MessageDescriptor> = {
  text: msg`Text`,
  number: msg`Number`,
  date: msg`Date`,
  checkbox: msg`Checkbox`,
  dropdown: msg`Dropdown`,
};
