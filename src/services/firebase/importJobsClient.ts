// An import's calls to the server (functions/src/import): start a job, send its parts, finish
// (the server writes the board whole), or cancel. A refusal arrives as a CodedError whose code
// is the function's ("invalid-argument", "cancelled", …) and whose message is its own words.
import { CodedError } from '../errors';
import type {
  ImportCancelResult,
  ImportCardInput,
  ImportFinishResult,
  ImportJobInput,
  ImportPartInput,
  ImportPartResult,
  ImportStartInput,
  ImportStartResult,
} from '../../domain/importRequest';
import { callFunction } from './functionsClient';

async function call<Output>(name: string, data: unknown): Promise<Output> {
  try {
    return await callFunction<unknown, Output>(name, data);
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    throw new CodedError(
      typeof code === 'string' ? code.replace(/^functions\//, '') : 'unknown',
      typeof message === 'string' ? message : String(error),
    );
  }
}

export const startImport = async (start: ImportStartInput): Promise<string> =>
  (await call<ImportStartResult>('importStart', start)).jobId;

/** Resolves with the cards the server holds once this part is in. */
export const sendImportPart = async (
  jobId: string,
  index: number,
  cards: ImportCardInput[],
): Promise<number> =>
  (await call<ImportPartResult>('importPart', { jobId, index, cards } satisfies ImportPartInput))
    .cardsReceived;

/** Resolves with the new board's id once it is whole and on the dashboard. */
export const finishImport = async (jobId: string): Promise<string> =>
  (await call<ImportFinishResult>('importFinish', { jobId } satisfies ImportJobInput)).boardId;

/** Resolves with the board's id if it had already been finished (to delete as any board). */
export const cancelImport = async (jobId: string): Promise<string | null> =>
  (await call<ImportCancelResult>('importCancel', { jobId } satisfies ImportJobInput)).finished;

/**
 * Wakes the import's three functions at once (each answers a `{ warmUp: true }` call without
 * touching anything), so their cold starts overlap while the person reads the summary instead
 * of coming one after another during the import. Resolves when all have answered.
 */
export const warmUpImporter = async (): Promise<void> => {
  await Promise.all(
    ['importStart', 'importPart', 'importFinish'].map((name) => call(name, { warmUp: true })),
  );
};
