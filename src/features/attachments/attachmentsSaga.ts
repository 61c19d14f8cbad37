// Files on cards (docs/attachments.md): the open card's files followed live, downloads, and
// the feature's watchers. Uploads are uploadSaga.ts's; a file's delete and the card's cover,
// edits through the pipeline, fileEditsSaga.ts's.
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { rootReducer as RootReducer, RootState } from '../../app/rootReducer';
import { takeEverySafe } from '../../app/safeSagas';
import type { Attachment } from '../../domain/attachment';
import { i18n } from '../../i18n';
import { describeLoadError } from '../../messages/errors';
import * as attachmentsService from '../../services/attachments';
import { toServiceError } from '../../services/errors';
import type { CollectionSnapshot } from '../../services/types';
import { boardClosed, boardOpened, selectOpenBoardId } from '../board';
import { modalClosed, modalOpened } from '../modal';
import { noticeShown } from '../notices';
import { followLive } from '../sync';
import { createAttachmentsChannel } from './attachmentsChannel';
import {
  attachmentDeleteRequested,
  attachmentDownloadRequested,
  attachmentsFollowStarted,
  attachmentsFollowStopped,
  attachmentsLoadFailed,
  attachmentsRetryRequested,
  attachmentsSlice,
  attachmentsSnapshotReceived,
  coverChangeRequested,
  downloadEnded,
  downloadStarted,
} from './attachmentsSlice';
import { changeCoverSaga, deleteAttachmentSaga } from './fileEditsSaga';
import { selectAttachment } from './selectors';
import { watchUploads } from './uploadSaga';

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
    const { name } = attachment;
    yield put(
      noticeShown({
        tone: 'error',
        text: offline
          ? i18n._(msg`“${name}” can’t be opened offline until it has been opened once online.`)
          : i18n._(msg`We couldn’t download “${name}”. Try again.`),
      }),
    );
  } finally {
    yield put(downloadEnded({ id: attachmentId }));
  }
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
