// The open board's state: its shape and its starting point (openBoardSlice.ts changes it).
import type { DueState } from '../../domain/due';
import type { FieldChange } from '../../domain/edit';
import type { Board, BoardList, Card } from '../../domain/types';
import type { ErrorNotice } from '../../messages/errors';

/**
 * notFound: missing, or not this person's (the rules refuse it): both look the same.
 * deleted: its owner deleted it while it was open here (the server said `deleting`).
 */
type BoardStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'deleted' | 'error';

export type DueFilter = 'any' | Exclude<DueState, 'later'>;

export interface CardFilter {
  text: string;
  labelIds: string[];
  due: DueFilter;
  /** Only the cards assigned to the signed-in person. */
  assignedToMe: boolean;
  /** Custom fields' criteria (issue 32): a dropdown's option id, or true for a ticked checkbox. */
  fields?: Record<string, string | boolean>;
}
export interface BoardState {
  boardId: string | null;
  status: BoardStatus;
  /** Still loading well after it opened while online (openBoardSaga.ts): say so, offer a retry. */
  slow: boolean;
  error: ErrorNotice | null;
  board: Board | null;
  lists: Record<string, BoardList>;
  cards: Record<string, Card>;
  /**
   * Which live sources have delivered their first snapshot. `firstCards`: each open list's
   * first cards (a big board's first step, see openBoardChannel.ts); `cards`: every card.
   */
  loaded: { board: boolean; lists: boolean; firstCards: boolean; cards: boolean };
  /** Lists of which only the first cards are here yet (until every card has arrived). */
  partialListIds: string[];
  /** The last snapshot came from the cache only (offline, or not yet confirmed). */
  fromCache: boolean;
  /** Documents with local changes the server has not confirmed: "board", "list:id", "card:id". */
  pending: Record<string, true>;
  filter: CardFilter;
  /** Showing the archived lists and cards instead of the board. */
  showArchived: boolean;
  /** A description saved over text changed elsewhere while it was edited: both, to choose. */
  descriptionConflict: DescriptionConflict | null;
  /**
   * Each document as the server last confirmed it (snapshots without pending local writes):
   * what a refused write's fields roll back to, so a change another tab made meanwhile stays.
   */
  confirmed: Confirmed;
  /**
   * Edits applied here that the server has not answered yet, field by field. Firestore takes a
   * moment to add a write to its local view, and a snapshot raised in that moment (another
   * write's answer) does not have it yet: each snapshot is followed by these edits again, so an
   * item just added never vanishes, and the next edit is never made from a state without it.
   */
  unsaved: UnsavedEdit[];
}
export interface UnsavedEdit {
  id: string;
  changes: FieldChange[];
}
export interface Confirmed {
  board: Board | null;
  lists: Record<string, BoardList>;
  cards: Record<string, Card>;
}
export const noneConfirmed: Confirmed = { board: null, lists: {}, cards: {} };

export interface DescriptionConflict {
  cardId: string;
  /** What this person saved (nothing written yet). */
  mine: string;
  /** What the card says now, written elsewhere while the editor was open. */
  theirs: string;
}
export const initialCardFilter: CardFilter = {
  text: '',
  labelIds: [],
  due: 'any',
  assignedToMe: false,
};

export const initialBoardState: BoardState = {
  boardId: null,
  status: 'idle',
  slow: false,
  error: null,
  board: null,
  lists: {},
  cards: {},
  loaded: { board: false, lists: false, firstCards: false, cards: false },
  partialListIds: [],
  fromCache: false,
  pending: {},
  filter: initialCardFilter,
  showArchived: false,
  descriptionConflict: null,
  confirmed: noneConfirmed,
  unsaved: [],
};
