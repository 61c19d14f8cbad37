// The boards/{id}/lists/{listId} document: a column of the board.
import { fieldsOf, flag, text } from './fields';
import { isRank } from './ordering';
import { isWipLimit } from './wipLimit';

export interface BoardList {
  id: string;
  title: string;
  rank: string;
  archived: boolean;
  /** The work-in-progress limit (domain/wipLimit.ts): absent or null for none. */
  wipLimit?: number | null;
  /** Over the limit, a move or add into the list is refused (not only marked). */
  wipStrict?: boolean;
  /** A delete has started (its cards go first): hidden everywhere, finished on the next open. */
  deleting?: true;
}

export type ListFields = Omit<BoardList, 'id' | 'deleting'>;

/**
 * The list, or null when it cannot be placed on the board: a rank the ordering library cannot
 * read would make every later move on the board throw. The services skip such a document.
 */
export function parseList(id: string, data: unknown): BoardList | null {
  const stored = fieldsOf(data);
  if (!isRank(stored.rank)) return null;
  return {
    id,
    title: text(stored.title),
    rank: text(stored.rank),
    archived: flag(stored.archived),
    ...(isWipLimit(stored.wipLimit) ? { wipLimit: stored.wipLimit } : {}),
    ...(flag(stored.wipStrict) ? { wipStrict: true } : {}),
    ...(flag(stored.deleting) ? { deleting: true as const } : {}),
  };
}
