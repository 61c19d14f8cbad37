// A file's size and why a file can't be attached, in the reader's language. The domain keeps
// the limits and checks (the server shares it, so it says no words); messages/ says them.
import { checkAttachment } from '../../domain/attachment';
import { describeProblem } from '../../messages/problems';

export { fileSize } from '../../messages/fileSize';

/** Why a file can't be attached (said before any upload starts), or null when it can. */
export function attachmentProblem(
  file: { name: string; size: number; type: string },
  boardBytes: number,
): string | null {
  const problem = checkAttachment(file, boardBytes);
  return problem ? describeProblem(problem) : null;
}
