// A keyed-list edit (src/domain/keyed.ts) as field-path updates: each item its own field, so
// edits of different items from different devices never overwrite each other.
import { deleteField, FieldPath } from 'firebase/firestore';
import type { KeyedEdit } from '../../domain/keyed';

/** [field, value] pairs for updateDoc's variadic form. */
export function keyedUpdates<Stored extends object>(
  field: string,
  edit: KeyedEdit<Stored>,
): [string | FieldPath, unknown][] {
  if (edit.whole) return [[field, edit.whole]];
  const pairs: [string | FieldPath, unknown][] = [];
  for (const [id, item] of Object.entries(edit.set)) pairs.push([new FieldPath(field, id), item]);
  for (const [id, patch] of Object.entries(edit.patch)) {
    for (const [key, value] of Object.entries(patch)) {
      pairs.push([new FieldPath(field, id, key), value]);
    }
  }
  for (const id of edit.remove) pairs.push([new FieldPath(field, id), deleteField()]);
  return pairs;
}

/** The pairs flattened for updateDoc(ref, field, value, ...more). */
export function variadic(pairs: [string | FieldPath, unknown][]) {
  const [[field, value], ...rest] = pairs as [[string | FieldPath, unknown]];
  return [field, value, ...rest.flat()] as const;
}
