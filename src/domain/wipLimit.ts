// A list's work-in-progress limit (issue 32 §4): how many cards it should hold at most, and
// whether a move or add over it is refused ("strict") or only marked. The count is a team
// agreement checked by the app: the rules cannot count a list's cards (docs/data-model.md).
import type { Checked } from './problems';

/** The fields of a list (domain/list.ts) that hold its limit. */
export interface WipFields {
  wipLimit?: number | null;
  wipStrict?: boolean;
}

/** The largest limit a list may have (the rules hold the same bounds, 1 to 999). */
export const WIP_LIMIT_MAX = 999;

/** A card the limit counts: open ones only (archived cards and templates are not work). */
export const countsTowardLimit = (card: { archived: boolean; template?: boolean }) =>
  !card.archived && card.template !== true;

/** The limit as the list has it: a whole number from 1 to WIP_LIMIT_MAX, or null for none. */
export const wipLimitOf = (list: WipFields): number | null =>
  isWipLimit(list.wipLimit) ? list.wipLimit : null;

export const isWipLimit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= WIP_LIMIT_MAX;

/** What a limit typed in the list's menu means: a limit, none (blank), or the problem. */
export function checkWipLimit(typed: string): Checked<number | null> {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  return isWipLimit(value)
    ? { ok: true, value }
    : { ok: false, problem: { code: 'wipLimitOutOfRange', max: WIP_LIMIT_MAX } };
}

/** The list's fill after adding `adding` cards: whether it is over, and whether strict refuses. */
export function wipAfter(list: WipFields, counted: number, adding: number) {
  const limit = wipLimitOf(list);
  const after = counted + adding;
  const over = limit !== null && after > limit;
  return { limit, after, over, refused: over && list.wipStrict === true && adding > 0 };
}
