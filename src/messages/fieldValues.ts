// A card's custom field value as the reader reads it on a tile or in the table: a box as Yes or
// No and a number as their language writes it. An activity entry and an export keep the stored
// form (domain/customFields fieldValueText).
import { msg } from '@lingui/core/macro';
import {
  fieldValueText,
  fitsField,
  type CustomField,
  type FieldValue,
} from '../domain/customFields';
import { currentLocale, i18n } from '../i18n';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "High", "3,5" (German), "2026-03-05", "Ja"; null when there is none or it no longer fits. */
export function fieldValueWords(field: CustomField, value: FieldValue | undefined): string | null {
  if (value === undefined || !fitsField(field, value)) return null;
  if (field.type === 'checkbox') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (field.type === 'number') {
    const locale = currentLocale();
    let format = numberFormats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale);
      numberFormats.set(locale, format);
    }
    return format.format(value as number);
  }
  return fieldValueText(field, value);
}
