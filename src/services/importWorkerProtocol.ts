// The messages between the page and the import worker (src/features/transfer/importWorker.ts).
// One worker per file: the page posts one request, the worker answers once, the page ends it.
import type { ImportPlanResult } from '../domain/boardArchive';

/**
 * A chosen file (read in the worker, off the main thread), or text already read, and the page's
 * language: the worker's words (what the file holds, what is left out) are made in it.
 */
export type ImportWorkerRequest = ({ file: Blob } | { text: string }) & { locale?: string };

export interface ImportWorkerResponse {
  type: 'result';
  /** A plan, or why nothing can be imported; a file the worker could not read is the latter. */
  result: ImportPlanResult;
}
