// The boards/{id}/lists/{listId} document: a column of the board.
import { fieldsOf, flag, text } from './fields';

export interface BoardList {
  id: string;
  title: string;
  rank: string;
  archived: boolean;
}

export type ListFields = Omit<BoardList, 'id'>;

export function parseList(id: string, data: unknown): BoardList {
  const stored = fieldsOf(data);
  return {
    id,
    title: text(stored.title),
    rank: text(stored.rank),
    archived: flag(stored.archived),
  };
}
