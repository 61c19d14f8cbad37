// A board's custom fields (issue 32 §1): their definitions live on the board document as a keyed
// map, like the labels (each field its own entry, so two people editing different fields both
// keep their edit); a card's values live on the card, `fieldValues: {<fieldId>: value}`, each
// value its own field path. firestore.rules checks the same shapes and bounds.
import { isDay } from './due';
import { fieldsOf, flag, text } from './fields';
import { readKeyed, type KeyedEdit } from './keyedRead';
import { isColorKey, type ColorKey } from './palette';
import type { Problem } from './problems';

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'checkbox', 'dropdown'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_LIMITS = {
  fieldsPerBoard: 50,
  fieldName: 60,
  optionsPerField: 50,
  optionName: 60,
  textValue: 500,
} as const;

/** A dropdown's option as stored under its id: kept in this form in the store too. */
export interface FieldOption {
  name: string;
  color: ColorKey;
  rank: string;
}

export interface CustomField {
  id: string;
  name: string;
  type: CustomFieldType;
  /** Shown as a chip on the card's tile ("Priority: High"). */
  showOnTile: boolean;
  /** A dropdown's options by id (empty for other types). */
  options: Record<string, FieldOption>;
  rank?: string;
}

/** A field as stored, under its id in the board's `customFields` map. */
export interface StoredCustomField {
  name: string;
  type: CustomFieldType;
  showOnTile: boolean;
  options: Record<string, FieldOption>;
  rank: string;
}

export type CustomFieldsEdit = KeyedEdit<StoredCustomField>;

/** A card's value of one field: text, a number, a day (YYYY-MM-DD), a box, an option's id. */
export type FieldValue = string | number | boolean;

export const storedCustomField = ({
  name,
  type,
  showOnTile,
  options,
  rank,
}: CustomField & { rank: string }): StoredCustomField => ({
  name,
  type,
  showOnTile,
  options,
  rank,
});

const isFieldType = (value: unknown): value is CustomFieldType =>
  CUSTOM_FIELD_TYPES.includes(value as CustomFieldType);

function parseOptions(value: unknown): Record<string, FieldOption> {
  const options: Record<string, FieldOption> = {};
  for (const [id, stored] of Object.entries(fieldsOf(value))) {
    const option = fieldsOf(stored);
    if (isColorKey(option.color) && typeof option.rank === 'string') {
      options[id] = { name: text(option.name), color: option.color, rank: option.rank };
    }
  }
  return options;
}

/** Stored definitions (a map keyed by field id), in their order; unknown types left out. */
export function parseCustomFields(value: unknown): CustomField[] {
  return readKeyed(value, (id, item) =>
    isFieldType(item.type)
      ? {
          id,
          name: text(item.name),
          type: item.type,
          showOnTile: flag(item.showOnTile),
          options: item.type === 'dropdown' ? parseOptions(item.options) : {},
        }
      : null,
  );
}

/** Stored values: only the ones whose type a field can hold (checked against fields on use). */
export function parseFieldValues(value: unknown): Record<string, FieldValue> | undefined {
  const values: Record<string, FieldValue> = {};
  for (const [id, each] of Object.entries(fieldsOf(value))) {
    if (typeof each === 'string' || typeof each === 'boolean') values[id] = each;
    else if (typeof each === 'number' && Number.isFinite(each)) values[id] = each;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/** A dropdown's options in their order, with their ids. */
export const optionsOf = (field: Pick<CustomField, 'options'>) =>
  Object.entries(field.options)
    .map(([id, option]) => ({ id, ...option }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.id < b.id ? -1 : 1));

/** Whether `value` fits `field` (a dropdown's option must still be one of its options). */
export function fitsField(field: CustomField, value: FieldValue): boolean {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= CUSTOM_FIELD_LIMITS.textValue;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && isDay(value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'dropdown':
      return typeof value === 'string' && Object.hasOwn(field.options, value);
  }
}

/** Why a value can't be saved, or null when it can. */
export function checkFieldValue(field: CustomField, value: FieldValue | null): Problem | null {
  if (value === null || fitsField(field, value)) return null;
  if (field.type === 'text') {
    return { code: 'fieldTextTooLong', max: CUSTOM_FIELD_LIMITS.textValue };
  }
  if (field.type === 'number') return { code: 'fieldNeedsNumber', field: field.name };
  if (field.type === 'date') return { code: 'fieldNotADay' };
  if (field.type === 'dropdown') return { code: 'fieldOptionGone', field: field.name };
  return { code: 'fieldCantHold', field: field.name };
}

/**
 * The value as an activity entry and an export store it ("High", "3", "2026-03-05", "Yes"):
 * data, not words on screen (those are src/messages/fieldValues.ts), or null when it no longer
 * fits.
 */
export function fieldValueText(field: CustomField, value: FieldValue | undefined): string | null {
  if (value === undefined || !fitsField(field, value)) return null;
  if (field.type === 'dropdown') return field.options[value as string]?.name ?? null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- stored in entries and exports as they always were
  if (field.type === 'checkbox') return value ? 'Yes' : 'No';
  if (field.type === 'number') return (value as number).toLocaleString('en-US');
  return String(value);
}

/** The fields as a person edited them: names trimmed, or why they can't be saved. */
export function checkCustomFields(
  fields: CustomField[],
): { ok: true; fields: CustomField[] } | { ok: false; problem: Problem } {
  const refuse = (problem: Problem) => ({ ok: false as const, problem });
  if (fields.length > CUSTOM_FIELD_LIMITS.fieldsPerBoard) {
    return refuse({ code: 'customFieldsFull', max: CUSTOM_FIELD_LIMITS.fieldsPerBoard });
  }
  const trimmed = fields.map((field) => ({ ...field, name: field.name.trim() }));
  for (const field of trimmed) {
    if (!field.name) return refuse({ code: 'fieldNameMissing' });
    if (field.name.length > CUSTOM_FIELD_LIMITS.fieldName) {
      return refuse({ code: 'fieldNameTooLong', max: CUSTOM_FIELD_LIMITS.fieldName });
    }
    const options = Object.values(field.options);
    if (options.length > CUSTOM_FIELD_LIMITS.optionsPerField) {
      return refuse({ code: 'fieldOptionsFull', max: CUSTOM_FIELD_LIMITS.optionsPerField });
    }
    if (options.some((option) => !option.name.trim())) return refuse({ code: 'optionNameMissing' });
    if (options.some((option) => option.name.length > CUSTOM_FIELD_LIMITS.optionName)) {
      return refuse({ code: 'optionNameTooLong', max: CUSTOM_FIELD_LIMITS.optionName });
    }
  }
  return { ok: true, fields: trimmed };
}

/** A dropdown's options without `id`. */
export function withoutOption(field: CustomField, id: string): Record<string, FieldOption> {
  const options = { ...field.options };
  delete options[id];
  return options;
}
