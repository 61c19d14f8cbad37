import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { BoardSummary } from '../../../src/domain/board';
import type { TransferPlanResult as ImportPlanResult } from '../../../src/features/transfer/importNotice';
import { selectBoardSummaries } from '../../../src/features/board/boardsSelectors';
import { selectMe } from '../../../src/features/user';
import { modalClosed, modalOpened } from '../../../src/features/modal';
import {
  cancelNotConfirmed,
  importFile,
  importSaga,
  offlineMessage,
} from '../../../src/features/transfer/importSaga';
import {
  importCancelRequested,
  importConfirmed,
  importCopyChosen,
  importedBoardOpened,
  importFinished,
  importJobOpened,
  importOpenExistingChosen,
  importPlanned,
  importProgressed,
  importSaving,
  importWriteStarted,
  initialTransferState,
  transferSlice,
  type TransferState,
} from '../../../src/features/transfer/transferSlice';
import * as boardsService from '../../../src/services/boards';
import { CodedError } from '../../../src/services/errors';
import { importRequestOf } from '../../../src/services/importParts';
import { planImportFile } from '../../../src/services/importFiles';
import { i18n } from '../../../src/i18n';
import * as importsService from '../../../src/services/imports';
import { navigateTo } from '../../../src/services/navigation';
import { dashboardState, summaryOf, tick, whenCalled } from '../boardFixtures';
import { archiveCard, archiveList, makeArchive, planOf } from '../transferFixtures';

rootReducer.inject(transferSlice);

const deps = { selectOwner: selectMe, selectSummaries: selectBoardSummaries };
const importer = { uid: 'ada-uid', name: 'Ada Lovelace', email: 'ada@example.com' };
const file = new File(['{}'], 'trello-board.json', { type: 'application/json' });
const archive = makeArchive({
  lists: [
    archiveList('a', [
      archiveCard({
        id: 'c1',
        comments: [{ authorName: 'Grace', createdAt: '2024-01-01T00:00:00Z', text: 'Hi' }],
      }),
      archiveCard({ id: 'c2' }),
    ]),
  ],
});
const plan = planOf(archive, [{ kind: 'trelloAttachments', cards: 2, total: 2 }]);
const request = importRequestOf(archive, importer);
// Two parts of one card each, so the progress moves between them.
const twoParts = { ...request, parts: [request.parts[0]!.slice(0, 1), request.parts[0]!.slice(1)] };
const JOB = 'job-1';
const BOARD = 'board-new';
const SOURCE = 'trello:5f1a00000000000000000001';
const NOW = Date.UTC(2026, 10, 27, 12);

function readingState(summaries: BoardSummary[] = [], online = true): RootState {
  const state = dashboardState({ summaries });
  const transfer: TransferState = {
    ...initialTransferState,
    phase: 'reading',
    fileName: file.name,
  };
  return { ...state, sync: { ...state.sync, online }, transfer };
}

/** A server answer the test gives when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function startImport({
  read = { ok: true, plan } as ImportPlanResult,
  summaries = [] as BoardSummary[],
  online = true,
  providers = [] as Parameters<ReturnType<typeof expectSaga>['provide']>[0] extends (infer P)[]
    ? P[]
    : never,
} = {}) {
  const server = {
    part: deferred<number>(),
    finish: deferred<string>(),
    cancel: jest.fn<Promise<string | null>, [string]>(async () => null),
  };
  const saga = expectSaga(importFile, file, deps)
    .withReducer(rootReducer, readingState(summaries, online))
    .provide([
      ...providers,
      [matchers.call.fn(planImportFile), read],
      [matchers.call.fn(importRequestOf), twoParts],
      [matchers.call.fn(importsService.startImport), JOB],
      whenCalled(importsService.sendImportPart, (_job, index) =>
        index === 0 ? 1 : server.part.promise,
      ),
      whenCalled(importsService.finishImport, () => server.finish.promise),
      whenCalled(importsService.cancelImport, (job) => server.cancel(job as string)),
      [matchers.call.fn(boardsService.markBoardDeleting), undefined],
      [matchers.call.fn(boardsService.purgeBoard), undefined],
      [matchers.call.fn(importsService.warmUpImporter), undefined],
      [matchers.call.fn(Date.now), NOW],
    ]);
  return { saga, server };
}

const summary = {
  title: 'Roadmap',
  source: 'trello' as const,
  counts: plan.counts,
  notices: plan.notices,
};

describe('importing a file', () => {
  it('reads it, shows the summary, and on Import sends it in parts with progress, then has the server write it', async () => {
    const { saga, server } = startImport();
    const running = saga
      .call(importsService.startImport, twoParts.start)
      .call(importsService.sendImportPart, JOB, 0, twoParts.parts[0])
      .call(importsService.sendImportPart, JOB, 1, twoParts.parts[1])
      .call(importsService.finishImport, JOB)
      .not.call.fn(importsService.cancelImport)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    await tick();
    server.finish.resolve(BOARD);
    const { storeState } = await running;

    expect(storeState.transfer).toEqual({
      ...initialTransferState,
      phase: 'done',
      fileName: 'trello-board.json',
      summary,
      name: 'Roadmap',
      progress: { cardsDone: 2, cardsTotal: 2 },
      boardId: BOARD,
    });
  });

  it('wakes the server’s importer while the file is read, and says it is starting until the server answers', async () => {
    const opened = deferred<string>();
    const { saga, server } = startImport({
      providers: [[matchers.call.fn(importsService.startImport), opened.promise]],
    });
    const running = saga.call(importsService.warmUpImporter).put(importJobOpened()).run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    opened.resolve(JOB);
    await tick();
    server.part.resolve(2);
    await tick();
    server.finish.resolve(BOARD);
    expect((await running).storeState.transfer.phase).toBe('done');
  });

  it('names the import by its date when a board of that name is on the dashboard', async () => {
    const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' }).format(NOW);
    const named = `Roadmap (imported ${day})`;
    const { saga, server } = startImport({ summaries: [summaryOf('b1', 'roadmap ')] });
    const running = saga
      .put(importPlanned({ summary, duplicateOf: null, name: named }))
      .call(importRequestOf, { ...archive, board: { ...archive.board, title: named } }, importer)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    await tick();
    server.finish.resolve(BOARD);
    expect((await running).storeState.transfer).toMatchObject({ phase: 'done', name: named });
  });

  it('imports under the name the person gave', async () => {
    const { saga, server } = startImport({ summaries: [summaryOf('b1', 'Roadmap')] });
    const running = saga
      .call(
        importRequestOf,
        { ...archive, board: { ...archive.board, title: 'Q3 plan' } },
        importer,
      )
      .run();
    await tick();
    saga.dispatch(importConfirmed('Q3 plan'));
    await tick();
    server.part.resolve(2);
    await tick();
    server.finish.resolve(BOARD);
    expect((await running).storeState.transfer).toMatchObject({ phase: 'done', name: 'Q3 plan' });
  });

  it('shows the cards the server holds, then that the server is writing the board', async () => {
    const { saga, server } = startImport();
    const running = saga
      .put(importWriteStarted({ cardsTotal: 2 }))
      .put(importProgressed(1))
      .put(importProgressed(2))
      .put(importSaving())
      .put(importFinished(BOARD))
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    await tick();
    server.finish.resolve(BOARD);
    const { storeState } = await running;
    expect(storeState.transfer.phase).toBe('done');
  });

  it('waits on the summary until the person confirms; closing the dialog ends it', async () => {
    const { saga } = startImport();
    const running = saga.not.call.fn(importsService.startImport).run();
    await tick();
    saga.dispatch(modalClosed());
    const { storeState } = await running;
    expect(storeState.transfer).toEqual(initialTransferState);
  });

  it('says why a file cannot be imported, and writes nothing', async () => {
    const { storeState } = await startImport({
      read: { ok: false, message: 'This file is not JSON.' },
    })
      .saga.not.call.fn(importsService.startImport)
      .run();
    expect(storeState.transfer).toMatchObject({
      phase: 'unreadable',
      error: 'This file is not JSON.',
    });
  });

  it('refuses to start offline, writing nothing', async () => {
    const { saga } = startImport({ online: false });
    const running = saga.not.call.fn(importsService.startImport).not.call.fn(importRequestOf).run();
    await tick();
    saga.dispatch(importConfirmed());
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      error: i18n._(offlineMessage),
      boardId: null,
    });
    expect(i18n._(offlineMessage)).toMatch(/^Importing needs a connection\./);
  });

  it('on Cancel while the parts go, has the server delete the job, and says nothing was kept', async () => {
    const { saga, server } = startImport();
    const running = saga
      .call(importsService.cancelImport, JOB)
      .not.call.fn(importsService.finishImport)
      .not.call.fn(boardsService.markBoardDeleting)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    saga.dispatch(importCancelRequested());
    const { storeState } = await running;
    expect(server.cancel).toHaveBeenCalledWith(JOB);
    expect(storeState.transfer).toMatchObject({ phase: 'cancelled', boardId: null });
  });

  it('on Cancel while the server writes, stops it there; nothing is left', async () => {
    const { saga, server } = startImport();
    const running = saga.not.call.fn(boardsService.markBoardDeleting).run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    await tick();
    saga.dispatch(importCancelRequested());
    const { storeState } = await running;
    expect(server.cancel).toHaveBeenCalledWith(JOB);
    expect(storeState.transfer).toMatchObject({ phase: 'cancelled', boardId: null });
  });

  it('on Cancel just after the server finished, deletes the board as any board is deleted', async () => {
    const order: string[] = [];
    const { saga, server } = startImport({
      providers: [
        whenCalled(boardsService.markBoardDeleting, () => void order.push('mark')),
        whenCalled(boardsService.purgeBoard, () => void order.push('purge')),
      ],
    });
    server.cancel.mockResolvedValue(BOARD);
    const running = saga
      .call(boardsService.markBoardDeleting, importer.uid, BOARD)
      .call(boardsService.purgeBoard, BOARD)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    await tick();
    saga.dispatch(importCancelRequested());
    const { storeState } = await running;
    expect(order).toEqual(['mark', 'purge']);
    expect(storeState.transfer).toMatchObject({ phase: 'cancelled', boardId: null });
  });

  it('says so when the server could not be reached to cancel', async () => {
    const { saga, server } = startImport();
    server.cancel.mockRejectedValue(new CodedError('unavailable', 'offline'));
    const running = saga.run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    saga.dispatch(importCancelRequested());
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      error: i18n._(cancelNotConfirmed),
    });
  });

  it('on a refused part says why in the server’s plain words; nothing was kept', async () => {
    const { saga, server } = startImport();
    const running = saga.not.call.fn(importsService.finishImport).run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.reject(new CodedError('invalid-argument', 'Card 2 has no name.'));
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      boardId: null,
      error:
        'Importing stopped because the server refused part of the board. Card 2 has no name. Nothing was kept.',
    });
  });

  it('on a failure while the server writes, says what happened and that nothing was kept', async () => {
    const { saga, server } = startImport();
    const running = saga.run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    await tick();
    server.finish.reject(
      new CodedError('aborted', 'Writing failed midway. Nothing was kept: try again.'),
    );
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      boardId: null,
      error:
        'Importing stopped because the server could not write the board. Writing failed midway. Nothing was kept: try again.',
    });
  });

  it('on an error without the server’s words (unreachable), says why and that nothing was kept', async () => {
    const { saga } = startImport({
      providers: [
        [
          matchers.call.fn(importsService.startImport),
          throwError(new CodedError('unavailable', 'unavailable')),
        ],
      ],
    });
    const running = saga.not.call.fn(importsService.sendImportPart).run();
    await tick();
    saga.dispatch(importConfirmed());
    const { storeState } = await running;
    expect(storeState.transfer.error).toBe(
      'Importing stopped because the server could not be reached. Nothing was kept.',
    );
  });

  it('on a new import while the last one is being saved, shows the server’s words and sends nothing', async () => {
    const saving = 'Your previous import is still being saved on the server: wait until it shows.';
    const { saga } = startImport({
      providers: [
        [
          matchers.call.fn(importsService.startImport),
          throwError(new CodedError('failed-precondition', saving)),
        ],
      ],
    });
    const done = saga.not.call.fn(importsService.sendImportPart).run();
    await tick();
    saga.dispatch(importConfirmed());
    const { storeState } = await done;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      error: `Importing stopped because the server refused the board. ${saving} Nothing was kept.`,
    });
  });

  it('on a part refused because a newer import took the job’s place, says so once', async () => {
    const { saga, server } = startImport();
    const running = saga.not.call.fn(importsService.finishImport).run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    const replaced =
      'A newer import of yours (from another tab or window) took its place. Nothing was kept.';
    server.part.reject(new CodedError('cancelled', replaced));
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      error: `Importing stopped because the import was cancelled or replaced. ${replaced}`,
    });
  });

  it('asks first when the same board was imported before, and imports a copy if told to', async () => {
    const earlier = { ...summaryOf('b9', 'Roadmap'), importedFrom: SOURCE } as BoardSummary;
    const { saga, server } = startImport({ summaries: [earlier] });
    const running = saga.call(importsService.finishImport, JOB).run();
    await tick();
    saga.dispatch(importCopyChosen());
    saga.dispatch(importConfirmed());
    await tick();
    server.part.resolve(2);
    server.finish.resolve(BOARD);
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'done',
      duplicateOf: { boardId: 'b9', title: 'Roadmap' },
    });
  });

  it('opens the earlier import instead when asked, writing nothing', async () => {
    const earlier = { ...summaryOf('b9', 'Roadmap'), importedFrom: SOURCE } as BoardSummary;
    const { saga } = startImport({ summaries: [earlier] });
    const running = saga.not.call.fn(importsService.startImport).run();
    await tick();
    saga.dispatch(importOpenExistingChosen('b9'));
    const { storeState } = await running;
    expect(storeState.transfer.phase).toBe('duplicate');
  });
});

describe('the import feature', () => {
  it('injects its slice into the root reducer it is given, and opens the board at the end', async () => {
    const injected = { inject: jest.fn() };
    const state = dashboardState();
    const done: RootState = {
      ...state,
      modal: { open: 'importBoard', subject: null },
      transfer: { ...initialTransferState, phase: 'done', boardId: 'new-board' },
    };
    const { storeState } = await expectSaga(importSaga, deps)
      .withReducer(rootReducer, done)
      .provide([
        [matchers.getContext('rootReducer'), injected],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .dispatch(importedBoardOpened())
      .call(navigateTo, '/boards/new-board')
      .silentRun(50);
    expect(injected.inject).toHaveBeenCalledWith(transferSlice);
    expect(storeState.modal.open).toBeNull();
    expect(storeState.transfer).toEqual(initialTransferState);
  });

  it('opens the earlier copy from the duplicate question', async () => {
    const { storeState } = await expectSaga(importSaga, deps)
      .withReducer(rootReducer, { ...dashboardState(), transfer: initialTransferState })
      .provide([[matchers.call.fn(navigateTo), undefined]])
      .dispatch(modalOpened('importBoard'))
      .dispatch(importOpenExistingChosen('b9'))
      .call(navigateTo, '/boards/b9')
      .silentRun(50);
    expect(storeState.modal.open).toBeNull();
  });
});

describe('the import’s steps as the dialog shows them', () => {
  const reduce = transferSlice.reducer;
  it('says the importer is starting until the server opens the job, then counts the cards', () => {
    const summaryState = { ...initialTransferState, phase: 'summary' as const, summary, name: 'X' };
    const starting = reduce(summaryState, importWriteStarted({ cardsTotal: 6 }));
    expect(starting).toMatchObject({
      phase: 'starting',
      progress: { cardsDone: 0, cardsTotal: 6 },
    });
    expect(reduce(starting, importJobOpened()).phase).toBe('writing');
    // Cancel is there from the start.
    expect(reduce(starting, importCancelRequested()).phase).toBe('cancelling');
  });

  it('keeps the name the person confirmed', () => {
    const summaryState = { ...initialTransferState, phase: 'summary' as const, summary, name: 'X' };
    expect(reduce(summaryState, importConfirmed('Q3 plan')).name).toBe('Q3 plan');
    expect(reduce(summaryState, importConfirmed()).name).toBe('X');
  });
});
