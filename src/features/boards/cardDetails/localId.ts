// Ids for things the dialog creates inside a document (labels, checklist items). They only
// need to be unique among their siblings; services/ids.ts is for sagas, not components.
let counter = 0;

function candidate(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().slice(0, 8);
  }
  // No randomUUID (an old browser, or an insecure origin): time plus a counter will do.
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}`;
}

/** A short id not among `taken` (8 hex characters collide rarely, but never twice here). */
export function localId(taken: readonly { id: string }[] = []): string {
  let id = candidate();
  while (taken.some((item) => item.id === id)) id = candidate();
  return id;
}
