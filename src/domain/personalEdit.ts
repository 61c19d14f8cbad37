// A change of the person's own preferences as data: watching a card or the board, muting the
// board, starring a board, a board's place on their dashboard; and what only they and the
// server see happen (invitations, their board created or deleted). Applied by the edit pipeline's
// sibling (features/edits/applyPersonalEdit.ts): shown at once, written, rolled back with a
// message if refused, but nobody else's business: no line in the feed, no notification, no
// step of the board's undo.
import type { BoardFields, BoardSummary } from './board';
import type { DueReminderLead } from './dueReminder';
import type { Invitation, Member } from './members';
import type { BoardPlace } from './user';

export type PersonalChange =
  /** The person's own uid in a card's watcherIds: there (true) or not. */
  | { doc: 'cardWatch'; boardId: string; id: string; before: boolean; after: boolean }
  /** The person's own uid in the board's watcherIds (watch) or mutedBy (mute). */
  | {
      doc: 'boardWatch';
      id: string;
      field: 'watcherIds' | 'mutedBy';
      before: boolean;
      after: boolean;
    }
  /** How long before a card falls due the server reminds the person (users/{uid}). */
  | { doc: 'dueReminderLead'; before: DueReminderLead; after: DueReminderLead }
  /** The board among the person's starred boards (users/{uid}.starred). */
  | { doc: 'star'; id: string; before: boolean; after: boolean }
  /**
   * The board moved on the person's dashboard: the whole order before and after, for the
   * screen; the server puts it next to the same neighbour (`place`) in the order it has.
   */
  | { doc: 'boardPlace'; id: string; before: string[]; after: string[]; place: BoardPlace }
  /**
   * An invitation to the board `id`: sent (before: null) or withdrawn by the owner, or declined
   * by the invitee (`mine`: one of the person's own invitations, on their dashboard).
   */
  | {
      doc: 'invitation';
      id: string;
      email: string;
      mine: boolean;
      before: Invitation | null;
      after: Invitation | null;
    }
  /** The person's invitation to the board `id` accepted: they are `after`, a member. */
  | { doc: 'join'; id: string; before: Invitation; after: Member }
  /** A board created by `owner` (its only member), at the end of their dashboard. */
  | {
      doc: 'boardCreate';
      id: string;
      owner: { uid: string; name: string; email: string };
      after: BoardFields;
    }
  /**
   * The person's board marked deleting and taken off their dashboard and stars (the server
   * purges it after): `before` its tile, `order` and `starred` the person's lists before.
   */
  | {
      doc: 'boardDelete';
      id: string;
      before: BoardSummary | null;
      order: string[];
      starred: string[];
    };

/** `ids` with `id` in (at the end) or out, the others as they are. */
export const withId = (ids: string[], id: string, on: boolean): string[] => [
  ...ids.filter((each) => each !== id),
  ...(on ? [id] : []),
];
