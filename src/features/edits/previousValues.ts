// What the list and card sagas share: rollbacks of only what an edit changed.

/** The values `patch` replaces, so a rollback undoes this edit and nothing made since. */
export function previousValues<T extends object>(current: T, patch: Partial<T>): Partial<T> {
  const previous: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) previous[key] = current[key];
  return previous;
}
