// Checks of what people type, shared by the forms (before dispatching) and the sagas (before
// writing). Messages are written for people.
import { LIMITS } from './limits';

export type Checked = { ok: true; value: string } | { ok: false; message: string };

export type TitleKind = 'board' | 'list' | 'card';

const titleLimits: Record<TitleKind, number> = {
  board: LIMITS.boardTitle,
  list: LIMITS.listTitle,
  card: LIMITS.cardTitle,
};

const titleNames: Record<TitleKind, string> = {
  board: 'A board name',
  list: 'A list name',
  card: 'A card title',
};

/** Trims, then refuses empty or too long. */
export function checkTitle(kind: TitleKind, raw: string): Checked {
  const value = raw.trim();
  if (value.length === 0) {
    return { ok: false, message: `${titleNames[kind]} can’t be empty or only spaces.` };
  }
  const max = titleLimits[kind];
  if (value.length > max) {
    return {
      ok: false,
      message: `${titleNames[kind]} can be at most ${max} characters (this one has ${value.length}).`,
    };
  }
  return { ok: true, value };
}

export function checkDescription(raw: string): Checked {
  if (raw.length > LIMITS.description) {
    return {
      ok: false,
      message: `A description can be at most ${LIMITS.description.toLocaleString('en')} characters (this one has ${raw.length.toLocaleString('en')}).`,
    };
  }
  return { ok: true, value: raw };
}

export function checkLabelName(raw: string): Checked {
  const value = raw.trim();
  if (value.length > LIMITS.labelName) {
    return { ok: false, message: `A label name can be at most ${LIMITS.labelName} characters.` };
  }
  return { ok: true, value };
}

export function checkChecklistItem(raw: string): Checked {
  const value = raw.trim();
  if (value.length === 0) return { ok: false, message: 'A checklist item can’t be empty.' };
  if (value.length > LIMITS.checklistItemText) {
    return {
      ok: false,
      message: `A checklist item can be at most ${LIMITS.checklistItemText} characters.`,
    };
  }
  return { ok: true, value };
}

/** Whether a board with `listCount` lists (archived ones included) can take another. */
export function checkListRoom(listCount: number): Checked {
  if (listCount >= LIMITS.listsPerBoard) {
    return {
      ok: false,
      message: `A board can have at most ${LIMITS.listsPerBoard} lists. Delete one you no longer need first.`,
    };
  }
  return { ok: true, value: '' };
}

/** Whether a board with `cardCount` cards can take `adding` more. */
export function checkCardRoom(cardCount: number, adding = 1): Checked {
  if (cardCount + adding > LIMITS.cardsPerBoard) {
    return {
      ok: false,
      message: `A board can hold at most ${LIMITS.cardsPerBoard.toLocaleString('en')} cards. Archive won’t help: delete cards you no longer need, or start a new board.`,
    };
  }
  return { ok: true, value: '' };
}
