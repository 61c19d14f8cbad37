// The boards/{id}/lists/{listId} document: a column of the board.
import { fieldsOf, flag, text } from './fields';

export interface BoardList {
  id: string;
  title: string;
  rank: string;
  archived: boolean;
  /** A delete has started (its cards go first): hidden everywhere, finished on the next open. */
  deleting?: true;
}

export type ListFields = Omit<BoardList, 'id' | 'deleting'>;

export function parseList(id: string, data: unknown): BoardList {
  const stored = fieldsOf(data);
  return {
    id,
    title: text(stored.title),
    rank: text(stored.rank),
    archived: flag(stored.archived),
    ...(flag(stored.deleting) ? { deleting: true as const } : {}),
  };
}
