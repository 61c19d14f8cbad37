import { channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { importEntry } from '../../../src/domain/activity';
import { newId } from '../../../src/domain/ids';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import type { BoardSummary } from '../../../src/domain/board';
import type { ImportPlanResult } from '../../../src/domain/boardArchive';
import { selectBoardSummaries } from '../../../src/features/board/boardsSelectors';
import { selectMe } from '../../../src/features/user';
import { modalClosed, modalOpened } from '../../../src/features/modal';
import { importFile, importSaga, offlineMessage } from '../../../src/features/transfer/importSaga';
import {
  createImportWrites,
  type ImportWritesEvent,
} from '../../../src/features/transfer/importWritesChannel';
import {
  importCancelRequested,
  importConfirmed,
  importCopyChosen,
  importedBoardOpened,
  importOpenExistingChosen,
  importProgressed,
  initialTransferState,
  transferSlice,
  type TransferState,
} from '../../../src/features/transfer/transferSlice';
import * as boardsService from '../../../src/services/boards';
import { planBatches } from '../../../src/services/importBatches';
import { planImportFile } from '../../../src/services/importFiles';
import * as importsService from '../../../src/services/imports';
import { navigateTo } from '../../../src/services/navigation';
import { dashboardState, permissionDenied, summaryOf, tick, whenCalled } from '../boardFixtures';
import { archiveCard, archiveList, makeArchive, planOf, sequentialIds } from '../transferFixtures';

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
const plan = planOf(archive, ['2 cards had attachments: their links are in their descriptions.']);
const batches = planBatches(archive, sequentialIds(), importer, Date.parse('2025-06-01'));
const BOARD = batches.boardId;
const SOURCE = 'trello:5f1a00000000000000000001';

function readingState(summaries: BoardSummary[] = [], online = true): RootState {
  const state = dashboardState({ summaries });
  const transfer: TransferState = {
    ...initialTransferState,
    phase: 'reading',
    fileName: file.name,
  };
  return { ...state, sync: { ...state.sync, online }, transfer };
}

function startImport({
  read = { ok: true, plan } as ImportPlanResult,
  summaries = [] as BoardSummary[],
  online = true,
  providers = [] as Parameters<ReturnType<typeof expectSaga>['provide']>[0] extends (infer P)[]
    ? P[]
    : never,
} = {}) {
  const writes: { channel: Channel<ImportWritesEvent>; stop: jest.Mock } = {
    channel: channel<ImportWritesEvent>(),
    stop: jest.fn(),
  };
  const saga = expectSaga(importFile, file, deps)
    .withReducer(rootReducer, readingState(summaries, online))
    .provide([
      ...providers,
      [matchers.call.fn(planImportFile), read],
      [matchers.call.fn(planBatches), batches],
      [matchers.call.fn(newId), 'entry-1'],
      [matchers.call.fn(createImportWrites), writes],
      [matchers.call.fn(importsService.finishImportedBoard), undefined],
      [matchers.call.fn(boardsService.markBoardDeleting), undefined],
      [matchers.call.fn(importsService.deleteImportedComments), undefined],
      [matchers.call.fn(boardsService.purgeBoard), undefined],
    ]);
  return { saga, writes };
}

const landed = (batchCount: number, cards: number) => ({ batches: batchCount, cards });

/** The import's one activity entry, written with the board's real title. */
const importActivity = {
  id: 'entry-1',
  draft: importEntry(importer, 'Roadmap', batches.cardsTotal),
};

describe('importing a file', () => {
  it('reads it, shows the summary, and on Import writes it with progress, then names the board', async () => {
    const { saga, writes } = startImport();
    const running = saga
      .put(importProgressed(1))
      .call(createImportWrites, importer, batches)
      .call(importsService.finishImportedBoard, BOARD, 'Roadmap', importActivity)
      .not.call.fn(boardsService.markBoardDeleting)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    writes.channel.put({ type: 'landed', landed: landed(3, 1) });
    writes.channel.put({ type: 'finished', landed: landed(4, 2) });
    const { storeState } = await running;

    expect(storeState.transfer).toEqual({
      ...initialTransferState,
      phase: 'done',
      fileName: 'trello-board.json',
      summary: {
        title: 'Roadmap',
        source: 'trello',
        counts: plan.counts,
        notices: plan.notices,
      },
      progress: { cardsDone: 1, cardsTotal: 2 },
      boardId: BOARD,
    });
  });

  it('waits on the summary until the person confirms; closing the dialog ends it', async () => {
    const { saga } = startImport();
    const running = saga.not.call.fn(createImportWrites).run();
    await tick();
    saga.dispatch(modalClosed());
    const { storeState } = await running;
    expect(storeState.transfer).toEqual(initialTransferState);
  });

  it('says why a file cannot be imported, and writes nothing', async () => {
    const { storeState } = await startImport({
      read: { ok: false, message: 'This file is not JSON.' },
    })
      .saga.not.call.fn(createImportWrites)
      .run();
    expect(storeState.transfer).toMatchObject({
      phase: 'unreadable',
      error: 'This file is not JSON.',
    });
  });

  it('refuses to start offline, writing nothing', async () => {
    const { saga } = startImport({ online: false });
    const running = saga.not.call.fn(createImportWrites).not.call.fn(planBatches).run();
    await tick();
    saga.dispatch(importConfirmed());
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      error: offlineMessage,
      boardId: null,
    });
    expect(offlineMessage).toMatch(/^Importing needs a connection\./);
  });

  it('on Cancel sends no more, waits for what is in flight, then deletes the board and its comments', async () => {
    const order: string[] = [];
    const note = (name: string) =>
      whenCalled(
        name === 'mark'
          ? boardsService.markBoardDeleting
          : name === 'comments'
            ? importsService.deleteImportedComments
            : boardsService.purgeBoard,
        () => void order.push(name),
      );
    const { saga, writes } = startImport({
      providers: [note('mark'), note('comments'), note('purge')],
    });
    const running = saga
      .call(boardsService.markBoardDeleting, importer.uid, BOARD)
      .call(importsService.deleteImportedComments, BOARD, batches.comments)
      .call(boardsService.purgeBoard, BOARD)
      .not.call.fn(importsService.finishImportedBoard)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    writes.channel.put({ type: 'landed', landed: landed(3, 1) });
    saga.dispatch(importCancelRequested());
    await tick();
    expect(writes.stop).toHaveBeenCalledTimes(1);
    // Still cancelling: the batches in flight have not settled yet.
    writes.channel.put({ type: 'finished', landed: landed(4, 1) });
    const { storeState } = await running;

    expect(order).toEqual(['mark', 'comments', 'purge']);
    expect(storeState.transfer).toMatchObject({ phase: 'cancelled', boardId: null });
  });

  it('on a refused batch deletes what was written and says why in plain words', async () => {
    const { saga, writes } = startImport();
    const running = saga
      .call(boardsService.markBoardDeleting, importer.uid, BOARD)
      .call(boardsService.purgeBoard, BOARD)
      .not.call.fn(importsService.finishImportedBoard)
      .run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    writes.channel.put({
      type: 'refused',
      landed: landed(3, 1),
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    const { storeState } = await running;

    expect(storeState.transfer).toMatchObject({
      phase: 'failed',
      boardId: null,
      error:
        'Importing stopped because the server refused part of the board. What had been written was removed: nothing was kept.',
    });
  });

  it('has nothing to delete when not even the board was written', async () => {
    const { saga, writes } = startImport();
    const running = saga.not.call.fn(boardsService.markBoardDeleting).run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    writes.channel.put({
      type: 'refused',
      landed: landed(0, 0),
      error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    const { storeState } = await running;
    expect(storeState.transfer.phase).toBe('failed');
  });

  it('says where the rest is when the partial board cannot be deleted now', async () => {
    const { saga, writes } = startImport({
      providers: [[matchers.call.fn(boardsService.purgeBoard), throwError(permissionDenied())]],
    });
    const running = saga.run();
    await tick();
    saga.dispatch(importConfirmed());
    await tick();
    writes.channel.put({
      type: 'refused',
      landed: landed(5, 2),
      error: { code: 'resource-exhausted', message: 'Quota' },
    });
    const { storeState } = await running;
    expect(storeState.transfer.error).toBe(
      'Importing stopped because the server is over its limits right now. What had been written is hidden from your boards and will be removed the next time you sign in.',
    );
  });

  it('asks first when the same board was imported before, and imports a copy if told to', async () => {
    const earlier = { ...summaryOf('b9', 'Roadmap'), importedFrom: SOURCE } as BoardSummary;
    const { saga, writes } = startImport({ summaries: [earlier] });
    const running = saga
      .call(importsService.finishImportedBoard, BOARD, 'Roadmap', importActivity)
      .run();
    await tick();
    saga.dispatch(importCopyChosen());
    saga.dispatch(importConfirmed());
    await tick();
    writes.channel.put({ type: 'finished', landed: landed(4, 2) });
    const { storeState } = await running;
    expect(storeState.transfer).toMatchObject({
      phase: 'done',
      duplicateOf: { boardId: 'b9', title: 'Roadmap' },
    });
  });

  it('opens the earlier import instead when asked, writing nothing', async () => {
    const earlier = { ...summaryOf('b9', 'Roadmap'), importedFrom: SOURCE } as BoardSummary;
    const { saga } = startImport({ summaries: [earlier] });
    const running = saga.not.call.fn(createImportWrites).run();
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
