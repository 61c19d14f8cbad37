// Custom fields added, reordered and given options: new ranks between neighbours, from
// fractional-indexing (an ES module the functions' CommonJS build cannot load, so apart from
// customFields.ts, which the server's import uses).
import { generateKeyBetween } from 'fractional-indexing';
import {
  optionsOf,
  storedCustomField,
  type CustomField,
  type CustomFieldsEdit,
  type FieldOption,
  type StoredCustomField,
} from './customFields';
import type { ColorKey } from './palette';

/**
 * `fields` with the one at `from` moved to `to`, given a rank between its new neighbours: the
 * move writes that one field only (the rules check one field per write).
 */
export function moveField(fields: CustomField[], from: number, to: number): CustomField[] {
  const moved = fields[from];
  if (!moved || to < 0 || to >= fields.length || to === from) return fields;
  const others = fields.filter((_, i) => i !== from);
  const before = others[to - 1]?.rank ?? null;
  const after = others[to]?.rank ?? null;
  others.splice(to, 0, { ...moved, rank: generateKeyBetween(before, after) });
  return others;
}

/** A dropdown's options with one more at their end. */
export function withOption(
  field: CustomField,
  id: string,
  name: string,
  color: ColorKey,
): Record<string, FieldOption> {
  const last = optionsOf(field).at(-1)?.rank ?? null;
  return { ...field.options, [id]: { name, color, rank: generateKeyBetween(last, null) } };
}

const FIELD_KEYS = ['name', 'type', 'showOnTile', 'options', 'rank'] as const;

/**
 * What turns `current` into `next`, entry by entry, keeping the ranks `next` gives (a move
 * re-ranks the moved field only: moveField); a new field without one goes last.
 */
export function customFieldsEdit(current: CustomField[], next: CustomField[]): CustomFieldsEdit {
  const before = new Map(current.map((field) => [field.id, field]));
  const edit: CustomFieldsEdit = { set: {}, patch: {}, remove: [] };
  let last = [...current, ...next].reduce<string | null>(
    (top, field) => (field.rank && (top === null || field.rank > top) ? field.rank : top),
    null,
  );
  for (const field of next) {
    const old = before.get(field.id);
    if (!old || !old.rank) {
      const rank = field.rank ?? generateKeyBetween(last, null);
      if (!field.rank) last = rank;
      edit.set[field.id] = storedCustomField({ ...field, rank });
      continue;
    }
    const changed: Partial<StoredCustomField> = {};
    for (const key of FIELD_KEYS) {
      if (field[key] !== undefined && field[key] !== old[key]) {
        (changed as Record<string, unknown>)[key] = field[key];
      }
    }
    if (Object.keys(changed).length > 0) edit.patch[field.id] = changed;
  }
  const kept = new Set(next.map((field) => field.id));
  edit.remove = current.filter((field) => !kept.has(field.id)).map((field) => field.id);
  return edit;
}
