// The boards/{boardId}/cards/{cardId}/comments/{commentId} document: what a member said about
// a card, shown as plain text, newest first (docs/data-model.md).
import { fieldsOf, millis, text } from './fields';
import { LIMITS } from './limits';
import type { Checked } from './problems';

export interface Comment {
  id: string;
  authorId: string;
  /** The author's name when they wrote it (it does not follow later renames). */
  authorName: string;
  text: string;
  /** Epoch milliseconds; the local estimate while the server time is pending. */
  createdAt: number | null;
  updatedAt: number | null;
  /**
   * An imported comment (a Trello export's, our own export's): when the original was written,
   * epoch milliseconds. Its createdAt is when the import wrote it. Null for one written here.
   */
  importedAt: number | null;
}

/** What a new comment stores besides the server's timestamps. */
export type CommentFields = Pick<Comment, 'authorId' | 'authorName' | 'text'>;

/** What an imported comment stores: authorId is the importer's, authorName the original's. */
export type ImportedCommentFields = CommentFields & { importedAt: number };

/** The comment, or null when it has no author or no text (nothing a person could read). */
export function parseComment(id: string, data: unknown): Comment | null {
  const stored = fieldsOf(data);
  if (typeof stored.authorId !== 'string' || typeof stored.text !== 'string') return null;
  return {
    id,
    authorId: stored.authorId,
    authorName: text(stored.authorName),
    text: stored.text,
    createdAt: millis(stored.createdAt),
    updatedAt: millis(stored.updatedAt),
    importedAt: millis(stored.importedAt),
  };
}

/**
 * Refuses a blank or too long comment. Surrounding blank lines go; the text's own line breaks
 * stay, since people write paragraphs and lists.
 */
export function checkCommentText(raw: string): Checked {
  const value = raw.trim();
  if (value.length === 0) return { ok: false, problem: { code: 'commentEmpty' } };
  if (value.length > LIMITS.commentText) {
    return {
      ok: false,
      problem: { code: 'commentTooLong', max: LIMITS.commentText, length: value.length },
    };
  }
  return { ok: true, value };
}

/** The author's name as stored: the rules keep it to the limit members' names have. */
export const commentAuthorName = (name: string) => name.slice(0, LIMITS.commentAuthorName);

/** When the comment was written: the original's time for an imported one, else its own. */
export const writtenAt = (comment: Comment) => comment.importedAt ?? comment.createdAt;

/**
 * Newest first by when written (an imported comment by its original time, among the others as
 * it was in its first home); one still waiting for its server time is the newest. Ties by id,
 * for a stable order.
 */
export const compareNewestFirst = (a: Comment, b: Comment) =>
  (writtenAt(b) ?? Infinity) - (writtenAt(a) ?? Infinity) || a.id.localeCompare(b.id);

/** Who may change a comment: its author edits; its author or the board's owner deletes. */
export const canEditComment = (comment: Comment, uid: string | null, canEditBoard: boolean) =>
  canEditBoard && uid !== null && comment.authorId === uid;

export const canDeleteComment = (
  comment: Comment,
  uid: string | null,
  canEditBoard: boolean,
  isOwner: boolean,
) => canEditBoard && uid !== null && (comment.authorId === uid || isOwner);
