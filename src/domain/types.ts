// The board model as plain, serializable data: what the services hand to sagas and the
// store keeps. Timestamps are epoch milliseconds (null while a server timestamp is pending).
import type { ColorKey } from './palette';

export interface Label {
  id: string;
  /** May be empty: a label can be just a colour, as in Trello. */
  name: string;
  color: ColorKey;
}

export interface Board {
  id: string;
  ownerId: string;
  title: string;
  color: ColorKey;
  labels: Label[];
  cardCount: number;
  /** A delete has started; the board is no longer usable. */
  deleting: boolean;
  createdAt: number | null;
  updatedAt: number | null;
}

/** What the dashboard needs of a board. */
export type BoardSummary = Pick<Board, 'id' | 'title' | 'color' | 'deleting'>;

export interface BoardList {
  id: string;
  title: string;
  rank: string;
  archived: boolean;
}

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

export interface Card {
  id: string;
  listId: string;
  rank: string;
  title: string;
  description: string;
  labelIds: string[];
  /** A day, YYYY-MM-DD, or null. */
  due: string | null;
  checklist: ChecklistItem[];
  archived: boolean;
}

export type BoardFields = Pick<Board, 'title' | 'color' | 'labels'>;
export type ListFields = Omit<BoardList, 'id'>;
export type CardFields = Omit<Card, 'id'>;

/** A change to one document of a live collection, as Firestore's docChanges() reports it. */
export type DocChange<T> =
  { type: 'upsert'; doc: T; pending: boolean } | { type: 'remove'; id: string };
