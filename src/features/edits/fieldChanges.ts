// The changes an edit is made of, built from what a document holds and what the gesture sets:
// every edit saga describes its Edit's `changes` with these (applyEdit.ts takes them on).
import type { FieldChange } from '../../domain/edit';
import type { KeyedEdit, KeyedItem } from '../../domain/keyed';
import { previousValues } from './previousValues';

/** One document's change: `patch` over `current`, which holds the values from before it. */
export function fieldChange<T extends object>(
  doc: FieldChange['doc'],
  id: string,
  current: T,
  patch: Partial<T>,
): FieldChange {
  return { doc, id, before: previousValues(current, patch), after: patch } as FieldChange;
}

/**
 * The changes a keyed-list edit makes (a card's checklist: `id` is the card; the board's
 * labels: `id` is the board), one per entry, as stored without its id: an entry added or
 * removed whole (with its rank), the changed fields of one changed.
 */
export function keyedChanges<T extends KeyedItem>(
  id: string,
  field: 'checklist' | 'labels' | 'customFields',
  current: T[],
  edit: KeyedEdit<object>,
) {
  const old = new Map<string, Record<string, unknown>>(
    current.map(({ id: itemId, ...item }) => [itemId, item]),
  );
  const change = (item: string, before: object | null, after: object | null) =>
    ({ doc: 'item', id, field, item, before, after }) as Extract<FieldChange, { doc: 'item' }>;
  return [
    ...Object.entries(edit.set).map(([item, stored]) => change(item, null, stored)),
    ...Object.entries(edit.patch).map(([item, patch]) =>
      change(item, previousValues(old.get(item) ?? {}, patch as Record<string, unknown>), patch),
    ),
    ...edit.remove.map((item) => change(item, old.get(item) ?? null, null)),
  ];
}
