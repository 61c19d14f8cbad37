// The open board's undo and redo stacks, for this tab only and in memory only: plain data, so
// Redux DevTools shows and time-travels them. Only this tab's own edits are recorded (by the
// edit sagas, after applying them); snapshots from elsewhere never are.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Board, BoardList, Card } from '../../../domain/types';
import { sessionEnded } from '../../session';
import { boardAccessLost, boardClosed, boardOpened } from '../openBoardSlice';

/** One document's fields (or, for a card added or deleted, all of it) before and after the step. */
export type FieldChange =
  | { doc: 'card'; id: string; before: Partial<Card>; after: Partial<Card> }
  | { doc: 'list'; id: string; before: Partial<BoardList>; after: Partial<BoardList> }
  | { doc: 'board'; id: string; before: Partial<Board>; after: Partial<Board> }
  /** A card added (before: null) or deleted (after: null): the whole card, as it was. */
  | { doc: 'cardPresence'; id: string; before: Card | null; after: Card | null }
  /**
   * A list deleted with its cards (after: null), as one step: undo brings the list back and
   * each card as it was; redo deletes them again only if none of it changed meanwhile.
   */
  | { doc: 'listWithCards'; id: string; before: ListWithCards | null; after: ListWithCards | null }
  /** A list added (before: null): taken back only while it is unchanged and has no cards. */
  | { doc: 'listPresence'; id: string; before: BoardList | null; after: BoardList | null }
  /**
   * One id in a card's labelIds or assigneeIds (written by arrayUnion / arrayRemove): there
   * (true) or not. Undo adds or removes that id only, so others added or removed elsewhere stay.
   */
  | {
      doc: 'cardIds';
      id: string;
      field: 'labelIds' | 'assigneeIds';
      item: string;
      before: boolean;
      after: boolean;
    }
  /**
   * One entry of a keyed list (a card's checklist: `id` is the card; the board's labels: `id`
   * is the board), as stored without its id: the changed fields, or, for an entry added
   * (before: null) or deleted (after: null), all of it with its rank.
   */
  | {
      doc: 'item';
      id: string;
      field: 'checklist' | 'labels';
      item: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };

export interface ListWithCards {
  list: BoardList;
  /** Every card of the list, archived ones too, in rank order. */
  cards: Card[];
}

/** One step (one gesture): what it was, for the buttons and notices, and what it changed. */
export interface HistoryEntry {
  id: string;
  kind: EditKind;
  /** "move of ‘Write brief’": read after "Undo", "Redo", "Undone:". */
  label: string;
  /** The card, list or board's name, for "Not undone: ‘Write brief’ was changed elsewhere". */
  subject: string;
  changes: FieldChange[];
}

export type EditKind =
  | 'cardAdd'
  | 'cardDelete'
  | 'cardRename'
  | 'cardMove'
  | 'cardArchive'
  | 'cardRestore'
  | 'cardDescription'
  | 'cardDue'
  | 'cardDueDone'
  | 'cardDueUndone'
  | 'cardLabels'
  | 'cardAssign'
  | 'cardUnassign'
  | 'checklistAdd'
  | 'checklistRename'
  | 'checklistTick'
  | 'checklistUntick'
  | 'checklistMove'
  | 'checklistDelete'
  | 'listAdd'
  | 'listDelete'
  | 'listRename'
  | 'listMove'
  | 'listArchive'
  | 'listRestore'
  | 'boardRename'
  | 'boardRecolor'
  | 'labelAdd'
  | 'labelChange'
  | 'labelDelete';

/** The issue asks for at least 100 steps; older ones fall off the bottom. */
export const HISTORY_LIMIT = 100;

interface HistoryState {
  /** The board these steps belong to: a step is never applied to another board. */
  boardId: string | null;
  /** Oldest first; the last is the next to undo. */
  past: HistoryEntry[];
  /** Oldest first; the last is the next to redo. */
  future: HistoryEntry[];
}

export const initialHistoryState: HistoryState = { boardId: null, past: [], future: [] };

const pushBounded = (stack: HistoryEntry[], entry: HistoryEntry) => {
  stack.push(entry);
  if (stack.length > HISTORY_LIMIT) stack.splice(0, stack.length - HISTORY_LIMIT);
};

const historySlice = createSlice({
  name: 'history',
  initialState: initialHistoryState,
  reducers: {
    /** A new local edit: it becomes the next undo, and what had been undone can't be redone. */
    editRecorded(state, action: PayloadAction<{ boardId: string; entry: HistoryEntry }>) {
      const { boardId, entry } = action.payload;
      // Another board's steps never mix with this one's (a store restored with a board open).
      if (state.boardId !== boardId) {
        state.boardId = boardId;
        state.past = [];
        state.future = [];
      }
      pushBounded(state.past, entry);
      state.future = [];
    },
    /**
     * The last step was undone: `redo` holds the values from the moment of the undo (only the
     * fields it put back), or is null when every field had been changed elsewhere.
     */
    stepUndone(state, action: PayloadAction<{ redo: HistoryEntry | null }>) {
      state.past.pop();
      if (action.payload.redo) pushBounded(state.future, action.payload.redo);
    },
    /** The last undone step was redone; `undo` is how to undo it again. */
    stepRedone(state, action: PayloadAction<{ undo: HistoryEntry | null }>) {
      state.future.pop();
      if (action.payload.undo) pushBounded(state.past, action.payload.undo);
    },
    /** A step whose write the server refused (the screen was put back): nothing to undo. */
    stepDropped(state, action: PayloadAction<string>) {
      state.past = state.past.filter((entry) => entry.id !== action.payload);
      state.future = state.future.filter((entry) => entry.id !== action.payload);
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(boardOpened, (_state, action) => ({
        ...initialHistoryState,
        boardId: action.payload,
      }))
      .addCase(boardClosed, () => initialHistoryState)
      .addCase(boardAccessLost, () => initialHistoryState)
      .addCase(sessionEnded, () => initialHistoryState),
});

export const { editRecorded, stepUndone, stepRedone, stepDropped } = historySlice.actions;
export default historySlice.reducer;
