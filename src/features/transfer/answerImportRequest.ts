// The import worker's one job, kept apart from the worker's globals so it can be tested: a
// request in (an ImportWorkerRequest, unchecked until here), one answer out, whatever the file
// holds. It never throws.
import type { ImportWorkerResponse } from '../../services/importWorkerProtocol';
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n, isLocale } from '../../i18n';
import { couldNotRead } from './couldNotRead';
import type { TransferPlanResult } from './importNotice';
import { planImportFromFile, planImportFromText, type ReadableFile } from './planImport';

/** The worker's words in the page's language; in English when its catalog can't load (offline). */
async function speak(locale: Parameters<typeof activateLocale>[0]): Promise<void> {
  try {
    await activateLocale(locale, true);
  } catch {
    // English it is: the plan matters more than its language.
  }
}

export async function answerImportRequest(
  request: unknown,
): Promise<ImportWorkerResponse<TransferPlanResult>> {
  try {
    const message: { file?: unknown; text?: unknown; locale?: unknown } =
      typeof request === 'object' && request !== null ? request : {};
    if (isLocale(message.locale)) await speak(message.locale);
    if (typeof message.text === 'string') {
      return { type: 'result', result: planImportFromText(message.text) };
    }
    const file = message.file as ReadableFile | undefined;
    if (file && typeof file.size === 'number' && typeof file.text === 'function') {
      return { type: 'result', result: await planImportFromFile(file) };
    }
    return { type: 'result', result: couldNotRead(i18n._(msg`no file was given`)) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { type: 'result', result: couldNotRead(reason || i18n._(msg`an unknown error`)) };
  }
}
