// Why a comment's text is refused, in the reader's language. The domain decides (the server
// shares it, so it says no words); this feature says it.
import { msg } from '@lingui/core/macro';
import { checkCommentText } from '../../domain/comment';
import { LIMITS } from '../../domain/limits';
import { currentLocale, i18n } from '../../i18n';

export type CheckedComment = { ok: true; value: string } | { ok: false; message: string };

/** The comment as it will be stored, or why it can't be. */
export function checkComment(raw: string): CheckedComment {
  const checked = checkCommentText(raw);
  if (checked.ok) return checked;
  const length = raw.trim().length;
  if (length === 0) return { ok: false, message: i18n._(msg`A comment can’t be empty.`) };
  const numbers = new Intl.NumberFormat(currentLocale());
  const limit = numbers.format(LIMITS.commentText);
  const count = numbers.format(length);
  return {
    ok: false,
    message: i18n._(msg`A comment can be at most ${limit} characters (this one has ${count}).`),
  };
}
