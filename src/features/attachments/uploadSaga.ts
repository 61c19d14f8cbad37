// Uploads (docs/attachments.md): checked before they start (size, kind, the board's total), sent
// chunk by chunk with their progress, cancellable until the file is made visible, and queued
// whole when offline (Firestore's queue sends the rest when the device is back). The metadata
// that makes the file visible is an edit through the pipeline, with its activity entry; the
// chunks are bytes written before it, not part of the edit.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, cancelled, fork, join, put, race, select, take } from 'redux-saga/effects';
import {
  chunkCountOf,
  isImageType,
  storedContentType,
  storedName,
  type Attachment,
} from '../../domain/attachment';
import { newId } from '../../domain/ids';
import type { Board, Card } from '../../domain/types';
import { i18n } from '../../i18n';
import * as attachmentsService from '../../services/attachments';
import type { Thumbnail } from '../../services/attachments';
import { toServiceError } from '../../services/errors';
import type { Person } from '../../services/types';
import { selectBoard, selectCanEditBoard, selectCard, selectOpenBoardId } from '../board';
import { applyEdit } from '../edits';
import { noticeShown } from '../notices';
import { connectivityChanged, refused, selectBrowserOnline } from '../sync';
import { selectMe } from '../user';
import {
  filesAttachRequested,
  uploadCancelRequested,
  uploadEnded,
  uploadProgressed,
  uploadStarted,
  uploadWaiting,
} from './attachmentsSlice';
import { attachmentProblem } from './fileWords';

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
    const { name } = file;
    const reason = toServiceError(error).message;
    yield put(
      noticeShown({
        tone: 'error',
        text: i18n._(msg`We couldn’t attach “${name}” (${reason}). Try again.`),
      }),
    );
  }
}

function* sendFile(boardId: string, cardId: string, file: File, id: string) {
  const board: Board | null = yield select(selectBoard);
  const card: Card | undefined = yield select(selectCard, cardId);
  if (!board || board.id !== boardId || !card) return;
  const usedBytes: number = yield call(attachmentsService.boardFileBytes, boardId);
  const problem = attachmentProblem(file, usedBytes);
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
    const now: number = yield call(Date.now);
    const attachment: Attachment = {
      id,
      name,
      size: file.size,
      contentType,
      uploaderId: me?.uid ?? '',
      uploaderName: me?.name ?? '',
      createdAt: now,
      width: thumbnail?.width ?? null,
      height: thumbnail?.height ?? null,
      thumbnail: thumbnail?.thumbnail ?? null,
      chunkCount,
    };
    visible = true;
    // Not undoable: a file deleted again would take its bytes with it for good.
    const saved: boolean = yield call(applyEdit, {
      boardId,
      kind: 'attachmentAdd',
      subject: card.title,
      changes: [{ doc: 'attachment', id, cardId, before: null, after: attachment }],
      what: msg`attach “${name}”`,
      undoable: false,
      revertible: false,
    });
    if (!saved) yield call(forgetChunks, boardId, cardId, id, queuedChunks);
  } catch (error) {
    const reason = toServiceError(error).message;
    yield put(
      noticeShown({
        tone: 'error',
        text: i18n._(msg`We couldn’t attach “${name}” (${reason}). Nothing was stored.`),
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
      yield put(refused(i18n._(msg`Only the board’s owner and editors can attach files.`)));
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
