// The purge functions' inputs: ids only, checked as the rules check ids (1 to 100 characters),
// and never a '/', which would make `boards/${id}` name another document.
import { HttpsError } from 'firebase-functions/v2/https';

const MAX_ID = 100;

function isId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length > 0 && value.length <= MAX_ID && !value.includes('/')
  );
}

/** `data`'s fields `names`, each an id; refuses anything else in plain words. */
export function idsOf<Name extends string>(data: unknown, names: Name[]): Record<Name, string> {
  if (typeof data !== 'object' || data === null) {
    throw new HttpsError('invalid-argument', `Say which ${names.join(' and ')} this is about.`);
  }
  const fields = data as Record<string, unknown>;
  const ids = {} as Record<Name, string>;
  for (const name of names) {
    const value = fields[name];
    if (!isId(value)) {
      throw new HttpsError(
        'invalid-argument',
        `${name} must be an id of 1 to ${MAX_ID} characters without '/'.`,
      );
    }
    ids[name] = value;
  }
  return ids;
}
