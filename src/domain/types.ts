// The board model as plain, serializable data: what the services hand to sagas and the store
// keeps. Each document's schema lives in its own module (user, board, list, card); this is
// their common entry. Timestamps are epoch milliseconds (null while a server timestamp is pending).
export type { UserRecord } from './user';
export type { Board, BoardFields, BoardSummary, Label } from './board';
export type { BoardList, ListFields } from './list';
export type { Card, CardDetailsPatch, CardFields, ChecklistItem } from './card';

/** A change to one document of a live collection, as Firestore's docChanges() reports it. */
export type DocChange<T> =
  { type: 'upsert'; doc: T; pending: boolean } | { type: 'remove'; id: string };
