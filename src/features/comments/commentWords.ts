// Why a comment's text is refused, in the reader's language. The domain decides (the server
// shares it, so it says no words); messages/problems.ts says it.
import { checkCommentText } from '../../domain/comment';
import { worded, type WordedCheck } from '../../messages/problems';

export type CheckedComment = WordedCheck;

/** The comment as it will be stored, or why it can't be. */
export const checkComment = (raw: string): CheckedComment => worded(checkCommentText(raw));
