// The messages between the page and the import worker (src/features/transfer/importWorker.ts).
// One worker per file: the page posts one request, the worker answers once, the page ends it.

/**
 * A chosen file (read in the worker, off the main thread), or text already read, and the page's
 * language: the worker's words (what the file holds, what is left out) are made in it.
 */
export type ImportWorkerRequest = ({ file: Blob } | { text: string }) & { locale?: string };

/** `Result` is the import feature's plan (or refusal): plain data, as a worker's message must be. */
export interface ImportWorkerResponse<Result = unknown> {
  type: 'result';
  /** A plan, or why nothing can be imported; a file the worker could not read is the latter. */
  result: Result;
}
