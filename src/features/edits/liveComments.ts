// Undo, redo and Revert compare a comment with what it is now. The open card's comments are in
// the store; another card's (a Revert from the feed) are read first, from the server or, offline,
// the cache. One that can't be read stays unknown, and the step leaves it alone.
import { call } from 'redux-saga/effects';
import type { RootState } from '../../app/rootReducer';
import type { Comment } from '../../domain/comment';
import type { FieldChange } from '../../domain/edit';
import * as commentsService from '../../services/comments';

/** `state`, its comments those of the card the step's comments are on, as they are now. */
export function* withLiveComments(state: RootState, boardId: string, changes: FieldChange[]) {
  const wanted = changes.filter(
    (change): change is Extract<FieldChange, { doc: 'comment' }> =>
      change.doc === 'comment' && change.cardId !== state.comments.cardId,
  );
  const [first] = wanted;
  if (!first) return state;
  const byId: Record<string, Comment> = {};
  try {
    for (const change of wanted) {
      const comment: Comment | null = yield call(
        commentsService.readComment,
        boardId,
        change.cardId,
        change.id,
      );
      if (comment) byId[comment.id] = comment;
    }
  } catch {
    return state;
  }
  return { ...state, comments: { ...state.comments, cardId: first.cardId, byId } };
}
