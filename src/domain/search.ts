// A card as Search indexes and finds it (src/features/search, docs/search.md).

import type { Board } from './board';
import type { Card } from './card';
import type { BoardList } from './list';

/** One card as the index holds it: the words it is found by, and what a result shows. */
export interface SearchDocument {
  /** `${boardId}/${cardId}`: card ids are unique within a board only. */
  id: string;
  boardId: string;
  cardId: string;
  title: string;
  description: string;
  /** The card's comments' text, one after the other (those this device holds). */
  comments: string;
  /** The names of the card's labels. */
  labels: string;
  /** The names of the card's assignees. */
  assignees: string;
  boardTitle: string;
  listTitle: string;
  /** A template card (issue 32 §2): found like any card, shown with its badge. */
  template?: boolean;
}

export type SearchedField = 'title' | 'description' | 'comments' | 'labels' | 'assignees';

/** A card found: what the result names, and where its words matched. */
export interface SearchHit {
  boardId: string;
  cardId: string;
  title: string;
  boardTitle: string;
  listTitle: string;
  template?: boolean;
  matchedIn: SearchedField[];
}

/** What Search reads of one board (each part null until it has arrived). */
export interface SearchableBoard {
  board: Board | null;
  lists: BoardList[] | null;
  cards: Card[] | null;
}

/** A comment this device holds, with the card it is on. */
export interface CachedComment {
  boardId: string;
  cardId: string;
  text: string;
}
