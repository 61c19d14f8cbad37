// The writing of an import as a stream of events for the saga: progress as the server
// acknowledges batches (at most every PROGRESS_MS, so 5,000 cards are not 5,000 renders), then
// how it ended. `stop` asks it to send no more batches; it still reports how it ended once
// those in flight have settled. Closing the channel stops it too (the session ended).
import { eventChannel, type EventChannel } from 'redux-saga';
import type { ImportBatchPlan } from '../../services/importBatches';
import * as importsService from '../../services/imports';
import {
  landedBefore,
  toServiceError,
  type ImportLanded,
  type ServiceError,
} from '../../services/errors';
import type { Person } from '../../services/types';

export type ImportWritesEvent =
  | { type: 'landed'; landed: ImportLanded }
  /** Every batch sent has landed: all of them, or those sent before `stop`. */
  | { type: 'finished'; landed: ImportLanded }
  | { type: 'refused'; landed: ImportLanded; error: ServiceError };

export interface ImportWrites {
  channel: EventChannel<ImportWritesEvent>;
  stop: () => void;
}

const PROGRESS_MS = 100;

export function createImportWrites(owner: Person, plan: ImportBatchPlan): ImportWrites {
  const controller = new AbortController();
  const channel = eventChannel<ImportWritesEvent>((emit) => {
    let open = true;
    let latest: ImportLanded | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (open && latest) emit({ type: 'landed', landed: latest });
      latest = null;
    };
    const end = (event: ImportWritesEvent) => {
      if (timer) clearTimeout(timer);
      flush();
      if (open) emit(event);
    };
    importsService
      .writeImportBatches(
        owner,
        plan.boardId,
        plan.batches,
        (landed) => {
          latest = landed;
          timer ??= setTimeout(flush, PROGRESS_MS);
        },
        controller.signal,
      )
      .then(
        (landed) => end({ type: 'finished', landed }),
        (error: unknown) =>
          end({ type: 'refused', landed: landedBefore(error), error: toServiceError(error) }),
      );
    return () => {
      open = false;
      if (timer) clearTimeout(timer);
      controller.abort();
    };
  });
  return { channel, stop: () => controller.abort() };
}
