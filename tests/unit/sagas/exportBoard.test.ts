// "Export": the board read from the server, built, and saved as a file named for it; the person
// is told how it went in plain words, and nothing is saved when it fails.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { RootState } from '../../../src/app/rootReducer';
import { rootReducer } from '../../../src/app/rootReducer';
import { exportRequested } from '../../../src/features/transfer';
import { buildBoardArchive, cardsCsv, exportFileName } from '../../../src/features/transfer/export';
import {
  exportBoard,
  exportSaga,
  loadExportBuilders,
} from '../../../src/features/transfer/exportSaga';
import { exportOfflineMessage } from '../../../src/messages/exportErrors';
import { saveFile } from '../../../src/services/downloads';
import { CodedError } from '../../../src/services/errors';
import { readBoardContents } from '../../../src/services/exports';
import { permissionDenied } from '../boardFixtures';
import { signedInState } from '../fixtures';
import { EXPORTED_AT, richBoard } from '../transfer/exportFixtures';

const noticesOf = (state: unknown) =>
  (state as RootState).notices.items.map(({ tone, text }) => ({ tone, text }));

const online = signedInState();
const offline: RootState = { ...online, sync: { ...online.sync, online: false } };
const fileName = (format: 'json' | 'csv') =>
  exportFileName('Launch plan', format, new Date(EXPORTED_AT));

describe('exporting a board', () => {
  it('reads the board from the server and saves it as our JSON, named for the board and the day', async () => {
    const contents = richBoard();
    const { storeState } = await expectSaga(
      exportBoard,
      exportRequested({ boardId: 'board-rich', format: 'json' }),
    )
      .withReducer(rootReducer, online)
      .provide([
        [matchers.call.fn(readBoardContents), contents],
        [matchers.call.fn(Date.now), EXPORTED_AT],
        [matchers.call.fn(saveFile), undefined],
      ])
      .call(readBoardContents, 'board-rich')
      .call(
        saveFile,
        fileName('json'),
        'application/json',
        `${JSON.stringify(buildBoardArchive({ ...contents, now: EXPORTED_AT }), null, 2)}\n`,
      )
      .run();
    // "Preparing…" went when the file was saved.
    expect(noticesOf(storeState)).toEqual([
      { tone: 'info', text: `Exported “Launch plan” as ${fileName('json')}.` },
    ]);
  });

  it('saves the cards as CSV', async () => {
    const contents = richBoard();
    const { storeState } = await expectSaga(
      exportBoard,
      exportRequested({ boardId: 'board-rich', format: 'csv' }),
    )
      .withReducer(rootReducer, online)
      .provide([
        [matchers.call.fn(readBoardContents), contents],
        [matchers.call.fn(Date.now), EXPORTED_AT],
        [matchers.call.fn(saveFile), undefined],
      ])
      .call(
        saveFile,
        fileName('csv'),
        'text/csv',
        cardsCsv(buildBoardArchive({ ...contents, now: EXPORTED_AT })),
      )
      .run();
    expect(noticesOf(storeState)).toEqual([
      { tone: 'info', text: `Exported “Launch plan” as ${fileName('csv')}.` },
    ]);
  });

  it('says so when some documents could not be read and were left out', async () => {
    const { storeState } = await expectSaga(
      exportBoard,
      exportRequested({ boardId: 'board-rich', format: 'json' }),
    )
      .withReducer(rootReducer, online)
      .provide([
        [matchers.call.fn(readBoardContents), { ...richBoard(), unreadable: 2 }],
        [matchers.call.fn(Date.now), EXPORTED_AT],
        [matchers.call.fn(saveFile), undefined],
      ])
      .call.fn(saveFile)
      .run();
    expect(noticesOf(storeState)).toEqual([
      { tone: 'info', text: `Exported “Launch plan” as ${fileName('json')}.` },
      {
        tone: 'error',
        text: '2 items of this board could not be read (they were written by another app or by hand) and are not in the file.',
      },
    ]);
  });

  it('refuses offline, without reading anything: a file from the cache could miss cards', async () => {
    const { storeState } = await expectSaga(
      exportBoard,
      exportRequested({ boardId: 'board-rich', format: 'json' }),
    )
      .withReducer(rootReducer, offline)
      .provide([[matchers.call.fn(saveFile), undefined]])
      .not.call.fn(readBoardContents)
      .not.call.fn(saveFile)
      .run();
    expect(noticesOf(storeState)).toEqual([{ tone: 'error', text: exportOfflineMessage }]);
  });

  it.each([
    [
      'the network went meanwhile',
      Object.assign(new Error('offline'), { code: 'unavailable' }),
      exportOfflineMessage,
    ],
    [
      'access was lost',
      permissionDenied(),
      'We couldn’t export this board: you no longer have access to it.',
    ],
    [
      'the board is gone',
      new CodedError('not-found', 'No board.'),
      'We couldn’t export this board: it no longer exists.',
    ],
    ['anything else', new Error('boom'), 'We couldn’t export this board. Try again.'],
  ])('saves nothing and says why when %s', async (_why, error, text) => {
    const { storeState } = await expectSaga(
      exportBoard,
      exportRequested({ boardId: 'board-rich', format: 'csv' }),
    )
      .withReducer(rootReducer, online)
      .provide([
        [matchers.call.fn(readBoardContents), throwError(error)],
        [matchers.call.fn(saveFile), undefined],
      ])
      .not.call.fn(saveFile)
      .run();
    expect(noticesOf(storeState)).toEqual([{ tone: 'error', text }]);
  });

  it('saves nothing and says so when the export’s code cannot be loaded', async () => {
    const { storeState } = await expectSaga(
      exportBoard,
      exportRequested({ boardId: 'board-rich', format: 'json' }),
    )
      .withReducer(rootReducer, online)
      .provide([
        [matchers.call.fn(readBoardContents), richBoard()],
        [
          matchers.call.fn(loadExportBuilders),
          throwError(new CodedError('chunk', 'Loading failed')),
        ],
        [matchers.call.fn(saveFile), undefined],
      ])
      .not.call.fn(saveFile)
      .run();
    expect(noticesOf(storeState)).toEqual([
      {
        tone: 'error',
        text: 'We couldn’t export this board: part of the app didn’t load. Check your connection and try again.',
      },
    ]);
  });

  it('runs one export of a board in a format at a time, and answers a second request meanwhile', async () => {
    let reads = 0;
    const { storeState } = await expectSaga(exportSaga)
      .withReducer(rootReducer, online)
      .provide([
        {
          call(effect, next) {
            if (effect.fn !== readBoardContents) return next();
            reads += 1;
            return new Promise((resolve) => setTimeout(() => resolve(richBoard()), 20));
          },
        },
        [matchers.call.fn(Date.now), EXPORTED_AT],
        [matchers.call.fn(saveFile), undefined],
      ])
      .dispatch(exportRequested({ boardId: 'board-rich', format: 'json' }))
      .dispatch(exportRequested({ boardId: 'board-rich', format: 'json' }))
      .dispatch(exportRequested({ boardId: 'board-rich', format: 'csv' }))
      .silentRun(200);
    expect(reads).toBe(2);
    expect(noticesOf(storeState)).toEqual([
      { tone: 'info', text: 'The JSON export is still being prepared.' },
      { tone: 'info', text: `Exported “Launch plan” as ${fileName('json')}.` },
      { tone: 'info', text: `Exported “Launch plan” as ${fileName('csv')}.` },
    ]);
  });
});
