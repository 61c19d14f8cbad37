// The server's sweep of what a browser may leave behind (docs/features.md, "Server side"):
// (a) an upload's chunks without metadata, (b) the comments and files of a card deleted more
// than an hour ago, (c) import jobs older than a day, (d) anything under a deleted board's id.
// A plain function of the clock, so tests call it with their own `now`; sweepLeftovers runs it
// every 15 minutes in production, and `npm start` on a timer against the emulators.
import type { Firestore } from 'firebase-admin/firestore';
import { fastDeletes } from '../purge/purgeBoard';
import type { Paging } from './cursor';
import { sweepDeletedCards, type DeletedCardFigures } from './deletedCards';
import { sweepOrphanChunks, type OrphanChunkFigures } from './orphanChunks';
import { sweepStaleImports, type StaleImportFigures } from './staleImports';
import { sweepTombstonedBoards, type TombstonedBoardFigures } from './tombstonedBoards';

const HOUR_MS = 60 * 60 * 1000;

/** How old each kind of leftover must be before it goes. */
export const SWEEP_AFTER_MS = {
  /** An upload takes seconds; an hour leaves room for a slow or briefly offline one. */
  orphanChunks: HOUR_MS,
  /** Undo within the hour brings a deleted card back whole. */
  deletedCards: HOUR_MS,
  importJobs: 24 * HOUR_MS,
  /** purgeBoard's own timeout is 9 minutes. */
  tombstonedBoards: HOUR_MS,
};

/** Per task and run: at most 20 pages of 500 (10,000 reads), the rest next run. */
export const DEFAULT_PAGING: Paging = { pageSize: 500, maxPages: 20 };

export interface SweepFigures {
  orphanChunks: OrphanChunkFigures;
  deletedCards: DeletedCardFigures;
  importJobs: StaleImportFigures;
  tombstonedBoards: TombstonedBoardFigures;
  /** The writes of (a) and (b) together: documents deleted, and the boards' totals lowered. */
  writes: number;
  /** Some task had more than its pages: the next run carries on where this one stopped. */
  more: boolean;
  ms: number;
}

export async function sweep(
  firestore: Firestore,
  { now, paging = DEFAULT_PAGING }: { now: number; paging?: Paging },
): Promise<SweepFigures> {
  const started = Date.now();
  let writes = 0;
  const writer = fastDeletes(firestore);
  writer.onWriteResult(() => {
    writes += 1;
  });
  // One task after another: each is bounded, and together they stay within one writer's pace.
  const orphanChunks = await sweepOrphanChunks(
    firestore,
    writer,
    now - SWEEP_AFTER_MS.orphanChunks,
    paging,
  );
  const deletedCards = await sweepDeletedCards(
    firestore,
    writer,
    now - SWEEP_AFTER_MS.deletedCards,
    paging,
  );
  await writer.flush();
  const importJobs = await sweepStaleImports(firestore, now - SWEEP_AFTER_MS.importJobs, paging);
  const tombstonedBoards = await sweepTombstonedBoards(
    firestore,
    now - SWEEP_AFTER_MS.tombstonedBoards,
    paging,
  );
  await writer.close();
  return {
    orphanChunks,
    deletedCards,
    importJobs,
    tombstonedBoards,
    writes,
    more: [orphanChunks, deletedCards, importJobs, tombstonedBoards].some((task) => task.more),
    ms: Date.now() - started,
  };
}
