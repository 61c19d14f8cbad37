// The users/{uid} document: the person's boards in dashboard order, their stars, and how long
// before a card falls due the server reminds them.
import { isDueReminderLead, type DueReminderLead } from './dueReminder';
import { strings, fieldsOf } from './fields';
import { LIMITS } from './limits';
import type { Checked } from './problems';

export interface UserRecord {
  /** Board ids in dashboard order. */
  boards: string[];
  /** Starred board ids (stored only once something is starred). */
  starred: string[];
  /** Stored only once chosen; absent: DEFAULT_DUE_REMINDER_LEAD. */
  dueReminderLead?: DueReminderLead;
}

/** What a first sign-in writes. */
export const NEW_USER_RECORD = { boards: [] as string[] };

export function parseUserRecord(data: unknown): UserRecord {
  const stored = fieldsOf(data);
  return {
    boards: strings(stored.boards),
    starred: strings(stored.starred),
    ...(isDueReminderLead(stored.dueReminderLead)
      ? { dueReminderLead: stored.dueReminderLead }
      : {}),
  };
}

/** Where a moved board goes: right after `after` (null: to the front), else right before `before`. */
export interface BoardPlace {
  after: string | null;
  before: string | null;
}

/**
 * The server's board order with `boardId` moved next to its neighbour, every other id kept as
 * the server has it: a board this device has not heard of stays listed, and one the server no
 * longer lists (deleted meanwhile) is not put back. With neither neighbour listed, nothing moves.
 */
export function placeBoard(order: string[], boardId: string, place: BoardPlace): string[] {
  if (!order.includes(boardId)) return order;
  const rest = order.filter((id) => id !== boardId);
  let at: number;
  if (place.after === null)
    at = 0; // Moved to the front.
  else if (rest.includes(place.after)) at = rest.indexOf(place.after) + 1;
  else if (place.before !== null && rest.includes(place.before)) at = rest.indexOf(place.before);
  else return order;
  return [...rest.slice(0, at), boardId, ...rest.slice(at)];
}

/** Whether a person with `boardCount` boards can create another. */
export function checkBoardRoom(boardCount: number): Checked {
  if (boardCount >= LIMITS.boardsPerUser) {
    return { ok: false, problem: { code: 'boardsFull', max: LIMITS.boardsPerUser } };
  }
  return { ok: true, value: '' };
}
