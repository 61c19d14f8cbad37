// Live queries as plain data: each change of a collection as an upsert or a removal, with
// whether it still waits for the server (hasPendingWrites) and whether it came from the cache.
import {
  onSnapshot,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { DocChange } from '../../domain/types';
import type { CollectionSnapshot, Unsubscribe } from '../types';

function changesOf<T>(snapshot: QuerySnapshot<T>): DocChange<T>[] {
  return snapshot.docChanges({ includeMetadataChanges: true }).map((change) =>
    change.type === 'removed'
      ? { type: 'remove', id: change.doc.id }
      : {
          type: 'upsert',
          doc: (change.doc as DocumentSnapshot<T>).data() as T,
          pending: change.doc.metadata.hasPendingWrites,
        },
  );
}

export function subscribeToCollection<T>(
  ref: Query<T>,
  onChange: (snapshot: CollectionSnapshot<T>) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snapshot) =>
      // Metadata-only snapshots with nothing changed (e.g. fromCache flipping) still matter.
      onChange({ changes: changesOf(snapshot), fromCache: snapshot.metadata.fromCache }),
    onError,
  );
}
