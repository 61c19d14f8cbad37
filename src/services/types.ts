// Plain data that crosses from the services into sagas and the store: no SDK objects.
import type { Board, BoardCounts, BoardSummary } from '../domain/board';
import type { AssignedCard } from '../domain/myCards';
import type { DocChange } from '../domain/types';
import type { UserRecord } from '../domain/user';

export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export interface SignInResult {
  user: AuthUser;
  isNewUser: boolean;
}

export interface UserRecordSnapshot {
  /** null when the document does not exist (yet). */
  record: UserRecord | null;
  /** True while the data comes from the local cache only (offline or not yet confirmed). */
  fromCache: boolean;
  /** True while it shows local writes the server has not confirmed (absent: false). */
  pending?: boolean;
}

export interface BoardSnapshot {
  board: Board | null;
  pending: boolean;
  fromCache: boolean;
}

/** The open board's counts document (boards/{id}/meta/counts). */
export interface BoardCountsSnapshot {
  /** What the counts document holds; null while it is missing (a board from before). */
  counts: BoardCounts | null;
  fromCache: boolean;
}

/** Every board a person owns, and which of them show local writes the server has not confirmed. */
export interface BoardSummariesSnapshot {
  summaries: BoardSummary[];
  pendingIds: string[];
}

/** One board's cards assigned to the person, and its lists' names once read (My cards). */
export interface AssignedCardsSnapshot {
  cards: AssignedCard[];
  /** The board's list names by id; null until read (only for a board holding such a card). */
  listTitles: Record<string, string> | null;
  fromCache: boolean;
}

export interface CollectionSnapshot<T> {
  changes: DocChange<T>[];
  fromCache: boolean;
  /**
   * Documents of this snapshot that their schema refused, left out of `changes` as removed
   * (absent: none). Passed on so the person can be told that something is hidden.
   */
  malformedIds?: string[];
}

export type Unsubscribe = () => void;

/** A person joining a board, as its `members` map stores them. */
export interface Person {
  uid: string;
  name: string;
  /** Lowercased. */
  email: string;
}
