// Files on cards (docs/attachments.md): the open card's files followed live; uploads checked
// before they start (size, kind, the board's total), sent chunk by chunk with their progress,
// cancellable until the file is made visible, and queued whole when offline (the file then
// waits to upload, across a reload too); deletes (chunks and all, with a warning first: they
// can't be undone); downloads; and the card's cover, an edit like any other (undo, activity).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import {
  call,
  cancel,
  cancelled,
  fork,
  getContext,
  join,
  put,
  race,
  select,
  take,
} from 'redux-saga/effects';
import type { rootReducer as RootReducer, RootState } from '../../app/rootReducer';
import { takeEverySafe } from '../../app/safeSagas';
import type { ActivityDraft, ActivityWrite } from '../../domain/activity';
import {
  checkAttachment,
  chunkCountOf,
  isImageType,
  storedContentType,
  storedName,
  type Attachment,
} from '../../domain/attachment';
import { newId } from '../../domain/ids';
import type { Board, Card } from '../../domain/types';
import { describeLoadError } from '../../messages/errors';
import * as attachmentsService from '../../services/attachments';
import type { Thumbnail } from '../../services/attachments';
import { toServiceError } from '../../services/errors';
import type { CollectionSnapshot, Person } from '../../services/types';
import {
  boardClosed,
  boardOpened,
  selectBoard,
  selectCanEditBoard,
  selectCard,
  selectOpenBoardId,
} from '../board';
import { applyEdit, fieldChange } from '../edits';
import { modalClosed, modalOpened } from '../modal';
import { noticeShown } from '../notices';
import { connectivityChanged, followLive, persist, refused, selectBrowserOnline } from '../sync';
import { selectMe } from '../user';
import { createAttachmentsChannel } from './attachmentsChannel';
import {
  attachmentDeleteRequested,
  attachmentDownloadRequested,
  attachmentRemoved,
  attachmentsFollowStarted,
  attachmentsFollowStopped,
  attachmentsLoadFailed,
  attachmentsRetryRequested,
  attachmentsSlice,
  attachmentsSnapshotReceived,
  attachmentUpserted,
  coverChangeRequested,
  downloadEnded,
  downloadStarted,
  filesAttachRequested,
  uploadCancelRequested,
  uploadEnded,
  uploadProgressed,
  uploadStarted,
  uploadWaiting,
} from './attachmentsSlice';
import { selectAttachment } from './selectors';

const attachmentPath = (boardId: string, cardId: string, id: string) =>
  `boards/${boardId}/cards/${cardId}/attachments/${id}`;

/** The card whose details are open on the open board, or null. */
const selectSubject = (state: RootState): { boardId: string; cardId: string } | null => {
  const boardId = selectOpenBoardId(state);
  const cardId = state.modal.open === 'cardDetails' ? state.modal.subject : null;
  return boardId && cardId ? { boardId, cardId } : null;
};

export function* followAttachments(boardId: string, cardId: string) {
  yield call(followLive<CollectionSnapshot<Attachment>>, {
    subscribe: call(createAttachmentsChannel, boardId, cardId),
    started: attachmentsFollowStarted({ cardId }),
    received: (snapshot) => attachmentsSnapshotReceived({ cardId, changes: snapshot.changes }),
    failed: (error) => attachmentsLoadFailed({ cardId, error: describeLoadError(error, 'files') }),
    retryRequested: attachmentsRetryRequested.type,
  });
}

/** Follows the files of the card whose details are open (one card at a time). */
export function* watchCardAttachments() {
  let following = null as { key: string; task: Task } | null;
  try {
    while (true) {
      const subject: ReturnType<typeof selectSubject> = yield select(selectSubject);
      const key = subject ? `${subject.boardId}/${subject.cardId}` : null;
      if (key !== (following?.key ?? null)) {
        if (following) {
          yield cancel(following.task);
          following = null;
          yield put(attachmentsFollowStopped());
        }
        if (subject && key) {
          const task: Task = yield fork(followAttachments, subject.boardId, subject.cardId);
          following = { key, task };
        }
      }
      yield take([modalOpened.type, modalClosed.type, boardOpened.type, boardClosed.type]);
    }
  } finally {
    if (following) yield put(attachmentsFollowStopped());
  }
}

/** The activity entry of a file added to or deleted from `card`. */
function* fileActivity(
  kind: 'attachmentAdd' | 'attachmentDelete',
  card: Card,
  attachmentId: string,
  name: string,
) {
  const me: Person | null = yield select(selectMe);
  if (!me) return undefined;
  const id: string = yield call(newId);
  const draft: ActivityDraft = {
    authorId: me.uid,
    authorName: me.name,
    kind,
    cardId: card.id,
    listId: card.listId,
    subject: card.title,
    field: null,
    before: null,
    after: null,
    words: { attachmentId, file: name },
    changes: null,
    revertOf: null,
  };
  const entry: ActivityWrite = { id, draft };
  return entry;
}

/** Waits for the server to have a chunk; false when the browser went offline meanwhile. */
function* savedOrOffline(queued: { saved: Promise<void> }) {
  const online: boolean = yield select(selectBrowserOnline);
  if (!online) return false;
  const { offline } = yield race({
    saved: call(attachmentsService.chunkSaved, queued),
    offline: take(
      (action: { type: string; payload?: unknown }) =>
        action.type === connectivityChanged.type && action.payload === false,
    ),
  });
  return !offline;
}

/**
 * One file's upload to `cardId`: checked first (nothing is stored for a file refused here),
 * then its chunks, then the metadata that makes it visible. Cancelled before the metadata, the
 * chunks written are deleted again.
 */
export function* uploadFile(boardId: string, cardId: string, file: File, id: string) {
  try {
    yield call(sendFile, boardId, cardId, file, id);
  } catch (error) {
    // Whatever went wrong, the person hears of it and the other uploads go on.
    yield put(
      noticeShown({
        tone: 'error',
        text: `We couldn’t attach “${file.name}” (${toServiceError(error).message}). Try again.`,
      }),
    );
  }
}

function* sendFile(boardId: string, cardId: string, file: File, id: string) {
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || board.id !== boardId || !card) return;
  const usedBytes: number = yield call(attachmentsService.boardFileBytes, boardId);
  const problem = checkAttachment(file, usedBytes);
  if (problem) {
    yield put(refused(problem));
    return;
  }
  const name = storedName(file.name);
  const contentType = storedContentType(file.type)!;
  const chunkCount = chunkCountOf(file.size);
  yield put(
    uploadStarted({
      id,
      cardId,
      name,
      size: file.size,
      chunkCount,
      chunksSaved: 0,
      phase: 'sending',
    }),
  );
  let queuedChunks = 0;
  let visible = false;
  try {
    const thumbnail: Thumbnail | null = isImageType(contentType)
      ? yield call(attachmentsService.makeThumbnail, file)
      : null;
    let waiting = false;
    for (let n = 0; n < chunkCount; n += 1) {
      const bytes: Uint8Array = yield call(attachmentsService.readChunk, file, n);
      const queued: { saved: Promise<void> } = yield call(
        attachmentsService.queueChunk,
        boardId,
        cardId,
        id,
        n,
        bytes,
      );
      queuedChunks = n + 1;
      if (waiting) continue;
      const saved: boolean = yield call(savedOrOffline, queued);
      if (saved) {
        yield put(uploadProgressed({ id, chunksSaved: n + 1 }));
      } else {
        // Offline: the rest goes into Firestore's queue on the device, in order, at once.
        waiting = true;
        yield put(uploadWaiting({ id }));
      }
    }
    const me: Person | null = yield select(selectMe);
    const activity: ActivityWrite | undefined = yield call(
      fileActivity,
      'attachmentAdd',
      card,
      id,
      name,
    );
    visible = true;
    const saved: boolean = yield call(
      persist,
      call(
        attachmentsService.commitAttachment,
        boardId,
        cardId,
        id,
        {
          name,
          size: file.size,
          contentType,
          uploaderId: me?.uid ?? '',
          uploaderName: me?.name ?? '',
          width: thumbnail?.width ?? null,
          height: thumbnail?.height ?? null,
          thumbnail: thumbnail?.thumbnail ?? null,
          chunkCount,
        },
        activity,
      ),
      {
        what: `attach “${name}”`,
        rollback: [attachmentRemoved({ cardId, attachmentId: id })],
        journal: { path: attachmentPath(boardId, cardId, id), kind: 'create' },
      },
    );
    if (!saved) yield call(forgetChunks, boardId, cardId, id, queuedChunks);
  } catch (error) {
    yield put(
      noticeShown({
        tone: 'error',
        text: `We couldn’t attach “${name}” (${toServiceError(error).message}). Nothing was stored.`,
      }),
    );
    if (!visible) yield call(forgetChunks, boardId, cardId, id, queuedChunks);
  } finally {
    if ((yield cancelled()) as boolean) {
      if (!visible) yield call(forgetChunks, boardId, cardId, id, queuedChunks);
    }
    yield put(uploadEnded({ id }));
  }
}

/** Deletes the chunks of an upload that never became a file; a failure leaves them unseen. */
function* forgetChunks(boardId: string, cardId: string, id: string, count: number) {
  if (count === 0) return;
  try {
    yield call(attachmentsService.deleteChunks, boardId, cardId, id, count);
  } catch {
    // Unreachable bytes: never shown, and deleted with the card or the board.
  }
}

/** Every upload of this tab, each its own task, so one can be cancelled by its id. */
export function* watchUploads() {
  const tasks = new Map<string, Task>();
  yield fork(function* cancelOnRequest() {
    while (true) {
      const action: PayloadAction<{ id: string }> = yield take(uploadCancelRequested.type);
      const task = tasks.get(action.payload.id);
      if (task) yield cancel(task);
    }
  });
  while (true) {
    const action: ReturnType<typeof filesAttachRequested> = yield take(filesAttachRequested.type);
    const { cardId } = action.payload;
    const boardId: string | null = yield select(selectOpenBoardId);
    if (!boardId) continue;
    if (!((yield select(selectCanEditBoard)) as boolean)) {
      yield put(refused('Only the board’s owner and editors can attach files.'));
      continue;
    }
    for (const file of action.meta.arg) {
      const id: string = yield call(newId);
      const task: Task = yield fork(uploadFile, boardId, cardId, file, id);
      tasks.set(id, task);
      // Forgotten once it has ended, whichever way.
      yield fork(function* forget() {
        try {
          yield join(task);
        } finally {
          tasks.delete(id);
        }
      });
    }
  }
}

export function* deleteAttachmentSaga(
  action: PayloadAction<{ cardId: string; attachmentId: string }>,
) {
  const { cardId, attachmentId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  const attachment: ReturnType<typeof selectAttachment> = yield select(
    selectAttachment,
    attachmentId,
  );
  if (!board || !card || !attachment) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused('Only the board’s owner and editors can delete files.'));
    return;
  }
  yield put(attachmentRemoved({ cardId, attachmentId }));
  const clearCover = card.cover?.attachmentId === attachmentId;
  const activity: ActivityWrite | undefined = yield call(
    fileActivity,
    'attachmentDelete',
    card,
    attachmentId,
    attachment.name,
  );
  yield call(
    persist,
    call(attachmentsService.deleteAttachment, board.id, cardId, attachment, clearCover, activity),
    {
      what: `delete “${attachment.name}”`,
      rollback: [attachmentUpserted({ cardId, attachment })],
      journal: { path: attachmentPath(board.id, cardId, attachmentId), kind: 'delete' },
    },
  );
}

export function* downloadAttachmentSaga(
  action: PayloadAction<{ cardId: string; attachmentId: string }>,
) {
  const { cardId, attachmentId } = action.payload;
  const boardId: string | null = yield select(selectOpenBoardId);
  const attachment: ReturnType<typeof selectAttachment> = yield select(
    selectAttachment,
    attachmentId,
  );
  if (!boardId || !attachment) return;
  yield put(downloadStarted({ id: attachmentId }));
  try {
    yield call(attachmentsService.downloadAttachment, boardId, cardId, attachment);
  } catch (error) {
    const offline = toServiceError(error).code === 'unavailable';
    yield put(
      noticeShown({
        tone: 'error',
        text: offline
          ? `“${attachment.name}” can’t be opened offline until it has been opened once online.`
          : `We couldn’t download “${attachment.name}”. Try again.`,
      }),
    );
  } finally {
    yield put(downloadEnded({ id: attachmentId }));
  }
}

/** The cover: the image's thumbnail on the card, so a board shows covers with no extra read. */
export function* changeCoverSaga(
  action: PayloadAction<{ cardId: string; attachmentId: string | null }>,
) {
  const { cardId, attachmentId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || !card) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused('Only the board’s owner and editors can change a card’s cover.'));
    return;
  }
  let cover: Card['cover'] = null;
  let file = '';
  if (attachmentId) {
    const attachment: ReturnType<typeof selectAttachment> = yield select(
      selectAttachment,
      attachmentId,
    );
    if (!attachment?.thumbnail) return;
    cover = { attachmentId, thumbnail: attachment.thumbnail };
    file = attachment.name;
  }
  if (card.cover?.attachmentId === cover?.attachmentId) return; // Already so.
  yield call(applyEdit, {
    boardId: board.id,
    kind: 'cardCover',
    subject: card.title,
    changes: [fieldChange('card', cardId, { cover: card.cover ?? null }, { cover })],
    what: cover ? 'make the cover' : 'remove the cover',
    words: file ? { file } : {},
  });
}

/** The attachments feature, started with the boards' sagas; its slice is injected here. */
export function* attachmentsSaga() {
  const reducer: typeof RootReducer | undefined = yield getContext('rootReducer');
  reducer?.inject(attachmentsSlice);
  yield fork(watchCardAttachments);
  yield fork(watchUploads);
  yield takeEverySafe(attachmentDeleteRequested.type, deleteAttachmentSaga);
  yield takeEverySafe(attachmentDownloadRequested.type, downloadAttachmentSaga);
  yield takeEverySafe(coverChangeRequested.type, changeCoverSaga);
}
