// Checks of what people type, shared by the forms (before dispatching) and the sagas (before
// writing). A refusal is a problem code with its values (domain/problems.ts), worded where it
// is shown (src/messages/problems.ts).
import { LIMITS } from './limits';
import type { Checked, TitleKind } from './problems';

export type { Checked, TitleKind } from './problems';

const titleLimits: Record<TitleKind, number> = {
  board: LIMITS.boardTitle,
  list: LIMITS.listTitle,
  card: LIMITS.cardTitle,
};

/** Trims, then refuses empty or too long. */
export function checkTitle(kind: TitleKind, raw: string): Checked {
  const value = raw.trim();
  if (value.length === 0) return { ok: false, problem: { code: 'titleEmpty', kind } };
  const max = titleLimits[kind];
  if (value.length > max) {
    return { ok: false, problem: { code: 'titleTooLong', kind, max, length: value.length } };
  }
  return { ok: true, value };
}

export function checkDescription(raw: string): Checked {
  if (raw.length > LIMITS.description) {
    return {
      ok: false,
      problem: { code: 'descriptionTooLong', max: LIMITS.description, length: raw.length },
    };
  }
  return { ok: true, value: raw };
}

export function checkLabelName(raw: string): Checked {
  const value = raw.trim();
  if (value.length > LIMITS.labelName) {
    return { ok: false, problem: { code: 'labelNameTooLong', max: LIMITS.labelName } };
  }
  return { ok: true, value };
}

export function checkChecklistItem(raw: string): Checked {
  const value = raw.trim();
  if (value.length === 0) return { ok: false, problem: { code: 'checklistItemEmpty' } };
  if (value.length > LIMITS.checklistItemText) {
    return { ok: false, problem: { code: 'checklistItemTooLong', max: LIMITS.checklistItemText } };
  }
  return { ok: true, value };
}

/** Whether a board with `listCount` lists (archived ones included) can take another. */
export function checkListRoom(listCount: number): Checked {
  if (listCount >= LIMITS.listsPerBoard) {
    return { ok: false, problem: { code: 'listsFull', max: LIMITS.listsPerBoard } };
  }
  return { ok: true, value: '' };
}

/** Whether a board with `cardCount` cards can take `adding` more. */
export function checkCardRoom(cardCount: number, adding = 1): Checked {
  if (cardCount + adding > LIMITS.cardsPerBoard) {
    return { ok: false, problem: { code: 'cardsFull', max: LIMITS.cardsPerBoard } };
  }
  return { ok: true, value: '' };
}
