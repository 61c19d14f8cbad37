// Defensive readers for stored fields: a document written by an older version, another client
// or by hand must never put a wrong type into the store. Each schema (user, board, list, card)
// builds its parser from these.

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const flag = (value: unknown): boolean => value === true;

/** A stored timestamp (anything with toMillis(), as the SDK's Timestamp) as epoch milliseconds. */
export const millis = (value: unknown): number | null =>
  value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis: () => number }).toMillis()
    : null;

/** The items of a stored array that are objects, for a parser to read field by field. */
export const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      )
    : [];

/** What a stored document holds, whatever it is. */
export const fieldsOf = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
