// Checks for our own export: unlike a Trello file, nothing is guessed. A value of the wrong
// shape refuses the file with a message naming where it is ("list 2, card 3: “title” should be
// text"), since a Boards export that doesn't match its schema was damaged or hand-edited. The
// words are made in the worker's language when the problem is found (the refusal is shown as is).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n';

export type Fields = Record<string, unknown>;

/** Thrown by the checks; readBoardArchive turns it into its message. */
export class ArchiveProblem extends Error {}

/** A field as the refusal names it: "list 2, card 3: “title”" (the key is the file's, unworded). */
const describe = (where: string, key: string) => (where ? `${where}: “${key}”` : `“${key}”`);

/** A problem with a field, worded now (in the worker's language). */
const problem = (where: string, key: string, says: (field: string) => MessageDescriptor) =>
  new ArchiveProblem(i18n._(says(describe(where, key))));

export function fieldsOf(value: unknown, where: string, key: string): Fields {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Fields;
  throw problem(where, key, (field) => msg`${field} should be an object`);
}

export function textField(fields: Fields, key: string, where: string): string {
  const value = fields[key];
  if (typeof value === 'string') return value;
  throw problem(where, key, (field) => msg`${field} should be text`);
}

export function flagField(fields: Fields, key: string, where: string): boolean {
  const value = fields[key];
  if (typeof value === 'boolean') return value;
  throw problem(where, key, (field) => msg`${field} should be true or false`);
}

export function listField(fields: Fields, key: string, where: string): unknown[] {
  const value = fields[key];
  if (Array.isArray(value)) return value;
  throw problem(where, key, (field) => msg`${field} should be a list`);
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
  const choices = allowed.join(', ');
  throw problem(where, key, (field) => msg`${field} should be one of ${choices}`);
}

/** An ISO 8601 time, as text. */
export function timeField(fields: Fields, key: string, where: string): string {
  const value = textField(fields, key, where);
  if (!Number.isNaN(Date.parse(value))) return value;
  throw problem(where, key, (field) => msg`${field} should be a date and time`);
}

export type ItemName =
  'label' | 'member' | 'list' | 'card' | 'checklistItem' | 'assignee' | 'comment';

const itemWords: Record<ItemName, (n: number) => MessageDescriptor> = {
  label: (n) => msg`label ${n}`,
  member: (n) => msg`member ${n}`,
  list: (n) => msg`list ${n}`,
  card: (n) => msg`card ${n}`,
  checklistItem: (n) => msg`checklist item ${n}`,
  assignee: (n) => msg`assignee ${n}`,
  comment: (n) => msg`comment ${n}`,
};

/** Where an item is: "list 2, card 3" (from 1), each step in the worker's language. */
export const itemPlace = (where: string, name: ItemName, index: number): string => {
  const item = i18n._(itemWords[name](index + 1));
  return where ? `${where}, ${item}` : item;
};

/** The items of a list field, each checked with `read` as "<name> <n>" (from 1). */
export function itemsOf<T>(
  fields: Fields,
  key: string,
  where: string,
  name: ItemName,
  read: (item: Fields, itemWhere: string) => T,
): T[] {
  return listField(fields, key, where).map((item, index) => {
    const itemWhere = itemPlace(where, name, index);
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      return read(item as Fields, itemWhere);
    }
    throw new ArchiveProblem(i18n._(msg`${itemWhere} should be an object`));
  });
}
