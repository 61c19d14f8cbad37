// An activity entry in words, after its author's name: "renamed card “alpha” to “alpha by bob”",
// in the reader's language (the entry stores kinds and values, never a sentence).
// Plain strings: the screens render them as React text, never as HTML.
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { ActivityEntry, ActivityKind, ActivityValue } from '../../domain/activity';
import { formatDueWhen } from '../../messages/times';
import { colourWord } from './colourWords';
import { repeatWord } from './repeatWords';

const text = (value: ActivityValue | undefined): string => String(value ?? '');

/** A due day as the card shows it ("Mar 5", "Nov 27, 14:30"), or what is stored otherwise. */
const day = (value: ActivityValue, now: Date) =>
  typeof value === 'string' ? formatDueWhen(value, now) : text(value);

/** "1,200 cards", "1 card", in the reader's numbers. */
function cards(value: string | undefined): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return i18n._(msg`cards`);
  return i18n._(msg`${plural(n, { one: '# card', other: '# cards' })}`);
}

type Describe = (entry: ActivityEntry, now: Date) => string;

function dueWords({ subject, before, after }: ActivityEntry, now: Date): string {
  const card = text(subject);
  if (before === null || before === '') {
    const when = day(after, now);
    return i18n._(msg`set the due date of “${card}” to ${when}`);
  }
  if (after === null || after === '') return i18n._(msg`removed the due date of “${card}”`);
  const from = day(before, now);
  const to = day(after, now);
  return i18n._(msg`changed the due date of “${card}” from ${from} to ${to}`);
}

function startWords({ subject, before, after }: ActivityEntry, now: Date): string {
  const card = text(subject);
  if (before === null || before === '') {
    const when = day(after, now);
    return i18n._(msg`set the start date of “${card}” to ${when}`);
  }
  if (after === null || after === '') return i18n._(msg`removed the start date of “${card}”`);
  const from = day(before, now);
  const to = day(after, now);
  return i18n._(msg`changed the start date of “${card}” from ${from} to ${to}`);
}

/** A calendar bar moved: "moved the dates of “alpha” to Dec 4 – Dec 8". */
function datesWords({ subject, after, words }: ActivityEntry, now: Date): string {
  const card = text(subject);
  const to = day(after, now);
  if (!words.start) return i18n._(msg`moved the dates of “${card}” to ${to}`);
  const from = day(words.start, now);
  return i18n._(msg`moved the dates of “${card}” to ${from} – ${to}`);
}

function moveWords({ subject, words }: ActivityEntry): string {
  const card = text(subject);
  const { fromList, toList } = words;
  if (fromList && toList && fromList !== toList) {
    return i18n._(msg`moved “${card}” from ${fromList} to ${toList}`);
  }
  const within = toList ?? fromList;
  return within ? i18n._(msg`moved “${card}” within ${within}`) : i18n._(msg`moved “${card}”`);
}

/**
 * The label an entry is about: label “Bug”, or by its colour when it has no name ("the green
 * label"). Entries written before labelColor was kept quote their subject.
 */
function labelRef({ subject, words }: ActivityEntry): string {
  const name = words.label || (words.labelColor ? null : text(subject));
  if (name !== null) return i18n._(msg`label “${name}”`);
  const colour = colourWord(words.labelColor) || i18n._(msg`unnamed`);
  return i18n._(msg`the ${colour} label`);
}

function labelsWords(entry: ActivityEntry): string {
  const { subject, words, after } = entry;
  const card = text(subject);
  if (!words.label && !words.labelColor) return i18n._(msg`changed the labels of “${card}”`);
  const label = labelRef(entry);
  return after === false
    ? i18n._(msg`removed ${label} from “${card}”`)
    : i18n._(msg`added ${label} to “${card}”`);
}

function labelChangeWords(entry: ActivityEntry): string {
  const { field, words } = entry;
  const before = text(entry.before);
  const after = text(entry.after);
  const colour = words.labelColor ? colourWord(words.labelColor) || i18n._(msg`unnamed`) : null;
  if (field === 'name') {
    if (!before && colour) return i18n._(msg`renamed the ${colour} label to “${after}”`);
    if (!after && colour) return i18n._(msg`removed the name “${before}” from the ${colour} label`);
    return i18n._(msg`renamed label “${before}” to “${after}”`);
  }
  const label = labelRef(entry);
  if (field === 'color') {
    const from = colourWord(entry.before);
    const to = colourWord(entry.after);
    return i18n._(msg`changed the colour of ${label} from ${from} to ${to}`);
  }
  return i18n._(msg`changed ${label}`);
}

/** "set the limit of “Doing” to 3 (strict)", "removed the limit of “Doing”". */
function wipLimitWords({ subject, words }: ActivityEntry): string {
  const list = text(subject);
  const { limit } = words;
  if (!limit) return i18n._(msg`removed the limit of “${list}”`);
  return words.strict
    ? i18n._(msg`set the limit of “${list}” to ${limit} (strict)`)
    : i18n._(msg`set the limit of “${list}” to ${limit}`);
}

/** "set Priority to “High” on “alpha”", or "cleared Priority on “alpha”". */
function fieldValueWords({ subject, words }: ActivityEntry): string {
  const card = text(subject);
  const { fieldName, value } = words;
  if (!fieldName) {
    return value
      ? i18n._(msg`set a custom field to “${value}” on “${card}”`)
      : i18n._(msg`cleared a custom field on “${card}”`);
  }
  return value
    ? i18n._(msg`set ${fieldName} to “${value}” on “${card}”`)
    : i18n._(msg`cleared ${fieldName} on “${card}”`);
}

function coverWords({ subject, words }: ActivityEntry): string {
  const card = text(subject);
  const { file, color } = words;
  if (file) return i18n._(msg`made “${file}” the cover of “${card}”`);
  if (color) {
    const colour = colourWord(color);
    return i18n._(msg`gave “${card}” a ${colour} cover`);
  }
  return i18n._(msg`removed the cover of “${card}”`);
}

function roleWords({ subject, after }: ActivityEntry): string {
  const person = text(subject);
  if (after === 'editor') return i18n._(msg`made ${person} an editor`);
  if (after === 'viewer') return i18n._(msg`made ${person} a viewer`);
  const role = text(after);
  return i18n._(msg`made ${person} a ${role}`);
}

const item = (entry: ActivityEntry) => text(entry.words.item ?? entry.before ?? entry.after);
const person = (entry: ActivityEntry) => entry.words.person ?? i18n._(msg`someone`);

// Each kind's words; the subject (a card, list, label or field) is quoted in each message, so a
// language can quote its own way.
const WORDS: Record<ActivityKind, Describe> = {
  cardAdd: ({ subject: card }) => i18n._(msg`added card “${card}”`),
  cardDelete: ({ subject: card }) => i18n._(msg`deleted card “${card}”`),
  cardRename: (entry) => {
    const before = text(entry.before);
    const after = text(entry.after);
    return i18n._(msg`renamed card “${before}” to “${after}”`);
  },
  cardMove: moveWords,
  cardArchive: ({ subject: card }) => i18n._(msg`archived card “${card}”`),
  cardRestore: ({ subject: card }) => i18n._(msg`restored card “${card}”`),
  cardDescription: ({ subject: card }) => i18n._(msg`changed the description of “${card}”`),
  cardDue: dueWords,
  cardStart: startWords,
  cardDates: datesWords,
  cardDueDone: ({ subject: card }) => i18n._(msg`marked the due date of “${card}” done`),
  cardDueUndone: ({ subject: card }) => i18n._(msg`marked the due date of “${card}” not done`),
  cardLabels: labelsWords,
  cardAssign: (entry) => {
    const { subject: card } = entry;
    const name = person(entry);
    return i18n._(msg`assigned “${card}” to ${name}`);
  },
  cardUnassign: (entry) => {
    const { subject: card } = entry;
    const name = person(entry);
    return i18n._(msg`unassigned ${name} from “${card}”`);
  },
  checklistAdd: (entry) => {
    const { subject: card } = entry;
    const task = item(entry);
    return i18n._(msg`added “${task}” to the checklist of “${card}”`);
  },
  checklistRename: (entry) => {
    const { subject: card } = entry;
    const before = text(entry.before);
    const after = text(entry.after);
    return i18n._(msg`renamed checklist item “${before}” to “${after}” on “${card}”`);
  },
  checklistTick: (entry) => {
    const { subject: card } = entry;
    const task = item(entry);
    return i18n._(msg`checked “${task}” on “${card}”`);
  },
  checklistUntick: (entry) => {
    const { subject: card } = entry;
    const task = item(entry);
    return i18n._(msg`unchecked “${task}” on “${card}”`);
  },
  checklistMove: (entry) => {
    const { subject: card } = entry;
    const task = item(entry);
    return i18n._(msg`moved checklist item “${task}” on “${card}”`);
  },
  checklistDelete: (entry) => {
    const { subject: card } = entry;
    const task = item(entry);
    return i18n._(msg`deleted checklist item “${task}” from “${card}”`);
  },
  listAdd: ({ subject: list }) => i18n._(msg`added list “${list}”`),
  listDelete: ({ subject: list, words }) => {
    if (!words.count) return i18n._(msg`deleted list “${list}”`);
    const count = cards(words.count);
    return i18n._(msg`deleted list “${list}” and its ${count}`);
  },
  listRename: (entry) => {
    const before = text(entry.before);
    const after = text(entry.after);
    return i18n._(msg`renamed list “${before}” to “${after}”`);
  },
  listMove: ({ subject: list }) => i18n._(msg`moved list “${list}”`),
  listArchive: ({ subject: list }) => i18n._(msg`archived list “${list}”`),
  listRestore: ({ subject: list }) => i18n._(msg`restored list “${list}”`),
  listWipLimit: wipLimitWords,
  listCopy: ({ subject: list, words }) => {
    if (!words.count) return i18n._(msg`copied list “${list}”`);
    const count = cards(words.count);
    return i18n._(msg`copied list “${list}” with ${count}`);
  },
  listMoveHere: ({ subject: list, words }) => {
    const { board = '' } = words;
    const count = cards(words.count);
    return i18n._(msg`moved list “${list}” here from “${board}” with ${count}`);
  },
  listMoveAway: ({ subject: list, words }) => {
    const { board = '' } = words;
    const count = cards(words.count);
    return i18n._(msg`moved list “${list}” to “${board}” with ${count}`);
  },
  boardRename: (entry) => {
    const before = text(entry.before);
    const after = text(entry.after);
    return i18n._(msg`renamed the board “${before}” to “${after}”`);
  },
  boardRecolor: (entry) => {
    const from = colourWord(entry.before);
    const to = colourWord(entry.after);
    return i18n._(msg`changed the board’s colour from ${from} to ${to}`);
  },
  boardTemplate: ({ after }) =>
    after ? i18n._(msg`made the board a template`) : i18n._(msg`made the board an ordinary board`),
  boardLink: ({ after }) =>
    after ? i18n._(msg`turned on the read-only link`) : i18n._(msg`turned off the read-only link`),
  labelAdd: (entry) => {
    const label = labelRef(entry);
    return i18n._(msg`added ${label}`);
  },
  labelChange: labelChangeWords,
  labelDelete: (entry) => {
    const label = labelRef(entry);
    return i18n._(msg`deleted ${label}`);
  },
  commentAdd: ({ subject: card }) => i18n._(msg`commented on “${card}”`),
  commentEdit: ({ subject: card }) => i18n._(msg`edited a comment on “${card}”`),
  commentDelete: ({ subject: card }) => i18n._(msg`deleted a comment on “${card}”`),
  attachmentAdd: ({ subject: card, words }) => {
    const { file = '' } = words;
    return i18n._(msg`attached “${file}” to “${card}”`);
  },
  attachmentDelete: ({ subject: card, words }) => {
    const { file = '' } = words;
    return i18n._(msg`deleted the file “${file}” from “${card}”`);
  },
  cardCover: coverWords,
  cardTemplate: ({ subject: card, after }) =>
    after ? i18n._(msg`made “${card}” a template`) : i18n._(msg`made “${card}” an ordinary card`),
  memberRole: roleWords,
  memberRemove: ({ subject: person }) => i18n._(msg`removed ${person} from the board`),
  memberLeave: () => i18n._(msg`left the board`),
  boardImport: ({ words }) => {
    const count = cards(words.count);
    return i18n._(msg`imported ${count}`);
  },
  cardRepeat: ({ subject: card, words }) => {
    if (!words.repeat) return i18n._(msg`stopped “${card}” repeating`);
    const repeat = repeatWord(words.repeat);
    return i18n._(msg`made “${card}” repeat: ${repeat}`);
  },
  // Written by the server (functions/src/recurring): the next card of a repeating one.
  cardRepeated: ({ subject: card, after }, now) => {
    const next = day(after, now);
    return i18n._(msg`repeated “${card}”, next due ${next}`);
  },
  customFieldAdd: ({ subject: field }) => i18n._(msg`added the custom field “${field}”`),
  customFieldChange: ({ subject: field }) => i18n._(msg`changed the custom field “${field}”`),
  customFieldDelete: ({ subject: field }) => i18n._(msg`deleted the custom field “${field}”`),
  cardFieldValue: fieldValueWords,
};

/** The entry in words, without its author: `moved “beta” from To do to Done`. */
export function describeActivity(entry: ActivityEntry, now: Date = new Date()): string {
  const describe = WORDS[entry.kind] as Describe | undefined;
  // An entry of a kind this version does not know (written by a newer one) still says something.
  const { subject } = entry;
  const words = describe ? describe(entry, now) : i18n._(msg`changed “${subject}”`);
  return entry.revertOf ? i18n._(msg`reverted: ${words}`) : words;
}
