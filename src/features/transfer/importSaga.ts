// Importing a board: a file chosen → read and mapped in a worker → what it holds shown (and,
// when the same board was imported before, the question whether to open that one) → confirmed →
// written, batch by batch, with progress → done; or cancelled, or refused midway, and then the
// partial board is deleted, so nothing is left (docs/data-model.md, "Importing a board").
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, getContext, put, race, select, take } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import type { rootReducer as RootReducer, RootState } from '../../app/rootReducer';
import { boardPath } from '../../config/routes';
import { importedFromOf, type BoardSummary } from '../../domain/board';
import type { ImportPlan, ImportPlanResult } from '../../domain/boardArchive';
import { newId } from '../../domain/ids';
import { importEntry } from '../../domain/activity';
import * as boardsService from '../../services/boards';
import { planImportFile } from '../../services/importFiles';
import { planBatches, unassignedPeople, type ImportBatchPlan } from '../../services/importBatches';
import * as importsService from '../../services/imports';
import { toServiceError, type ImportLanded, type ServiceError } from '../../services/errors';
import { navigateTo } from '../../services/navigation';
import type { Person } from '../../services/types';
import { modalClosed } from '../modal';
import { selectBrowserOnline } from '../sync';
import { selectImportPhase, selectTransfer } from './selectors';
import {
  importCancelled,
  importCancelRequested,
  importConfirmed,
  importedBoardOpened,
  importFailed,
  importFileChosen,
  importFileUnreadable,
  importFinished,
  importOpenExistingChosen,
  importPlanned,
  importProgressed,
  importRefused,
  importWriteStarted,
  isWritingPhase,
  transferSlice,
  type ImportSummary,
} from './transferSlice';
import {
  createImportWrites,
  type ImportWrites,
  type ImportWritesEvent,
} from './importWritesChannel';

/**
 * What the import needs of the boards feature, which imports this one (so this one cannot
 * import it back): who is importing, and the person's boards (to find an earlier import).
 */
export interface ImportSagaDeps {
  selectOwner: (state: RootState) => Person | null;
  selectSummaries: (state: RootState) => Record<string, BoardSummary>;
}

export const offlineMessage =
  'Importing needs a connection. Nothing was written: try again once you are back online.';

const stopReasons: Record<string, string> = {
  'permission-denied': 'the server refused part of the board',
  'invalid-argument': 'the server refused part of the board',
  'failed-precondition': 'the server refused part of the board',
  'resource-exhausted': 'the server is over its limits right now',
  unauthenticated: 'you were signed out',
  'not-found': 'the new board was deleted meanwhile',
  unavailable: 'the server could not be reached',
  'deadline-exceeded': 'the server took too long to answer',
};

/** "Importing stopped because the server refused part of the board." */
export const stoppedMessage = (error: ServiceError) =>
  `Importing stopped because ${stopReasons[error.code] ?? 'a write failed'}.`;

const cleanupOutcomes = {
  removed: 'What had been written was removed: nothing was kept.',
  hidden:
    'What had been written is hidden from your boards and will be removed the next time you sign in.',
  kept: (title: string) =>
    `What had been written could not be removed: delete ‘${title}’ from your boards.`,
};

/** The summary shown before confirming: the file's counts and notices, and who is not assigned. */
export function summaryOfPlan(plan: ImportPlan, importer: Person): ImportSummary {
  const people = unassignedPeople(plan.archive, importer);
  const notices = [...plan.notices];
  if (people.length > 0) {
    notices.push(
      `${people.length === 1 ? '1 person' : `${people.length} people`} assigned to cards will not be assigned here (only you can be, on a new board): ${people.join(', ')}.`,
    );
  }
  return {
    title: plan.archive.board.title,
    source: plan.archive.source.system,
    counts: plan.counts,
    notices,
  };
}

/** The person's board imported from the same source before, if one is on the dashboard. */
export function earlierImport(plan: ImportPlan, summaries: Record<string, BoardSummary>) {
  const source = importedFromOf(plan.archive.source.system, plan.archive.source.boardId);
  const board = Object.values(summaries).find(
    (summary) => !summary.deleting && summary.importedFrom === source,
  );
  return board ? { boardId: board.id, title: board.title } : null;
}

/**
 * Deletes the partial board the way a board is deleted (hidden and taken off the dashboard in
 * one batch, then everything under it, counted), with the comments the import wrote, which the
 * board's delete does not reach. Nothing to do when not even the board had landed.
 */
export function* discardImport(uid: string, plan: ImportBatchPlan, landed: ImportLanded) {
  if (landed.batches === 0) return cleanupOutcomes.removed;
  try {
    yield call(boardsService.markBoardDeleting, uid, plan.boardId);
  } catch {
    return cleanupOutcomes.kept(plan.title);
  }
  try {
    yield call(importsService.deleteImportedComments, plan.boardId, plan.comments);
    yield call(boardsService.purgeBoard, plan.boardId);
    return cleanupOutcomes.removed;
  } catch {
    // resumeBoardDeletions finishes it with the next session.
    return cleanupOutcomes.hidden;
  }
}

/** Writes the confirmed plan, with progress; Cancel or a refusal deletes what was written. */
export function* writeImport(plan: ImportPlan, owner: Person) {
  if (!((yield select(selectBrowserOnline)) as boolean)) {
    yield put(importRefused(offlineMessage));
    return;
  }
  const batches: ImportBatchPlan = yield call(planBatches, plan.archive, newId, owner);
  yield put(importWriteStarted({ boardId: batches.boardId, cardsTotal: batches.cardsTotal }));
  const writes: ImportWrites = yield call(createImportWrites, owner, batches);
  let ending: Exclude<ImportWritesEvent, { type: 'landed' }>;
  let cancelling = false;
  try {
    while (true) {
      const { event, cancelAsked } = (yield race({
        event: take(writes.channel),
        cancelAsked: take(importCancelRequested.type),
      })) as { event?: ImportWritesEvent; cancelAsked?: unknown };
      if (cancelAsked) {
        if (!cancelling) yield call(writes.stop);
        cancelling = true;
      } else if (event?.type === 'landed') {
        yield put(importProgressed(event.landed.cards));
      } else if (event) {
        ending = event;
        break;
      }
    }
  } finally {
    writes.channel.close();
  }
  if (ending.type === 'refused') {
    const outcome: string = yield call(discardImport, owner.uid, batches, ending.landed);
    yield put(importFailed(`${stoppedMessage(ending.error)} ${outcome}`));
    return;
  }
  if (!cancelling) {
    try {
      const entryId: string = yield call(newId);
      yield call(importsService.finishImportedBoard, batches.boardId, batches.title, {
        id: entryId,
        draft: importEntry(owner, batches.title, batches.cardsTotal),
      });
    } catch (error) {
      const outcome: string = yield call(discardImport, owner.uid, batches, ending.landed);
      yield put(importFailed(`${stoppedMessage(toServiceError(error))} ${outcome}`));
      return;
    }
    // A Cancel pressed while the title was being written still cancels.
    cancelling = ((yield select(selectImportPhase)) as string) === 'cancelling';
  }
  if (cancelling) {
    const outcome: string = yield call(discardImport, owner.uid, batches, ending.landed);
    if (outcome === cleanupOutcomes.removed) yield put(importCancelled());
    else yield put(importFailed(`The import was cancelled. ${outcome}`));
    return;
  }
  yield put(importFinished());
}

/** One file's import, from reading it to the end of its writing. */
export function* importFile(file: File, deps: ImportSagaDeps) {
  // Closing the dialog (or another file chosen: this task is cancelled) stops the worker.
  const reading = new AbortController();
  let result: ImportPlanResult | undefined;
  try {
    ({ result } = (yield race({
      result: call(planImportFile, file, reading.signal),
      closed: take(modalClosed.type),
    })) as { result?: ImportPlanResult });
  } finally {
    if (!result) reading.abort();
  }
  if (!result) return;
  if (!result.ok) {
    yield put(importFileUnreadable(result.message));
    return;
  }
  const owner: Person | null = yield select(deps.selectOwner);
  if (!owner) return;
  const summaries: Record<string, BoardSummary> = yield select(deps.selectSummaries);
  yield put(
    importPlanned({
      summary: summaryOfPlan(result.plan, owner),
      duplicateOf: earlierImport(result.plan, summaries),
    }),
  );
  const { confirmed } = (yield race({
    confirmed: take(importConfirmed.type),
    closed: take(modalClosed.type),
    openedEarlier: take(importOpenExistingChosen.type),
  })) as { confirmed?: unknown };
  if (confirmed) yield call(writeImport, result.plan, owner);
}

/** One import at a time: a new file replaces one not yet confirmed, never one being written. */
export function* watchImportFiles(deps: ImportSagaDeps) {
  let task: Task | null = null;
  while (true) {
    const action: ReturnType<typeof importFileChosen> = yield take(importFileChosen.type);
    if (task?.isRunning()) {
      // The slice ignored the file if one is being written.
      if (isWritingPhase((yield select(selectImportPhase)) as ReturnType<typeof selectImportPhase>))
        continue;
      yield cancel(task);
    }
    task = yield fork(importFile, action.meta.arg, deps);
  }
}

/** "Open board" after an import, or "Open ‘X’" instead of importing again. */
function* openBoard(action: PayloadAction<string | undefined>) {
  const transfer: ReturnType<typeof selectTransfer> = yield select(selectTransfer);
  const boardId = action.payload ?? transfer.boardId;
  if (!boardId) return;
  yield put(modalClosed());
  yield call(navigateTo, boardPath(boardId));
}

/**
 * The import feature, started with the boards' sagas. Its slice loads with it: injected here
 * into the root reducer (given by the store through the saga context), not in the first screen.
 */
export function* importSaga(deps: ImportSagaDeps) {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(transferSlice);
  yield all([
    call(watchImportFiles, deps),
    takeEverySafe([importedBoardOpened.type, importOpenExistingChosen.type], openBoard),
  ]);
}
