// Where each of the sweep's tasks stopped (sweeps/{task}: the last document it went past), so
// every run reads only what is new since, a page at a time, and one that had more than its
// pages carries on from there next run. Only the server reads or writes sweeps/* (the rules
// deny every client).
import {
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';

export interface Paging {
  /** Documents read per query. */
  pageSize: number;
  /** Pages per run: what a run reads at most, per task, is pageSize × maxPages. */
  maxPages: number;
}

/** Cards, uploads or jobs cleared at once within a page. */
export const AT_ONCE = 20;

interface Place {
  at: Timestamp;
  path: string;
}

/**
 * Reads `query` ordered by `field` (a time) and then by document, from after where the last
 * run stopped, hands each page to `work`, and saves the place once the page is done (a run cut
 * short repeats at most that page, whose work is idempotent). Resolves to whether pages were
 * left for the next run.
 */
export async function pagesSinceLastRun(
  firestore: Firestore,
  task: string,
  query: Query,
  field: string,
  { pageSize, maxPages }: Paging,
  work: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<{ read: number; more: boolean; ms: number }> {
  const started = Date.now();
  const state = firestore.collection('sweeps').doc(task);
  let place = (await state.get()).data() as Place | undefined;
  let read = 0;
  for (let page = 0; page < maxPages; page += 1) {
    let ordered = query.orderBy(field).orderBy(FieldPath.documentId()).limit(pageSize);
    if (place) ordered = ordered.startAfter(place.at, firestore.doc(place.path));
    const { docs } = await ordered.get();
    read += docs.length;
    const last = docs[docs.length - 1];
    if (!last) return { read, more: false, ms: Date.now() - started };
    await work(docs);
    place = { at: last.get(field) as Timestamp, path: last.ref.path };
    await state.set(place);
    if (docs.length < pageSize) return { read, more: false, ms: Date.now() - started };
  }
  return { read, more: true, ms: Date.now() - started };
}
