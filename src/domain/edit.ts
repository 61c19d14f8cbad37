// An edit as data: which documents and fields a gesture changes, with their values before and
// after. The edit pipeline (features/edits) applies it on screen, writes it with its activity
// entry in one batch, and inverts it for undo, redo and Revert.
import type { Attachment } from './attachment';
import type { Comment } from './comment';
import type { FieldValue } from './customFields';
import type { Member } from './members';
import type { Board, BoardList, Card } from './types';

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
   * One entry of a keyed list (a card's checklist: `id` is the card; the board's labels or
   * custom fields: `id` is the board), as stored without its id: the changed fields, or, for an entry added
   * (before: null) or deleted (after: null), all of it with its rank.
   */
  | {
      doc: 'item';
      id: string;
      field: 'checklist' | 'labels' | 'customFields';
      item: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }
  /**
   * A comment on card `cardId` added (before: null), its text edited, or deleted (after: null).
   * `watch`: its author starts watching the card in the same batch (an add only; an undo of
   * the comment leaves the watching as it is).
   */
  | {
      doc: 'comment';
      id: string;
      cardId: string;
      before: Comment | null;
      after: Comment | null;
      watch?: boolean;
    }
  /**
   * A file on card `cardId` made visible (before: null: its chunks were written before, outside
   * the edit) or deleted with its chunks (after: null); counted in the board's meta/files.
   */
  | {
      doc: 'attachment';
      id: string;
      cardId: string;
      before: Attachment | null;
      after: Attachment | null;
    }
  /**
   * One person's entry in the board's `members` (`id` is the board, `item` their uid): a role
   * changed, or the entry removed (after: null; a removal or a person leaving). Nobody is added
   * this way: people join by accepting an invitation.
   */
  | { doc: 'member'; id: string; item: string; before: Member | null; after: Member | null }
  /**
   * One custom field's value on card `id` (`item` is the field): set, changed, or cleared
   * (null), written as its own field path so values of other fields stay.
   */
  | {
      doc: 'fieldValue';
      id: string;
      item: string;
      before: FieldValue | null;
      after: FieldValue | null;
    };

export interface ListWithCards {
  list: BoardList;
  /** Every card of the list, archived ones too, in rank order. */
  cards: Card[];
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
  | 'cardStart'
  | 'cardDates'
  | 'cardLabels'
  | 'cardCover'
  | 'cardRepeat'
  | 'cardTemplate'
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
  | 'listWipLimit'
  | 'listCopy'
  | 'listMoveHere'
  | 'listMoveAway'
  | 'boardRename'
  | 'boardRecolor'
  | 'boardTemplate'
  | 'boardLink'
  | 'labelAdd'
  | 'labelChange'
  | 'labelDelete'
  | 'commentAdd'
  | 'commentEdit'
  | 'commentDelete'
  | 'memberRole'
  | 'customFieldAdd'
  | 'customFieldChange'
  | 'customFieldDelete'
  | 'cardFieldValue';
