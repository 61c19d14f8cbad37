// Reading an import file: parsing and mapping run in a Web Worker
// (src/features/transfer/importWorker.ts), so the page stays responsive on a 15 MB export.
// Nothing here touches Firestore: the plan is only read, and written later (./imports.ts).
import type { ImportPlanResult } from '../domain/boardArchive';

/** Said when the worker itself fails (not the file): the browser, not the person, is at fault. */
const workerFailed: ImportPlanResult = {
  ok: false,
  message: 'We could not read this file: the browser stopped reading it. Try again.',
};

/**
 * The file read and mapped in a worker, ready to confirm and write, or why it cannot be
 * imported. Never rejects: every failure is a message for the person.
 */
export async function planImportFile(file: File): Promise<ImportPlanResult> {
  // In its own module: `import.meta` (the worker's address) is syntax that only the bundle
  // understands, so the unit tests, which provide this function, never load it.
  const { startImportWorker } = await import(/* webpackMode: "eager" */ './importWorkerStart');
  return new Promise((resolve) => {
    const worker = startImportWorker();
    const finish = (result: ImportPlanResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<{ type?: string; result?: ImportPlanResult }>) => {
      if (event.data?.type === 'result' && event.data.result) finish(event.data.result);
    };
    worker.onerror = () => finish(workerFailed);
    worker.onmessageerror = () => finish(workerFailed);
    worker.postMessage({ file });
  });
}
