// Reading a chosen file into an import plan, in a Web Worker so the page stays responsive.
import type { ImportPlanResult } from '../domain/boardArchive';
import {
  couldNotRead,
  type ImportWorkerRequest,
  type ImportWorkerResponse,
} from './importWorkerProtocol';

/**
 * The file's import plan, or why it can't be imported. Never rejects, except with an
 * AbortError when `signal` aborts (the worker is stopped at once).
 */
export async function planImportFile(file: File, signal?: AbortSignal): Promise<ImportPlanResult> {
  const { startImportWorker } = await import('./importWorkerStart');
  signal?.throwIfAborted();
  const worker = startImportWorker();
  try {
    return await new Promise<ImportPlanResult>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ImportWorkerResponse>) => resolve(event.data.result);
      worker.onerror = (event) => {
        event.preventDefault();
        resolve(couldNotRead(event.message || 'the reader stopped'));
      };
      worker.onmessageerror = () => resolve(couldNotRead('its answer was lost'));
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      const request: ImportWorkerRequest = { file };
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}
