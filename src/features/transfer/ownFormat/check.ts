// Checks for our own export: unlike a Trello file, nothing is guessed. A value of the wrong
// shape refuses the file with a message naming where it is ("list 2, card 3: “title” should be
// text"), since a Boards export that doesn't match its schema was damaged or hand-edited.

export type Fields = Record<string, unknown>;

/** Thrown by the checks; readBoardArchive turns it into its message. */
export class ArchiveProblem extends Error {}

const describe = (where: string, key: string) => (where ? `${where}: “${key}”` : `“${key}”`);

export function fieldsOf(value: unknown, where: string, key: string): Fields {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Fields;
  throw new ArchiveProblem(`${describe(where, key)} should be an object`);
}

export function textField(fields: Fields, key: string, where: string): string {
  const value = fields[key];
  if (typeof value === 'string') return value;
  throw new ArchiveProblem(`${describe(where, key)} should be text`);
}

export function flagField(fields: Fields, key: string, where: string): boolean {
  const value = fields[key];
  if (typeof value === 'boolean') return value;
  throw new ArchiveProblem(`${describe(where, key)} should be true or false`);
}

export function listField(fields: Fields, key: string, where: string): unknown[] {
  const value = fields[key];
  if (Array.isArray(value)) return value;
  throw new ArchiveProblem(`${describe(where, key)} should be a list`);
}

export function oneOf<T extends string>(
  fields: Fields,
  key: string,
  where: string,
  allowed: readonly T[],
): T {
  const value = fields[key];
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new ArchiveProblem(`${describe(where, key)} should be one of ${allowed.join(', ')}`);
}

/** An ISO 8601 time, as text. */
export function timeField(fields: Fields, key: string, where: string): string {
  const value = textField(fields, key, where);
  if (!Number.isNaN(Date.parse(value))) return value;
  throw new ArchiveProblem(`${describe(where, key)} should be a date and time`);
}

/** The items of a list field, each checked with `read` as "<name> <n>" (from 1). */
export function itemsOf<T>(
  fields: Fields,
  key: string,
  where: string,
  name: string,
  read: (item: Fields, itemWhere: string) => T,
): T[] {
  return listField(fields, key, where).map((item, index) => {
    const itemWhere = `${where ? `${where}, ` : ''}${name} ${index + 1}`;
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      return read(item as Fields, itemWhere);
    }
    throw new ArchiveProblem(`${itemWhere} should be an object`);
  });
}
