// The open card's comments: followed live while its details are open, and the person's own
// adds, edits and deletes, each an edit through the pipeline (edits/applyEdit.ts: shown at
// once, written with its activity entry and notifications, undoable, revertible from the feed;
// a refused write puts the screen back, says so, and offers the typed text back).
import { msg } from '@lingui/core/macro';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import type { RootState } from '../../app/rootReducer';
import {
  canDeleteComment,
  canEditComment,
  commentAuthorName,
  type Comment,
} from '../../domain/comment';
import type { FieldChange } from '../../domain/edit';
import { newId } from '../../domain/ids';
import { LIMITS } from '../../domain/limits';
import type { Board, Card } from '../../domain/types';
import { i18n } from '../../i18n';
import { describeLoadError, type What } from '../../messages/errors';
import type { CollectionSnapshot, Person } from '../../services/types';
import { applyEdit } from '../edits';
import { selectMe } from '../user';
import { modalClosed, modalOpened } from '../modal';
import { selectSessionUid } from '../session';
import { followLive, refused } from '../sync';
import { createCommentsChannel } from './commentsChannel';
import { checkComment } from './commentWords';
import {
  commentAddRequested,
  commentDeleteRequested,
  commentEditRequested,
  commentsFollowStarted,
  commentsFollowStopped,
  commentsLoadFailed,
  commentsRetryRequested,
  commentsSnapshotReceived,
} from './commentsSlice';
import {
  cardPatched,
  selectBoard,
  selectCanEditBoard,
  selectCard,
  selectIsBoardOwner,
  selectOpenBoardId,
  boardClosed,
  boardOpened,
} from '../board';

/** The card whose details are open on the open board, as "boardId/cardId", or null. */
const selectCommentsSubject = (state: RootState): { boardId: string; cardId: string } | null => {
  const boardId = selectOpenBoardId(state);
  const cardId = state.modal.open === 'cardDetails' ? state.modal.subject : null;
  return boardId && cardId ? { boardId, cardId } : null;
};

const selectComment = (state: RootState, commentId: string): Comment | undefined =>
  state.comments.byId[commentId];

/** Follows one card's comments until cancelled; after a failure, waits for a retry. */
export function* followComments(boardId: string, cardId: string) {
  yield call(followLive<CollectionSnapshot<Comment>>, {
    subscribe: call(createCommentsChannel, boardId, cardId),
    started: commentsFollowStarted({ cardId }),
    received: (snapshot) => commentsSnapshotReceived({ cardId, changes: snapshot.changes }),
    failed: (error) => commentsLoadFailed({ cardId, error: describeLoadError(error, 'comments') }),
    retryRequested: commentsRetryRequested.type,
  });
}

/**
 * Follows the comments of the card whose details are open: started when they open, stopped
 * when they close or show another card, or the board closes. Only one card's at a time.
 */
export function* watchCardComments() {
  let following = null as { key: string; task: Task } | null;
  try {
    while (true) {
      const subject: ReturnType<typeof selectCommentsSubject> = yield select(selectCommentsSubject);
      const key = subject ? `${subject.boardId}/${subject.cardId}` : null;
      if (key !== (following?.key ?? null)) {
        if (following) {
          yield cancel(following.task);
          following = null;
          yield put(commentsFollowStopped());
        }
        if (subject && key) {
          const task: Task = yield fork(followComments, subject.boardId, subject.cardId);
          following = { key, task };
        }
      }
      yield take([modalOpened.type, modalClosed.type, boardOpened.type, boardClosed.type]);
    }
  } finally {
    if (following) yield put(commentsFollowStopped());
  }
}

/** A comment's edit, through the pipeline: shown at once, written with its activity entry. */
function* applyCommentEdit(
  boardId: string,
  cardId: string,
  change: Omit<Extract<FieldChange, { doc: 'comment' }>, 'doc' | 'cardId'>,
  how: { what: What; keptText?: string; undoable?: boolean },
) {
  const card: Card | undefined = yield select(selectCard, cardId);
  const saved: boolean = yield call(applyEdit, {
    boardId,
    // The pipeline names it by what it does (added, edited, deleted).
    kind: 'commentEdit',
    subject: card?.title ?? '',
    changes: [{ doc: 'comment', cardId, ...change }],
    ...how,
  });
  return saved;
}

export function* addCommentSaga(action: PayloadAction<{ cardId: string; text: string }>) {
  const { cardId, text } = action.payload;
  const checked = checkComment(text);
  if (!checked.ok) {
    yield put(refused(checked.message, text));
    return;
  }
  const board: Board | null = yield select(selectBoard);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !uid) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(
      refused(i18n._(msg`You can read this board’s comments but not write them.`), checked.value),
    );
    return;
  }
  const id: string = yield call(newId);
  const now: number = yield call(Date.now);
  // The rules take only the name this person goes by here: their members entry's, else their
  // sign-in's (as the feed's entries are written).
  const me: Person | null = yield select(selectMe);
  const entry = board.members.find((member) => member.uid === uid);
  const authorName = commentAuthorName(entry?.name ?? me?.name ?? '');
  const comment: Comment = {
    id,
    authorId: uid,
    authorName,
    text: checked.value,
    createdAt: now,
    updatedAt: now,
    importedAt: null,
  };
  // The commenter watches the card from now on, written with the comment (when there is room).
  const card: Card | undefined = yield select(selectCard, cardId);
  const watch =
    !!card && !card.watcherIds.includes(uid) && card.watcherIds.length < LIMITS.watchersPerCard;
  const before = card?.watcherIds ?? [];
  const watching = (watcherIds: string[]) => cardPatched({ id: cardId, patch: { watcherIds } });
  if (watch) yield put(watching([...before, uid]));
  const saved: boolean = yield call(
    applyCommentEdit,
    board.id,
    cardId,
    { id, before: null, after: comment, ...(watch ? { watch } : {}) },
    { what: msg`add the comment`, keptText: checked.value },
  );
  if (!saved && watch) yield put(watching(before));
}

export function* editCommentSaga(
  action: PayloadAction<{ cardId: string; commentId: string; text: string }>,
) {
  const { cardId, commentId, text } = action.payload;
  const checked = checkComment(text);
  if (!checked.ok) {
    yield put(refused(checked.message, text));
    return;
  }
  const board: Board | null = yield select(selectBoard);
  const comment: Comment | undefined = yield select(selectComment, commentId);
  if (!board || !comment) return;
  const uid: string | null = yield select(selectSessionUid);
  const canEditBoard: boolean = yield select(selectCanEditBoard);
  if (!canEditComment(comment, uid, canEditBoard)) {
    yield put(
      refused(i18n._(msg`Only the person who wrote a comment can edit it.`), checked.value),
    );
    return;
  }
  if (comment.text === checked.value) return;
  yield call(
    applyCommentEdit,
    board.id,
    cardId,
    { id: commentId, before: comment, after: { ...comment, text: checked.value } },
    { what: msg`save the comment`, keptText: checked.value },
  );
}

export function* deleteCommentSaga(action: PayloadAction<{ cardId: string; commentId: string }>) {
  const { cardId, commentId } = action.payload;
  const board: Board | null = yield select(selectBoard);
  const comment: Comment | undefined = yield select(selectComment, commentId);
  if (!board || !comment) return;
  const uid: string | null = yield select(selectSessionUid);
  const canEditBoard: boolean = yield select(selectCanEditBoard);
  const isOwner: boolean = yield select(selectIsBoardOwner);
  if (!canDeleteComment(comment, uid, canEditBoard, isOwner)) {
    yield put(
      refused(
        i18n._(msg`Only the person who wrote a comment, or the board’s owner, can delete it.`),
      ),
    );
    return;
  }
  yield call(
    applyCommentEdit,
    board.id,
    cardId,
    { id: commentId, before: comment, after: null },
    // Only its author can write it again (the rules): the owner's delete of another's is final.
    { what: msg`delete the comment`, undoable: comment.authorId === uid },
  );
}

export function* commentsSaga() {
  yield fork(watchCardComments);
  yield takeEverySafe(commentAddRequested.type, addCommentSaga);
  yield takeEverySafe(commentEditRequested.type, editCommentSaga);
  yield takeEverySafe(commentDeleteRequested.type, deleteCommentSaga);
}
