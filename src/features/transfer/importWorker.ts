// The import worker's entry: parsing and mapping a 15 MB export take a second or more, off the
// page's thread here so the page stays responsive. Started by src/services/importFiles.ts as
// `new Worker(new URL(...), import.meta.url)`, which webpack bundles as a chunk of its own.
import type { ImportWorkerResponse } from '../../services/importWorkerProtocol';
import { answerImportRequest } from './answerImportRequest';
import type { TransferPlanResult } from './importNotice';

/** The worker's global scope, typed here: the project's lib is the DOM's, not WebWorker's. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: ImportWorkerResponse<TransferPlanResult>): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void answerImportRequest(event.data).then((response) => scope.postMessage(response));
};
