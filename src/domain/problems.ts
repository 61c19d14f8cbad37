// Why something a person typed or chose can't be saved, as a code with its values: the domain
// (shared with the server, so it holds no words) decides; src/messages/problems.ts says it in the
// reader's language when it is shown (docs/i18n.md).

/** What a title belongs to: each has its own limit and its own sentences. */
export type TitleKind = 'board' | 'list' | 'card';

export type Problem =
  // Text people type.
  | { code: 'titleEmpty'; kind: TitleKind }
  | { code: 'titleTooLong'; kind: TitleKind; max: number; length: number }
  | { code: 'descriptionTooLong'; max: number; length: number }
  | { code: 'labelNameTooLong'; max: number }
  | { code: 'checklistItemEmpty' }
  | { code: 'checklistItemTooLong'; max: number }
  | { code: 'commentEmpty' }
  | { code: 'commentTooLong'; max: number; length: number }
  // How many a person, a board or a card can have.
  | { code: 'boardsFull'; max: number }
  | { code: 'listsFull'; max: number }
  | { code: 'cardsFull'; max: number }
  | { code: 'labelsFull'; max: number }
  | { code: 'cardLabelsFull'; max: number }
  | { code: 'checklistFull'; max: number }
  | { code: 'customFieldsFull'; max: number }
  // Dates.
  | { code: 'dueNotADay' }
  | { code: 'dueTimeNotATime' }
  | { code: 'startNotADay' }
  | { code: 'startAfterDue' }
  // Custom fields: their definitions, and a card's values (`field` is the field's name).
  | { code: 'fieldNameMissing' }
  | { code: 'fieldNameTooLong'; max: number }
  | { code: 'fieldOptionsFull'; max: number }
  | { code: 'optionNameMissing' }
  | { code: 'optionNameTooLong'; max: number }
  | { code: 'fieldTextTooLong'; max: number }
  | { code: 'fieldNeedsNumber'; field: string }
  | { code: 'fieldNotADay' }
  | { code: 'fieldOptionGone'; field: string }
  | { code: 'fieldCantHold'; field: string }
  // Invitations (`typed` as the person typed it, trimmed).
  | { code: 'inviteeMissing' }
  | { code: 'inviteeNotAnEmail'; typed: string }
  | { code: 'inviteeIsYou' }
  | { code: 'inviteeIsMember'; name: string }
  | { code: 'inviteeInvited'; email: string }
  // A list's work-in-progress limit.
  | { code: 'wipLimitOutOfRange'; max: number }
  // Files (sizes in bytes).
  | { code: 'fileTooLarge'; name: string; maxBytes: number }
  | { code: 'fileTypeRefused'; name: string; type: string }
  | { code: 'boardFilesFull'; name: string; maxBytes: number; usedBytes: number };

export type ProblemCode = Problem['code'];

/** A checked value, or the problem that refuses it. */
export type Checked<T = string> = { ok: true; value: T } | { ok: false; problem: Problem };
