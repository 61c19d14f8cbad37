// Lists people edit concurrently (a card's checklist, a board's labels) are stored as maps keyed
// by item id, each item with its own order key, so two devices editing different items write
// different fields and both edits survive. In the store they stay ordered arrays.
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { KeyedEdit, KeyedItem } from './keyedRead';

export { readKeyed, type KeyedEdit, type KeyedItem } from './keyedRead';

const isKeyed = (items: KeyedItem[]) => items.every((item) => item.rank !== undefined);

/** `items` with a rank each: the ones they have, new ones after every rank before them. */
function ranked<T extends KeyedItem>(items: T[], keepRanks: boolean): (T & { rank: string })[] {
  if (!keepRanks) {
    const keys = generateNKeysBetween(null, null, items.length);
    return items.map((item, i) => ({ ...item, rank: keys[i]! }));
  }
  let last: string | null = null;
  return items.map((item) => {
    const rank: string =
      item.rank !== undefined && (last === null || item.rank > last)
        ? item.rank
        : generateKeyBetween(last, null);
    last = rank;
    return { ...item, rank };
  });
}

/**
 * What turns `current` into `next` (ids kept), as single-item writes: added items, changed
 * `fields` of the same item, removed items. A list still in the old array form is written
 * whole once. Returns `next` with the ranks written, for the screen.
 */
export function keyedEdit<T extends KeyedItem, Stored extends { rank: string }>(
  current: T[],
  next: T[],
  toStored: (item: T & { rank: string }) => Stored,
  fields: (keyof Stored & keyof T)[],
): { edit: KeyedEdit<Stored>; items: (T & { rank: string })[] } {
  const before = new Map(current.map((item) => [item.id, item]));
  const keyed = isKeyed(current);
  // Existing items keep their rank; only ids new to the list get one.
  const items = ranked(
    next.map((item) => ({ ...item, rank: before.get(item.id)?.rank })),
    keyed,
  );
  const edit: KeyedEdit<Stored> = { set: {}, patch: {}, remove: [] };
  if (!keyed) {
    edit.whole = Object.fromEntries(items.map((item) => [item.id, toStored(item)]));
    return { edit, items };
  }
  for (const item of items) {
    const old = before.get(item.id);
    if (!old) {
      edit.set[item.id] = toStored(item);
      continue;
    }
    const changed: Partial<Stored> = {};
    for (const field of fields) {
      if (old[field] !== item[field])
        changed[field] = item[field] as unknown as Stored[typeof field];
    }
    if (old.rank !== item.rank) changed.rank = item.rank;
    if (Object.keys(changed).length > 0) edit.patch[item.id] = changed;
  }
  const kept = new Set(items.map((item) => item.id));
  edit.remove = current.filter((item) => !kept.has(item.id)).map((item) => item.id);
  return { edit, items };
}

export const isEmptyEdit = (edit: KeyedEdit<unknown>) =>
  !edit.whole &&
  Object.keys(edit.set).length === 0 &&
  Object.keys(edit.patch).length === 0 &&
  edit.remove.length === 0;

/** A whole keyed list as stored, for a new document (ranks given in array order). */
export function storedKeyed<T extends KeyedItem, Stored>(
  items: T[],
  toStored: (item: T & { rank: string }) => Stored,
): Record<string, Stored> {
  return Object.fromEntries(ranked(items, isKeyed(items)).map((item) => [item.id, toStored(item)]));
}
