// Importing a board: a file chosen → read and mapped in a worker → what it holds shown (and,
// when the same board was imported before, the question whether to open that one) → confirmed →
// sent to the server in parts, with progress → written there whole → done; or cancelled, or
// refused, and then the server keeps nothing (docs/data-model.md, "Importing a board").
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  fork,
  getContext,
  put,
  race,
  select,
  spawn,
  take,
} from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import type { rootReducer as RootReducer, RootState } from '../../app/rootReducer';
import { boardPath } from '../../config/routes';
import { importedFromOf, type BoardSummary } from '../../domain/board';
import { checkTitle } from '../../domain/validation';
import { i18n } from '../../i18n';
import * as boardsService from '../../services/boards';
import { planImportFile } from '../../services/importFiles';
import { couldNotRead } from './couldNotRead';
import { importRequestOf, unassignedPeople, type ImportRequest } from '../../services/importParts';
import * as importsService from '../../services/imports';
import { toServiceError } from '../../services/errors';
import { navigateTo } from '../../services/navigation';
import type { Person } from '../../services/types';
import { modalClosed } from '../modal';
import { selectBrowserOnline } from '../sync';
import { importNameOf } from './importName';
import type {
  TransferPlan as ImportPlan,
  TransferPlanResult as ImportPlanResult,
} from './importNotice';
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
  importJobOpened,
  importOpenExistingChosen,
  importPlanned,
  importProgressed,
  importRefused,
  importSaving,
  importWriteStarted,
  isWritingPhase,
  transferSlice,
  type ImportSummary,
} from './transferSlice';
import { cancelNotConfirmed, offlineMessage, refusalMessage } from './importWords';

/**
 * What the import needs of the boards feature, which imports this one (so this one cannot
 * import it back): who is importing, and the person's boards (to find an earlier import).
 */
export interface ImportSagaDeps {
  selectOwner: (state: RootState) => Person | null;
  selectSummaries: (state: RootState) => Record<string, BoardSummary>;
}

export { cancelNotConfirmed, offlineMessage, refusalMessage, stoppedMessage } from './importWords';

/** The summary shown before confirming: the file's counts and notices, and who is not assigned. */
export function summaryOfPlan(plan: ImportPlan, importer: Person): ImportSummary {
  const people = unassignedPeople(plan.archive, importer);
  const notices = [...plan.notices];
  if (people.length > 0) notices.push({ kind: 'unassignedPeople', names: people });
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

/** The job's id once the server has opened it, for Cancel. */
interface ImportJobRef {
  id: string | null;
}

/** Sends the import's parts with progress, then has the server write it; resolves to its id. */
export function* sendImport(request: ImportRequest, job: ImportJobRef) {
  job.id = yield call(importsService.startImport, request.start);
  yield put(importJobOpened());
  for (const [index, cards] of request.parts.entries()) {
    const received: number = yield call(importsService.sendImportPart, job.id!, index, cards);
    yield put(importProgressed(received));
  }
  yield put(importSaving());
  const boardId: string = yield call(importsService.finishImport, job.id!);
  return boardId;
}

/**
 * Cancel: the server deletes the job and whatever of the board it had written. A board the
 * server had already finished is deleted as any board is (hidden and off the dashboard at once).
 */
export function* cancelImport(uid: string, job: ImportJobRef) {
  // Not started yet: a job the server opens after this is never sent, and is deleted with
  // this person's next import an hour on; nothing of it is visible.
  if (!job.id) return true;
  try {
    const finished: string | null = yield call(importsService.cancelImport, job.id);
    if (finished) {
      yield call(boardsService.markBoardDeleting, uid, finished);
      yield call(boardsService.purgeBoard, finished);
    }
    return true;
  } catch {
    return false;
  }
}

/** Writes the confirmed plan on the server, with progress; Cancel deletes what was written. */
export function* writeImport(plan: ImportPlan, owner: Person) {
  if (!((yield select(selectBrowserOnline)) as boolean)) {
    yield put(importRefused(i18n._(offlineMessage)));
    return;
  }
  const request: ImportRequest = yield call(importRequestOf, plan.archive, owner);
  yield put(importWriteStarted({ cardsTotal: request.start.cardsTotal }));
  const job: ImportJobRef = { id: null };
  let outcome: { boardId?: string; cancelAsked?: unknown };
  try {
    outcome = yield race({
      boardId: call(sendImport, request, job),
      cancelAsked: take(importCancelRequested.type),
    });
  } catch (error) {
    yield put(importFailed(refusalMessage(toServiceError(error))));
    return;
  }
  if (outcome.boardId) {
    yield put(importFinished(outcome.boardId));
    return;
  }
  const removed: boolean = yield call(cancelImport, owner.uid, job);
  if (removed) yield put(importCancelled());
  else yield put(importFailed(i18n._(cancelNotConfirmed)));
}

/** The server's importer woken (importJobsClient.warmUpImporter); a failure is no one's concern. */
export function* warmUpImporter() {
  try {
    yield call(importsService.warmUpImporter);
  } catch {
    // The import itself will say what is wrong, if anything is.
  }
}

/** The file's plan, or why it can't be read: a failed worker too is told in words. */
export function* readImportPlan(file: File, signal: AbortSignal) {
  try {
    return (yield call(planImportFile<ImportPlanResult>, file, signal)) as ImportPlanResult;
  } catch (error) {
    if (signal.aborted) throw error;
    return couldNotRead(i18n._(msg`the reader stopped`));
  }
}

/** One file's import, from reading it to the end of its writing. */
export function* importFile(file: File, deps: ImportSagaDeps) {
  // While the file is read and its summary read by the person, the server's importer wakes.
  if ((yield select(selectBrowserOnline)) as boolean) yield spawn(warmUpImporter);
  // Closing the dialog (or another file chosen: this task is cancelled) stops the worker.
  const reading = new AbortController();
  let result: ImportPlanResult | undefined;
  try {
    ({ result } = (yield race({
      result: call(readImportPlan, file, reading.signal),
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
  const now: number = yield call(Date.now);
  yield put(
    importPlanned({
      summary: summaryOfPlan(result.plan, owner),
      duplicateOf: earlierImport(result.plan, summaries),
      name: importNameOf(result.plan.archive.board.title, summaries, now),
    }),
  );
  const { confirmed } = (yield race({
    confirmed: take(importConfirmed.type),
    closed: take(modalClosed.type),
    openedEarlier: take(importOpenExistingChosen.type),
  })) as { confirmed?: unknown };
  if (!confirmed) return;
  const { name }: ReturnType<typeof selectTransfer> = yield select(selectTransfer);
  yield call(writeImport, namedPlan(result.plan, name), owner);
}

/** The plan with the board's name as confirmed (one the dialog let through, else the file's). */
export function namedPlan(plan: ImportPlan, name: string): ImportPlan {
  const checked = checkTitle('board', name);
  if (!checked.ok || checked.value === plan.archive.board.title) return plan;
  const board = { ...plan.archive.board, title: checked.value };
  return { ...plan, archive: { ...plan.archive, board } };
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
