// An import's custom fields (issue 32; src/domain/customFields.ts): checked with the limits
// firestore.rules holds, then written with new ids, as the app would write them.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  fitsField,
  type CustomField,
  type FieldValue,
} from '../../../src/domain/customFields';
import { firstRanks } from '../../../src/domain/firstRanks';
import type { ImportCustomFieldInput } from '../../../src/domain/importRequest';
import { isColorKey } from '../lib/limits';

const refuse = (message: string): never => {
  throw new HttpsError('invalid-argument', message);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const name = (value: unknown, max: number, what: string): string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max
    ? value
    : refuse(`${what} has no name, or one longer than ${max} characters.`);

const sourceId = (value: unknown, what: string): string =>
  typeof value === 'string' && value.length >= 1 && value.length <= 200
    ? value
    : refuse(`${what} has no id the server can use.`);

/** The start's custom fields: at most 50, each well formed, ids unique. */
export function validateCustomFields(value: unknown): ImportCustomFieldInput[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > CUSTOM_FIELD_LIMITS.fieldsPerBoard) {
    return refuse(`A board has at most ${CUSTOM_FIELD_LIMITS.fieldsPerBoard} custom fields.`);
  }
  const fields = value.map((each, i) => {
    const what = `Custom field ${i + 1}`;
    const field = isObject(each) ? each : refuse(`${what} is in a shape the server doesn’t know.`);
    const type = CUSTOM_FIELD_TYPES.includes(field.type as never)
      ? (field.type as ImportCustomFieldInput['type'])
      : refuse(`${what} has a type the app doesn’t have.`);
    const options = Array.isArray(field.options) ? field.options : [];
    if (options.length > (type === 'dropdown' ? CUSTOM_FIELD_LIMITS.optionsPerField : 0)) {
      refuse(`${what} has too many options.`);
    }
    return {
      id: sourceId(field.id, what),
      name: name(field.name, CUSTOM_FIELD_LIMITS.fieldName, what),
      type,
      showOnTile: field.showOnTile === true,
      options: options.map((option: unknown, k: number) => {
        const item = isObject(option) ? option : refuse(`An option of ${what} is malformed.`);
        return {
          id: sourceId(item.id, `Option ${k + 1} of ${what}`),
          name: name(item.name, CUSTOM_FIELD_LIMITS.optionName, `Option ${k + 1} of ${what}`),
          color: isColorKey(item.color)
            ? item.color
            : refuse(`An option of ${what} has no colour.`),
        };
      }),
    };
  });
  if (new Set(fields.map((field) => field.id)).size !== fields.length) {
    refuse('Two custom fields have the same id.');
  }
  return fields;
}

/** The fields as the app reads them, under the file's ids (for checking values). */
export const asFields = (inputs: ImportCustomFieldInput[]): Map<string, CustomField> =>
  new Map(
    inputs.map((field) => [
      field.id,
      {
        ...field,
        options: Object.fromEntries(
          field.options.map((option) => [option.id, { ...option, rank: '' }]),
        ),
      },
    ]),
  );

/** A card's values: each of a field the board has, fitting it. */
export function validateFieldValues(
  value: unknown,
  fields: Map<string, CustomField>,
  what: string,
): Record<string, FieldValue> | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return refuse(`${what}’s custom fields are malformed.`);
  for (const [fieldId, each] of Object.entries(value)) {
    const field = fields.get(fieldId);
    if (!field || !fitsField(field, each as FieldValue)) {
      refuse(`${what} has a custom field value the board’s fields can’t hold.`);
    }
  }
  return value as Record<string, FieldValue>;
}

/** The board's stored fields under new ids, with the maps from the file's ids to them. */
export function storedCustomFields(inputs: ImportCustomFieldInput[], newId: () => string) {
  const fieldIds = new Map<string, string>();
  const optionIds = new Map<string, string>();
  const ranks = firstRanks(inputs.length);
  const stored = Object.fromEntries(
    inputs.map((field, i) => {
      const id = newId();
      fieldIds.set(field.id, id);
      const optionRanks = firstRanks(field.options.length);
      const options = Object.fromEntries(
        field.options.map((option, k) => {
          const optionId = newId();
          optionIds.set(`${field.id}/${option.id}`, optionId);
          return [optionId, { name: option.name, color: option.color, rank: optionRanks[k]! }];
        }),
      );
      const { name: fieldName, type, showOnTile } = field;
      return [id, { name: fieldName, type, showOnTile, options, rank: ranks[i]! }];
    }),
  );
  /** A card's values under the new ids (a dropdown's option too). */
  const values = (fieldValues: Record<string, FieldValue>) =>
    Object.fromEntries(
      Object.entries(fieldValues).flatMap(([fieldId, value]) => {
        const id = fieldIds.get(fieldId);
        if (!id) return [];
        const type = inputs.find((field) => field.id === fieldId)?.type;
        const stored = type === 'dropdown' ? optionIds.get(`${fieldId}/${String(value)}`) : value;
        return stored === undefined ? [] : [[id, stored]];
      }),
    );
  return { stored, values };
}
