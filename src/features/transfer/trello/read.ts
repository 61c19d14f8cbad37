// Reading values from a parsed file that promises nothing: each reader takes `unknown` and
// gives the type asked for, or its fallback.

export type Fields = Record<string, unknown>;

export function record(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : null;
}

/** The array's objects; anything else in it is skipped. */
export function records(value: unknown): Fields[] {
  if (!Array.isArray(value)) return [];
  return value.map(record).filter((item): item is Fields => item !== null);
}

export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export const flag = (value: unknown): boolean => value === true;

export function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Trello's `pos`: a number (any, fractions included), or a numeric string; else last. */
export function position(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && !Number.isNaN(number) ? number : Number.POSITIVE_INFINITY;
}

/** Items in `pos` order; equal (or unreadable) positions keep the file's order. */
export function byPosition<T extends { pos: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) =>
      a.item.pos === b.item.pos ? a.index - b.index : a.item.pos < b.item.pos ? -1 : 1,
    )
    .map(({ item }) => item);
}
