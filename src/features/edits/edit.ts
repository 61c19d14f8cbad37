// An edit of the open board as one value: what the gesture changes (domain/edit's
// FieldChange, with values before and after), what it is called, and how the pipeline treats it.
import type { ActivityKind } from '../../domain/activity';
import type { FieldChange } from '../../domain/edit';
import type { Board, BoardList } from '../../domain/types';
import type { What } from '../../messages/errors';

export interface Edit {
  boardId: string;
  kind: ActivityKind;
  /** The card, list, board or label's name: “alpha”. */
  subject: string;
  changes: FieldChange[];
  /** For a refusal's message, worded when said (and kept for a later session): ``msg`rename the card` ``. */
  what: What;
  /** Text the person typed, offered back if the server refuses it. */
  keptText?: string;
  /** Extra words for the activity entry (see describeEdit). */
  words?: Record<string, string>;
  /** Noted as a step this tab can undo (not for undo and redo themselves). Default true. */
  undoable?: boolean;
  /** Whether the activity entry offers Revert (false: the edit can't be inverted whole). */
  revertible?: boolean;
  /** The activity entry this edit reverts. */
  revertOf?: string;
  /**
   * The board the edit is on when it is not the open one (a card moved or copied there): its
   * words and notifications are read from it, read once, instead of from the open board.
   */
  elsewhere?: { board: Board; lists: BoardList[] };
}
