// The import worker's one job, kept apart from the worker's globals so it can be tested: a
// request in (an ImportWorkerRequest, unchecked until here), one answer out, whatever the file
// holds. It never throws.
import type { ImportWorkerResponse } from '../../services/importWorkerProtocol';
import { couldNotRead } from './couldNotRead';
import { planImportFromFile, planImportFromText, type ReadableFile } from './planImport';

export async function answerImportRequest(request: unknown): Promise<ImportWorkerResponse> {
  try {
    const message: { file?: unknown; text?: unknown } =
      typeof request === 'object' && request !== null ? request : {};
    if (typeof message.text === 'string') {
      return { type: 'result', result: planImportFromText(message.text) };
    }
    const file = message.file as ReadableFile | undefined;
    if (file && typeof file.size === 'number' && typeof file.text === 'function') {
      return { type: 'result', result: await planImportFromFile(file) };
    }
    return { type: 'result', result: couldNotRead('no file was given') };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { type: 'result', result: couldNotRead(reason || 'an unknown error') };
  }
}
