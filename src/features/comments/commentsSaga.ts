// The open card's comments: followed live while its details are open, and the person's own
// adds, edits and deletes, each shown at once, then written; a refused write puts the screen
// back, says so, and offers the typed text back (see sync's persist).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import { takeEverySafe } from '../../app/safeSagas';
import type { RootState } from '../../app/rootReducer';
import {
  canDeleteComment,
  canEditComment,
  checkCommentText,
  commentAuthorName,
  type Comment,
} from '../../domain/comment';
import { newId } from '../../domain/ids';
import { LIMITS } from '../../domain/limits';
import type { Board, Card } from '../../domain/types';
import { describeLoadError } from '../../messages/errors';
import * as commentsService from '../../services/comments';
import type { CollectionSnapshot, Person } from '../../services/types';
import type { ActivityWrite as CommentActivity } from '../../domain/activity';
import { describeComment } from '../edits';
import { selectMe } from '../user';
import { withNotifications } from '../notifications';
import { selectUserDisplayName } from '../auth';
import { modalClosed, modalOpened } from '../modal';
import { selectSessionUid } from '../session';
import { followLive, persist, refused } from '../sync';
import { createCommentsChannel } from './commentsChannel';
import {
  commentAddRequested,
  commentDeleteRequested,
  commentEditRequested,
  commentRemoved,
  commentsFollowStarted,
  commentsFollowStopped,
  commentsLoadFailed,
  commentsRetryRequested,
  commentsSnapshotReceived,
  commentTextChanged,
  commentUpserted,
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

const commentPath = (boardId: string, cardId: string, commentId: string) =>
  `boards/${boardId}/cards/${cardId}/comments/${commentId}`;

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

/**
 * The activity entry a comment's write carries (none if the card is not on screen), with the
 * notifications of its batch: the people newly mentioned (`before`: the text it replaces) and
 * the card's watchers (recipients.ts).
 */
function* commentActivity(
  kind: 'commentAdd' | 'commentEdit' | 'commentDelete',
  cardId: string,
  commentId: string,
  text: string,
  before = '',
) {
  const card: Card | undefined = yield select(selectCard, cardId);
  const me: Person | null = yield select(selectMe);
  const board: Board | null = yield select(selectBoard);
  if (!card || !me) return undefined;
  const id: string = yield call(newId);
  const entry = { id, draft: describeComment(kind, card, commentId, text, me) };
  if (!board || kind === 'commentDelete') return entry;
  const comment = { before, after: text };
  return withNotifications({ kind, changes: [], actorId: me.uid, board, card, comment }, entry);
}

export function* addCommentSaga(action: PayloadAction<{ cardId: string; text: string }>) {
  const { cardId, text } = action.payload;
  const checked = checkCommentText(text);
  if (!checked.ok) {
    yield put(refused(checked.message, text));
    return;
  }
  const board: Board | null = yield select(selectBoard);
  const uid: string | null = yield select(selectSessionUid);
  if (!board || !uid) return;
  if (!((yield select(selectCanEditBoard)) as boolean)) {
    yield put(refused('You can read this board’s comments but not write them.', checked.value));
    return;
  }
  const id: string = yield call(newId);
  const now: number = yield call(Date.now);
  const authorName = commentAuthorName((yield select(selectUserDisplayName)) as string);
  const comment: Comment = {
    id,
    authorId: uid,
    authorName,
    text: checked.value,
    createdAt: now,
    updatedAt: now,
    importedAt: null,
  };
  yield put(commentUpserted({ cardId, comment }));
  const activity: CommentActivity | undefined = yield call(
    commentActivity,
    'commentAdd',
    cardId,
    id,
    checked.value,
  );
  // The commenter watches the card from now on, written with the comment (when there is room).
  const card: Card | undefined = yield select(selectCard, cardId);
  const watch =
    !!card && !card.watcherIds.includes(uid) && card.watcherIds.length < LIMITS.watchersPerCard;
  const before = card?.watcherIds ?? [];
  const watching = (watcherIds: string[]) => cardPatched({ id: cardId, patch: { watcherIds } });
  if (watch) yield put(watching([...before, uid]));
  yield call(
    persist,
    call(
      commentsService.addComment,
      board.id,
      cardId,
      id,
      { authorId: uid, authorName, text: checked.value },
      activity,
      watch,
    ),
    {
      what: 'add the comment',
      rollback: [commentRemoved({ cardId, commentId: id }), ...(watch ? [watching(before)] : [])],
      keptText: checked.value,
      journal: { path: commentPath(board.id, cardId, id), kind: 'create' },
    },
  );
}

export function* editCommentSaga(
  action: PayloadAction<{ cardId: string; commentId: string; text: string }>,
) {
  const { cardId, commentId, text } = action.payload;
  const checked = checkCommentText(text);
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
    yield put(refused('Only the person who wrote a comment can edit it.', checked.value));
    return;
  }
  if (comment.text === checked.value) return;
  yield put(commentTextChanged({ cardId, commentId, text: checked.value }));
  const activity: CommentActivity | undefined = yield call(
    commentActivity,
    'commentEdit',
    cardId,
    commentId,
    checked.value,
    comment.text,
  );
  yield call(
    persist,
    call(commentsService.editComment, board.id, cardId, commentId, checked.value, activity),
    {
      what: 'save the comment',
      rollback: [commentTextChanged({ cardId, commentId, text: comment.text })],
      keptText: checked.value,
      journal: { path: commentPath(board.id, cardId, commentId), kind: 'update' },
    },
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
    yield put(refused('Only the person who wrote a comment, or the board’s owner, can delete it.'));
    return;
  }
  yield put(commentRemoved({ cardId, commentId }));
  const activity: CommentActivity | undefined = yield call(
    commentActivity,
    'commentDelete',
    cardId,
    commentId,
    comment.text,
  );
  yield call(persist, call(commentsService.deleteComment, board.id, cardId, commentId, activity), {
    what: 'delete the comment',
    rollback: [commentUpserted({ cardId, comment })],
    journal: { path: commentPath(board.id, cardId, commentId), kind: 'delete' },
  });
}

export function* commentsSaga() {
  yield fork(watchCardComments);
  yield takeEverySafe(commentAddRequested.type, addCommentSaga);
  yield takeEverySafe(commentEditRequested.type, editCommentSaga);
  yield takeEverySafe(commentDeleteRequested.type, deleteCommentSaga);
}
