// The users/{uid} document: the person's boards in dashboard order and their stars.
import { strings, fieldsOf } from './fields';
import { LIMITS } from './limits';
import type { Checked } from './validation';

export interface UserRecord {
  /** Board ids in dashboard order. */
  boards: string[];
  /** Starred board ids (stored only once something is starred). */
  starred: string[];
}

/** What a first sign-in writes. */
export const NEW_USER_RECORD = { boards: [] as string[] };

export function parseUserRecord(data: unknown): UserRecord {
  const stored = fieldsOf(data);
  return { boards: strings(stored.boards), starred: strings(stored.starred) };
}

/** Whether a person with `boardCount` boards can create another. */
export function checkBoardRoom(boardCount: number): Checked {
  if (boardCount >= LIMITS.boardsPerUser) {
    return {
      ok: false,
      message: `You can have at most ${LIMITS.boardsPerUser.toLocaleString('en')} boards. Delete one first.`,
    };
  }
  return { ok: true, value: '' };
}
