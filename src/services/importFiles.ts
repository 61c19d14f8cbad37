// Reading a chosen file into an import plan, in a Web Worker so the page stays responsive.
import type { ImportWorkerRequest, ImportWorkerResponse } from './importWorkerProtocol';

/**
 * The file's import plan, or why it can't be imported. Rejects with an AbortError when `signal`
 * aborts (the worker is stopped at once), or with an Error when the worker itself failed (the
 * import feature words that for the person).
 */
export async function planImportFile<Result>(file: File, signal?: AbortSignal): Promise<Result> {
  const { startImportWorker } = await import('./importWorkerStart');
  signal?.throwIfAborted();
  const worker = startImportWorker();
  try {
    return await new Promise<Result>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ImportWorkerResponse<Result>>) =>
        resolve(event.data.result);
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || 'the reader stopped'));
      };
      worker.onmessageerror = () => reject(new Error('its answer was lost'));
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      // The page's language, as src/index.html and the Language setting put it on <html>.
      const request: ImportWorkerRequest = { file, locale: document.documentElement.lang };
      worker.postMessage(request);
    });
  } finally {
    worker.terminate();
  }
}
