// Reading a stored keyed list (src/domain/keyed.ts), and the shapes of its items and edits: a map
// of items by id, each with its order key, or the old array form. Apart from keyed.ts, whose writing side needs fractional-indexing
// (an ES module the functions' CommonJS build cannot load), so the server can read keyed maps.
import { fieldsOf } from './fields';
import { compareRanked } from './rankOrder';

/** An item of a keyed list. `rank` is absent while the list is stored in the old array form. */
export interface KeyedItem {
  id: string;
  rank?: string;
}

/** What one edit writes: single items set, fields of items changed, items removed. */
export interface KeyedEdit<Stored> {
  /**
   * The whole map: only the first edit of a list still stored as an array (written before
   * items were keyed), which turns it into the keyed form.
   */
  whole?: Record<string, Stored>;
  set: Record<string, Stored>;
  patch: Record<string, Partial<Stored>>;
  remove: string[];
}

/** Reads a stored keyed list (a map, or the old array form) with `parse` for each item. */
export function readKeyed<T extends KeyedItem>(
  value: unknown,
  parse: (id: string, item: Record<string, unknown>) => T | null,
): T[] {
  if (Array.isArray(value)) {
    // The old form: array order is the order; no item has a rank yet.
    return value.flatMap((item: unknown) => {
      const fields = fieldsOf(item);
      const parsed = typeof fields.id === 'string' ? parse(fields.id, fields) : null;
      return parsed ? [parsed] : [];
    });
  }
  const items = Object.entries(fieldsOf(value)).flatMap(([id, item]) => {
    if (typeof item !== 'object' || item === null) return [];
    const fields = fieldsOf(item);
    const parsed = parse(id, fields);
    if (!parsed) return [];
    return [typeof fields.rank === 'string' ? { ...parsed, rank: fields.rank } : parsed];
  });
  return items.sort((a, b) =>
    compareRanked({ id: a.id, rank: a.rank ?? '' }, { id: b.id, rank: b.rank ?? '' }),
  );
}
