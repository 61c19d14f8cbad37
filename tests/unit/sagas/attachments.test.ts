// Files on cards (issue 24): an upload is checked before it starts, sends its chunks with
// progress, can be cancelled (its chunks deleted again), queues whole when offline, and a
// refusal or failure says so and leaves nothing visible. The metadata, deletes and covers are
// edits through the pipeline (the chunks are written before, outside it).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { ATTACHMENT_LIMITS } from '../../../src/domain/attachment';
import { newId } from '../../../src/domain/ids';
import {
  attachmentsSlice,
  filesAttachRequested,
  uploadCancelRequested,
  attachmentDeleteRequested,
  coverChangeRequested,
  type ShownAttachment,
} from '../../../src/features/attachments/attachmentsSlice';
import {
  changeCoverSaga,
  deleteAttachmentSaga,
} from '../../../src/features/attachments/fileEditsSaga';
import { uploadFile, watchUploads } from '../../../src/features/attachments/uploadSaga';
import * as attachmentsService from '../../../src/services/attachments';
import * as editsService from '../../../src/services/edits';
import { existsOnServer } from '../../../src/services/pendingWrites';
import { BOARD_ID, boardScene, permissionDenied, trackedReducer } from '../boardFixtures';

rootReducer.inject(attachmentsSlice);

const CHUNK = ATTACHMENT_LIMITS.chunkBytes;

/** A File of `size` bytes (jsdom's File holds them). */
const fileOf = (name: string, size: number, type = 'text/plain') =>
  new File([new Uint8Array(size)], name, { type });

function scene({ online = true } = {}): RootState {
  const { state } = boardScene();
  const withDetails: RootState = {
    ...state,
    modal: { open: 'cardDetails', subject: 'c1' },
    sync: { ...state.sync, online },
  };
  return rootReducer(withDetails, { type: '@@test/init' });
}

let calls: Record<string, unknown[][]> = {};
beforeEach(() => {
  calls = {};
});
const noted = (name: string, result?: unknown) =>
  dynamic(({ args }: { args: unknown[] }) => {
    (calls[name] ??= []).push(args);
    return result;
  });

const saved = { saved: Promise.resolve() };
const never = { saved: new Promise<void>(() => {}) };

const uploadProviders = (queued = saved) => [
  [matchers.call.fn(attachmentsService.boardFileBytes), 1_000],
  [matchers.call.fn(attachmentsService.readChunk), new Uint8Array(1)],
  [matchers.call.fn(attachmentsService.queueChunk), noted('queue', queued)],
  [matchers.call.fn(editsService.commitEdit), noted('commit')],
  [matchers.call.fn(attachmentsService.deleteChunks), noted('deleteChunks')],
  [matchers.call.fn(attachmentsService.makeThumbnail), null],
];

describe('uploading a file', () => {
  it('sends its chunks with progress, then the metadata with its activity entry', async () => {
    const file = fileOf('spec.txt', CHUNK + 5);
    const result = await expectSaga(uploadFile, BOARD_ID, 'c1', file, 'f1')
      .withReducer(rootReducer, scene())
      .provide(uploadProviders() as never)
      .put.like({
        action: { type: 'attachments/uploadProgressed', payload: { id: 'f1', chunksSaved: 1 } },
      })
      .put.like({
        action: { type: 'attachments/uploadProgressed', payload: { id: 'f1', chunksSaved: 2 } },
      })
      .run();
    expect(calls.queue?.map((args) => args.slice(0, 4))).toEqual([
      [BOARD_ID, 'c1', 'f1', 0],
      [BOARD_ID, 'c1', 'f1', 1],
    ]);
    // The metadata is an edit through the pipeline: one batch with its activity entry.
    const [commit] = calls.commit ?? [];
    expect(commit?.slice(0, 2)).toEqual([
      BOARD_ID,
      [
        {
          doc: 'attachment',
          id: 'f1',
          cardId: 'c1',
          before: null,
          after: expect.objectContaining({
            id: 'f1',
            name: 'spec.txt',
            size: CHUNK + 5,
            contentType: 'text/plain',
            chunkCount: 2,
            thumbnail: null,
          }),
        },
      ],
    ]);
    expect(commit?.[2]).toEqual({
      id: expect.any(String),
      draft: expect.objectContaining({
        kind: 'attachmentAdd',
        cardId: 'c1',
        words: { attachmentId: 'f1', file: 'spec.txt' },
        // A file's bytes can't be brought back: no Revert, and no undo step.
        changes: null,
      }),
    });
    expect((result.storeState as RootState).history.past).toEqual([]);
    const after = result.storeState as RootState;
    expect(after.attachments?.uploads).toEqual({});
    expect(after.notices.items).toEqual([]);
    expect(calls.deleteChunks).toBeUndefined();
  });

  it('refuses a file over 10 MB before anything is stored, saying so', async () => {
    const result = await expectSaga(
      uploadFile,
      BOARD_ID,
      'c1',
      fileOf('huge.bin', 11 * 1024 * 1024, 'application/octet-stream'),
      'f1',
    )
      .withReducer(rootReducer, scene())
      .provide(uploadProviders() as never)
      .run();
    const after = result.storeState as RootState;
    expect(after.notices.items).toEqual([
      expect.objectContaining({ tone: 'error', text: '“huge.bin” is larger than 10 MB.' }),
    ]);
    expect(calls.queue).toBeUndefined();
    expect(calls.commit).toBeUndefined();
    expect(after.attachments?.uploads).toEqual({});
  });

  it('refuses a file that would take the board past 200 MB, and a kind not allowed', async () => {
    for (const [file, used, words] of [
      [fileOf('a.txt', 2_000), ATTACHMENT_LIMITS.boardBytes - 1_000, 'doesn’t fit'],
      [fileOf('page.html', 10, 'text/html'), 0, 'can’t be attached'],
    ] as const) {
      calls = {};
      const result = await expectSaga(uploadFile, BOARD_ID, 'c1', file, 'f1')
        .withReducer(rootReducer, scene())
        .provide([
          [matchers.call.fn(attachmentsService.boardFileBytes), used],
          ...(uploadProviders().slice(1) as never[]),
        ])
        .run();
      expect((result.storeState as RootState).notices.items).toEqual([
        expect.objectContaining({ tone: 'error', text: expect.stringContaining(words) }),
      ]);
      expect(calls.queue).toBeUndefined();
    }
  });

  it('offline: queues every chunk and the metadata at once, and shows it waiting', async () => {
    const tracked = trackedReducer(scene({ online: false }));
    let whenCommitted: unknown;
    await expectSaga(uploadFile, BOARD_ID, 'c1', fileOf('spec.txt', 3 * CHUNK), 'f1')
      .withReducer(tracked.reducer, tracked.initial)
      .provide([
        // The server does not answer while offline: the metadata's write waits too.
        [
          matchers.call.fn(editsService.commitEdit),
          dynamic(() => {
            whenCommitted = tracked.now().attachments?.uploads.f1;
            return new Promise(() => {});
          }),
        ],
        ...(uploadProviders(never) as never[]),
      ])
      .put.like({ action: { type: 'attachments/uploadWaiting', payload: { id: 'f1' } } })
      .silentRun(50);
    expect(calls.queue).toHaveLength(3);
    expect(whenCommitted).toEqual(expect.objectContaining({ phase: 'waiting', chunksSaved: 0 }));
    expect(calls.deleteChunks).toBeUndefined();
    expect(tracked.now().notices.items).toEqual([]);
  });

  it('refused by the server: nothing visible stays, the person is told, the chunks go', async () => {
    const result = await expectSaga(uploadFile, BOARD_ID, 'c1', fileOf('spec.txt', 10), 'f1')
      .withReducer(rootReducer, scene())
      .provide([
        [matchers.call.fn(editsService.commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), false],
        ...(uploadProviders() as never[]),
      ])
      .run();
    const after = result.storeState as RootState;
    expect(after.notices.items).toEqual([
      expect.objectContaining({
        tone: 'error',
        text: expect.stringContaining('attach “spec.txt”'),
      }),
    ]);
    expect(calls.deleteChunks).toEqual([[BOARD_ID, 'c1', 'f1', 1]]);
    expect(after.attachments?.uploads).toEqual({});
    expect(after.attachments?.byId).toEqual({});
  });

  it('a failure reading the file: says nothing was stored and deletes the chunks sent', async () => {
    let reads = 0;
    const result = await expectSaga(uploadFile, BOARD_ID, 'c1', fileOf('spec.txt', 2 * CHUNK), 'f1')
      .withReducer(rootReducer, scene())
      .provide([
        [
          matchers.call.fn(attachmentsService.readChunk),
          dynamic(() => {
            reads += 1;
            if (reads === 2) throw new Error('The file could not be read');
            return new Uint8Array(1);
          }),
        ],
        ...(uploadProviders() as never[]),
      ])
      .run();
    const after = result.storeState as RootState;
    expect(after.notices.items).toEqual([
      expect.objectContaining({ text: expect.stringContaining('Nothing was stored') }),
    ]);
    expect(calls.commit).toBeUndefined();
    expect(calls.deleteChunks).toEqual([[BOARD_ID, 'c1', 'f1', 1]]);
  });
});

describe('cancelling an upload', () => {
  it('stops before the metadata, deletes the chunks sent, and the row goes', async () => {
    const result = await expectSaga(watchUploads)
      .withReducer(rootReducer, scene())
      .provide([[matchers.call.fn(newId), 'f1'], ...(uploadProviders(never) as never[])])
      .dispatch(filesAttachRequested('c1', [fileOf('big.txt', 3 * CHUNK)]))
      .delay(20)
      .dispatch(uploadCancelRequested({ id: 'f1' }))
      .silentRun(60);
    expect(calls.queue).toHaveLength(1);
    expect(calls.commit).toBeUndefined();
    expect(calls.deleteChunks).toEqual([[BOARD_ID, 'c1', 'f1', 1]]);
    expect((result.storeState as RootState).attachments?.uploads).toEqual({});
  });
});

const stored: ShownAttachment = {
  id: 'f1',
  name: 'plan.png',
  size: 2_048,
  contentType: 'image/png',
  uploaderId: 'ada-uid',
  uploaderName: 'Ada',
  createdAt: 1,
  width: 10,
  height: 10,
  thumbnail: 'data:image/jpeg;base64,AAAA',
  chunkCount: 1,
  pending: false,
};

function withFile(state: RootState, cover = false): RootState {
  const card = state.board.cards.c1!;
  return {
    ...state,
    board: {
      ...state.board,
      cards: {
        ...state.board.cards,
        c1: cover ? { ...card, cover: { attachmentId: 'f1', thumbnail: stored.thumbnail! } } : card,
      },
    },
    attachments: { ...state.attachments!, cardId: 'c1', status: 'ready', byId: { f1: stored } },
  };
}

describe('deleting a file', () => {
  it('takes it off at once and deletes chunks, metadata and the cover it was', async () => {
    const result = await expectSaga(
      deleteAttachmentSaga,
      attachmentDeleteRequested({ cardId: 'c1', attachmentId: 'f1' }),
    )
      .withReducer(rootReducer, withFile(scene(), true))
      .provide([[matchers.call.fn(editsService.commitEdit), noted('delete')]])
      .run();
    const [args] = calls.delete ?? [];
    const asStored: Partial<ShownAttachment> = { ...stored };
    delete asStored.pending;
    expect(args?.slice(0, 2)).toEqual([
      BOARD_ID,
      [
        { doc: 'attachment', id: 'f1', cardId: 'c1', before: asStored, after: null },
        {
          doc: 'card',
          id: 'c1',
          before: { cover: { attachmentId: 'f1', thumbnail: stored.thumbnail } },
          after: { cover: null },
        },
      ],
    ]);
    expect(args?.[2]).toEqual(
      expect.objectContaining({
        draft: expect.objectContaining({
          kind: 'attachmentDelete',
          cardId: 'c1',
          words: { attachmentId: 'f1', file: 'plan.png', list: 'To do' },
          changes: null,
        }),
      }),
    );
    const after = result.storeState as RootState;
    expect(after.attachments?.byId).toEqual({});
    expect(after.board.cards.c1?.cover).toBeNull();
    expect(after.history.past).toEqual([]);
  });

  it('refused: the file is back and the person is told', async () => {
    const result = await expectSaga(
      deleteAttachmentSaga,
      attachmentDeleteRequested({ cardId: 'c1', attachmentId: 'f1' }),
    )
      .withReducer(rootReducer, withFile(scene(), true))
      .provide([
        [matchers.call.fn(editsService.commitEdit), throwError(permissionDenied())],
        [matchers.call.fn(existsOnServer), true],
      ])
      .run();
    const after = result.storeState as RootState;
    expect(after.attachments?.byId).toEqual({ f1: stored });
    expect(after.board.cards.c1?.cover).toEqual({
      attachmentId: 'f1',
      thumbnail: stored.thumbnail,
    });
    expect(after.notices.items).toEqual([
      expect.objectContaining({ text: expect.stringContaining('delete “plan.png”') }),
    ]);
  });
});

describe('the cover', () => {
  it('is an edit of the card: its thumbnail on the card, at once, with its activity entry', async () => {
    const result = await expectSaga(
      changeCoverSaga,
      coverChangeRequested({ cardId: 'c1', attachmentId: 'f1' }),
    )
      .withReducer(rootReducer, withFile(scene()))
      .provide([[matchers.call.fn(editsService.commitEdit), noted('edit')]])
      .run();
    const [args] = calls.edit ?? [];
    expect(args?.[1]).toEqual([
      {
        doc: 'card',
        id: 'c1',
        before: { cover: null },
        after: { cover: { attachmentId: 'f1', thumbnail: stored.thumbnail } },
      },
    ]);
    expect(args?.[2]).toEqual(
      expect.objectContaining({
        draft: expect.objectContaining({
          kind: 'cardCover',
          words: expect.objectContaining({ file: 'plan.png' }),
        }),
      }),
    );
    expect((result.storeState as RootState).board.cards.c1?.cover).toEqual({
      attachmentId: 'f1',
      thumbnail: stored.thumbnail,
    });
  });

  it('Remove cover takes it off the card', async () => {
    const result = await expectSaga(
      changeCoverSaga,
      coverChangeRequested({ cardId: 'c1', attachmentId: null }),
    )
      .withReducer(rootReducer, withFile(scene(), true))
      .provide([[matchers.call.fn(editsService.commitEdit), noted('edit')]])
      .run();
    expect((result.storeState as RootState).board.cards.c1?.cover).toBeNull();
    expect(calls.edit).toHaveLength(1);
  });
});
