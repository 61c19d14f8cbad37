// (a) Chunks without metadata: an upload whose tab closed (or crashed, or lost its network for
// good) between its chunks and the metadata that makes it visible. The rules keep its chunks
// a run from 0 stamped with the server's time (firestore.rules, "Files on cards"), so every
// chunk is looked at once, an hour after it was written: if its file has no metadata by then,
// the upload's chunks go.
import type {
  BulkWriter,
  DocumentReference,
  Firestore,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { AT_ONCE, pagesSinceLastRun, type Paging } from './cursor';
import { eachAtOnce } from './parallel';

export interface OrphanChunkFigures {
  uploads: number;
  chunks: number;
  read: number;
  more: boolean;
  ms: number;
}

export async function sweepOrphanChunks(
  firestore: Firestore,
  writer: BulkWriter,
  before: number,
  paging: Paging,
): Promise<OrphanChunkFigures> {
  const figures = { uploads: 0, chunks: 0 };
  const chunks = firestore
    .collectionGroup('chunks')
    .where('createdAt', '<', Timestamp.fromMillis(before))
    .select('createdAt');
  const work = async (docs: QueryDocumentSnapshot[]) => {
    const files = new Map<string, DocumentReference>();
    for (const chunk of docs) {
      const file = chunk.ref.parent.parent;
      if (file) files.set(file.path, file);
    }
    if (files.size === 0) return;
    const metadata = await firestore.getAll(...files.values());
    const orphans = metadata.filter((file) => !file.exists);
    await eachAtOnce(orphans, AT_ONCE, async (file) => {
      // The whole upload (its newer chunks too): without metadata it can never be read.
      const left = await file.ref.collection('chunks').select().get();
      for (const chunk of left.docs) void writer.delete(chunk.ref);
      figures.uploads += 1;
      figures.chunks += left.size;
    });
    // Deleted before the place moves past them (and before the next page reads them again).
    await writer.flush();
  };
  const paged = await pagesSinceLastRun(
    firestore,
    'orphanChunks',
    chunks,
    'createdAt',
    paging,
    work,
  );
  return { ...figures, ...paged };
}
