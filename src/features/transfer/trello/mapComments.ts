// Comments are actions of type "commentCard" in the board's history (newest first in the file),
// grouped here by card, oldest first.
import type { ArchiveComment } from '../../../domain/boardArchive';
import type { TrelloAction } from './types';

export const UNKNOWN_AUTHOR = 'Trello user';

/**
 * When the comment was written, as ISO 8601. A missing date falls back on the action's id:
 * Trello ids are MongoDB ObjectIds, whose first 8 hex digits are the creation time in seconds.
 */
function writtenAt(action: TrelloAction): string | null {
  const time = Date.parse(action.date);
  if (!Number.isNaN(time)) return new Date(time).toISOString();
  if (/^[0-9a-f]{24}$/i.test(action.id)) {
    return new Date(parseInt(action.id.slice(0, 8), 16) * 1000).toISOString();
  }
  return null;
}

export interface MappedComments {
  byCard: Map<string, ArchiveComment[]>;
  /** Comments whose card isn't among the cards brought over. */
  orphans: number;
  /** Comments with no date to be read, left out. */
  undated: number;
}

export function mapComments(actions: TrelloAction[], cardIds: ReadonlySet<string>): MappedComments {
  const byCard = new Map<string, ArchiveComment[]>();
  let orphans = 0;
  let undated = 0;
  // Oldest first: reversed, the file's newest-first order breaks ties between equal dates.
  const dated = actions
    .slice()
    .reverse()
    .map((action) => ({ action, createdAt: writtenAt(action) }));
  dated.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  for (const { action, createdAt } of dated) {
    const cardId = action.data.card.id;
    if (!cardIds.has(cardId)) {
      orphans += 1;
      continue;
    }
    if (createdAt === null) {
      undated += 1;
      continue;
    }
    const author =
      action.memberCreator.fullName.trim() ||
      action.memberCreator.username.trim() ||
      UNKNOWN_AUTHOR;
    const comment = { authorName: author, createdAt, text: action.data.text };
    const comments = byCard.get(cardId);
    if (comments) comments.push(comment);
    else byCard.set(cardId, [comment]);
  }
  return { byCard, orphans, undated };
}
