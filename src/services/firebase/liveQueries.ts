// Live queries as plain data: each change of a collection as an upsert or a removal, with
// whether it still waits for the server (hasPendingWrites) and whether it came from the cache.
import { onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { DocChange } from '../../domain/types';
import type { CollectionSnapshot, Unsubscribe } from '../types';

/** What changesOf reads of a snapshot: the SDK's QuerySnapshot, or a stand-in in tests. */
type ChangesSource<T> = Pick<QuerySnapshot<T | null>, 'docChanges'>;

/**
 * The snapshot's changes. A document its schema refuses (converted to null, e.g. a rank the
 * ordering library cannot read) is skipped as if removed, so one bad document written by
 * another client or by hand never stops the board page, and `onMalformed` hears its id.
 */
export function changesOf<T>(
  snapshot: ChangesSource<T>,
  onMalformed: (id: string) => void,
): DocChange<T>[] {
  return snapshot.docChanges({ includeMetadataChanges: true }).map((change) => {
    if (change.type === 'removed') return { type: 'remove', id: change.doc.id };
    const doc = change.doc.data();
    if (doc === null) {
      onMalformed(change.doc.id);
      return { type: 'remove', id: change.doc.id };
    }
    return { type: 'upsert', doc, pending: change.doc.metadata.hasPendingWrites };
  });
}

function warnMalformed(path: string) {
  return (id: string) =>
    console.warn(`Skipped ${path}/${id}: it is not a document this app can show.`);
}

/**
 * The snapshot as plain data, naming the documents that were skipped (`malformedIds`): a
 * console warning reaches only developers, and the person should know something is hidden.
 */
export function collectionSnapshotOf<T>(
  snapshot: ChangesSource<T> & Pick<QuerySnapshot<T | null>, 'metadata'>,
  onMalformed: (id: string) => void,
): CollectionSnapshot<T> {
  const malformedIds: string[] = [];
  const changes = changesOf(snapshot, (id) => {
    onMalformed(id);
    malformedIds.push(id);
  });
  return { changes, fromCache: snapshot.metadata.fromCache, malformedIds };
}

export function subscribeToCollection<T>(
  ref: Query<T | null>,
  onChange: (snapshot: CollectionSnapshot<T>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a console warning for developers
  const onMalformed = warnMalformed('path' in ref ? String(ref.path) : 'a query');
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    // Metadata-only snapshots with nothing changed (e.g. fromCache flipping) still matter.
    (snapshot) => onChange(collectionSnapshotOf(snapshot, onMalformed)),
    onError,
  );
}
