// Every problem the domain can find in what a person typed or chose (domain/problems.ts), said in
// the reader's language at the moment it is shown: the one place these sentences live. Each is a
// whole message with its values, so each language orders and quotes them its own way.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Checked, Problem, TitleKind } from '../domain/problems';
import { currentLocale, i18n } from '../i18n';
import { fileSize } from './fileSize';

const numberFormats = new Map<string, Intl.NumberFormat>();
/** "5,000" in English, "5.000" in German, Arabic's own digits: as the locale writes numbers. */
function formatCount(value: number): string {
  const locale = currentLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const titleEmpty: Record<TitleKind, MessageDescriptor> = {
  board: msg`A board name can’t be empty or only spaces.`,
  list: msg`A list name can’t be empty or only spaces.`,
  card: msg`A card title can’t be empty or only spaces.`,
};

function titleTooLong(kind: TitleKind, max: string, length: string): string {
  switch (kind) {
    case 'board':
      return i18n._(msg`A board name can be at most ${max} characters (this one has ${length}).`);
    case 'list':
      return i18n._(msg`A list name can be at most ${max} characters (this one has ${length}).`);
    case 'card':
      return i18n._(msg`A card title can be at most ${max} characters (this one has ${length}).`);
  }
}

/** Problems that are a sentence without values. */
const plain = {
  checklistItemEmpty: msg`A checklist item can’t be empty.`,
  commentEmpty: msg`A comment can’t be empty.`,
  dueNotADay: msg`That due date isn’t a valid day.`,
  dueTimeNotATime: msg`That due time isn’t a valid time.`,
  startNotADay: msg`That start date isn’t a valid day.`,
  startAfterDue: msg`The start date can’t be after the due date.`,
  fieldNameMissing: msg`A custom field needs a name.`,
  optionNameMissing: msg`An option needs a name.`,
  fieldNotADay: msg`That isn’t a valid day.`,
  inviteeMissing: msg`Type the email address of the person to invite.`,
  inviteeIsYou: msg`You are already on this board: invite someone else.`,
} satisfies Partial<Record<Problem['code'], MessageDescriptor>>;

type PlainCode = keyof typeof plain;
const isPlain = (problem: Problem): problem is Extract<Problem, { code: PlainCode }> =>
  Object.hasOwn(plain, problem.code);

/** The problem as a sentence in the language shown now. */
export function describeProblem(problem: Problem): string {
  if (isPlain(problem)) return i18n._(plain[problem.code]);
  const max = 'max' in problem ? formatCount(problem.max) : '';
  switch (problem.code) {
    case 'titleEmpty':
      return i18n._(titleEmpty[problem.kind]);
    case 'titleTooLong':
      return titleTooLong(problem.kind, max, formatCount(problem.length));
    case 'descriptionTooLong': {
      const length = formatCount(problem.length);
      return i18n._(msg`A description can be at most ${max} characters (this one has ${length}).`);
    }
    case 'commentTooLong': {
      const limit = max;
      const count = formatCount(problem.length);
      return i18n._(msg`A comment can be at most ${limit} characters (this one has ${count}).`);
    }
    case 'labelNameTooLong':
      return i18n._(msg`A label name can be at most ${max} characters.`);
    case 'checklistItemTooLong':
      return i18n._(msg`A checklist item can be at most ${max} characters.`);
    case 'boardsFull':
      return i18n._(msg`You can have at most ${max} boards. Delete one first.`);
    case 'listsFull':
      return i18n._(
        msg`A board can have at most ${max} lists. Delete one you no longer need first.`,
      );
    case 'cardsFull':
      return i18n._(
        msg`A board can hold at most ${max} cards. Archive won’t help: delete cards you no longer need, or start a new board.`,
      );
    case 'labelsFull':
      return i18n._(msg`A board can have at most ${max} labels.`);
    case 'cardLabelsFull':
      return i18n._(msg`A card can have at most ${max} labels.`);
    case 'checklistFull':
      return i18n._(msg`A checklist can have at most ${max} items.`);
    case 'customFieldsFull':
      return i18n._(msg`A board can have at most ${max} custom fields.`);
    case 'fieldNameTooLong':
      return i18n._(msg`A field’s name can be at most ${max} characters.`);
    case 'fieldOptionsFull':
      return i18n._(msg`A dropdown can have at most ${max} options.`);
    case 'optionNameTooLong':
      return i18n._(msg`An option’s name can be at most ${max} characters.`);
    case 'fieldTextTooLong':
      return i18n._(msg`A field’s text can be at most ${max} characters.`);
    case 'wipLimitOutOfRange':
      return i18n._(msg`A list’s limit is a whole number from 1 to ${max}.`);
    case 'fieldNeedsNumber': {
      const { field } = problem;
      return i18n._(msg`“${field}” needs a number.`);
    }
    case 'fieldOptionGone': {
      const { field } = problem;
      return i18n._(msg`That option of “${field}” no longer exists.`);
    }
    case 'fieldCantHold': {
      const { field } = problem;
      return i18n._(msg`“${field}” can’t hold that value.`);
    }
    case 'inviteeNotAnEmail': {
      const { typed } = problem;
      return i18n._(msg`“${typed}” doesn’t look like an email address.`);
    }
    case 'inviteeIsMember': {
      const { name } = problem;
      return i18n._(msg`${name} is already a member of this board.`);
    }
    case 'inviteeInvited': {
      const { email } = problem;
      return i18n._(
        msg`${email} is already invited. Withdraw that invitation to invite them again.`,
      );
    }
    case 'fileTooLarge': {
      const { name } = problem;
      const limit = fileSize(problem.maxBytes);
      return i18n._(msg`“${name}” is larger than ${limit}.`);
    }
    case 'fileTypeRefused': {
      const { name, type } = problem;
      return i18n._(msg`“${name}” is a kind of file that can’t be attached (${type}).`);
    }
    case 'boardFilesFull': {
      const { name } = problem;
      const limit = fileSize(problem.maxBytes);
      const used = fileSize(problem.usedBytes);
      return i18n._(
        msg`“${name}” doesn’t fit: this board’s files may take ${limit} together, and ${used} are used.`,
      );
    }
  }
}

/** A check as the forms and the in-place editors take it: the value, or why not in words. */
export type WordedCheck<T = string> = { ok: true; value: T } | { ok: false; message: string };

export const worded = <T>(checked: Checked<T>): WordedCheck<T> =>
  checked.ok ? checked : { ok: false, message: describeProblem(checked.problem) };
