// An activity entry in words, after its author's name: "renamed card “alpha” to “alpha by bob”".
// Plain strings: the screens render them as React text, never as HTML.
import type { ActivityEntry, ActivityKind, ActivityValue } from '../../domain/activity';
import { formatDay, isDay, isDueTime } from '../../domain/due';
import { unnamedLabelWords } from '../../domain/labels';
import { isColorKey, PALETTE } from '../../domain/palette';

const quoted = (value: ActivityValue | undefined): string => `“${value ?? ''}”`;

/**
 * A due day as the card shows it ("Mar 5"), with its time ("2026-11-27 14:30": "Nov 27, 14:30"),
 * or what is stored when it is neither.
 */
const day = (value: ActivityValue, now: Date) => {
  if (typeof value !== 'string') return String(value ?? '');
  const [date = '', time] = value.split(' ');
  if (!isDay(date)) return value;
  return time && isDueTime(time) ? `${formatDay(date, now)}, ${time}` : formatDay(date, now);
};

const colour = (value: ActivityValue) =>
  typeof value === 'string' && isColorKey(value) ? PALETTE[value].name.toLowerCase() : '';

/** "made Ben a viewer": the role a member was given, after its article. */
const aRole = (value: ActivityValue) =>
  value === 'editor' ? 'an editor' : value === 'viewer' ? 'a viewer' : `a ${String(value ?? '')}`;

/** "1,200 cards", "1 card". */
function count(value: string | undefined, one: string, many: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return many;
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

type Describe = (entry: ActivityEntry, now: Date) => string;

function dueWords({ subject, before, after }: ActivityEntry, now: Date): string {
  const card = quoted(subject);
  if (before === null || before === '') return `set the due date of ${card} to ${day(after, now)}`;
  if (after === null || after === '') return `removed the due date of ${card}`;
  return `changed the due date of ${card} from ${day(before, now)} to ${day(after, now)}`;
}

function startWords({ subject, before, after }: ActivityEntry, now: Date): string {
  const card = quoted(subject);
  if (before === null || before === '')
    return `set the start date of ${card} to ${day(after, now)}`;
  if (after === null || after === '') return `removed the start date of ${card}`;
  return `changed the start date of ${card} from ${day(before, now)} to ${day(after, now)}`;
}

/** A calendar bar moved: "moved the dates of “alpha” to Dec 4 – Dec 8". */
function datesWords({ subject, after, words }: ActivityEntry, now: Date): string {
  const to = words.start ? `${day(words.start, now)} – ${day(after, now)}` : day(after, now);
  return `moved the dates of ${quoted(subject)} to ${to}`;
}

function moveWords({ subject, words }: ActivityEntry): string {
  const { fromList, toList } = words;
  if (fromList && toList && fromList !== toList) {
    return `moved ${quoted(subject)} from ${fromList} to ${toList}`;
  }
  const within = toList ?? fromList;
  return within ? `moved ${quoted(subject)} within ${within}` : `moved ${quoted(subject)}`;
}

/**
 * The label an entry is about: label “Bug”, or by its colour when it has no name ("the green
 * label"). Entries written before labelColor was kept quote their subject.
 */
function labelRef({ subject, words }: ActivityEntry): string {
  if (words.label) return `label ${quoted(words.label)}`;
  if (words.labelColor) return `the ${unnamedLabelWords(words.labelColor)}`;
  return `label ${quoted(subject)}`;
}

function labelsWords(entry: ActivityEntry): string {
  const { subject, words, after } = entry;
  if (!words.label && !words.labelColor) return `changed the labels of ${quoted(subject)}`;
  return after === false
    ? `removed ${labelRef(entry)} from ${quoted(subject)}`
    : `added ${labelRef(entry)} to ${quoted(subject)}`;
}

function labelChangeWords(entry: ActivityEntry): string {
  const { field, before, after, words } = entry;
  const unnamed = words.labelColor ? `the ${unnamedLabelWords(words.labelColor)}` : null;
  if (field === 'name') {
    if (!before && unnamed) return `renamed ${unnamed} to ${quoted(after)}`;
    if (!after && unnamed) return `removed the name ${quoted(before)} from ${unnamed}`;
    return `renamed label ${quoted(before)} to ${quoted(after)}`;
  }
  if (field === 'color') {
    return `changed the colour of ${labelRef(entry)} from ${colour(before)} to ${colour(after)}`;
  }
  return `changed ${labelRef(entry)}`;
}

/** "set the limit of “Doing” to 3 (strict)", "removed the limit of “Doing”". */
function wipLimitWords({ subject, words }: ActivityEntry): string {
  if (!words.limit) return `removed the limit of ${quoted(subject)}`;
  return `set the limit of ${quoted(subject)} to ${words.limit}${words.strict ? ' (strict)' : ''}`;
}

/** "set Priority to “High” on “alpha”", or "cleared Priority on “alpha”". */
function fieldValueWords({ subject, words }: ActivityEntry): string {
  const field = words.fieldName ?? 'a custom field';
  return words.value
    ? `set ${field} to ${quoted(words.value)} on ${quoted(subject)}`
    : `cleared ${field} on ${quoted(subject)}`;
}

const item = (entry: ActivityEntry) => quoted(entry.words.item ?? entry.before ?? entry.after);
const person = (entry: ActivityEntry) => entry.words.person ?? 'someone';

const WORDS: Record<ActivityKind, Describe> = {
  cardAdd: ({ subject }) => `added card ${quoted(subject)}`,
  cardDelete: ({ subject }) => `deleted card ${quoted(subject)}`,
  cardRename: ({ before, after }) => `renamed card ${quoted(before)} to ${quoted(after)}`,
  cardMove: moveWords,
  cardArchive: ({ subject }) => `archived card ${quoted(subject)}`,
  cardRestore: ({ subject }) => `restored card ${quoted(subject)}`,
  cardDescription: ({ subject }) => `changed the description of ${quoted(subject)}`,
  cardDue: dueWords,
  cardStart: startWords,
  cardDates: datesWords,
  cardDueDone: ({ subject }) => `marked the due date of ${quoted(subject)} done`,
  cardDueUndone: ({ subject }) => `marked the due date of ${quoted(subject)} not done`,
  cardLabels: labelsWords,
  cardAssign: (entry) => `assigned ${quoted(entry.subject)} to ${person(entry)}`,
  cardUnassign: (entry) => `unassigned ${person(entry)} from ${quoted(entry.subject)}`,
  checklistAdd: (entry) => `added ${item(entry)} to the checklist of ${quoted(entry.subject)}`,
  checklistRename: ({ subject, before, after }) =>
    `renamed checklist item ${quoted(before)} to ${quoted(after)} on ${quoted(subject)}`,
  checklistTick: (entry) => `checked ${item(entry)} on ${quoted(entry.subject)}`,
  checklistUntick: (entry) => `unchecked ${item(entry)} on ${quoted(entry.subject)}`,
  checklistMove: (entry) => `moved checklist item ${item(entry)} on ${quoted(entry.subject)}`,
  checklistDelete: (entry) => `deleted checklist item ${item(entry)} from ${quoted(entry.subject)}`,
  listAdd: ({ subject }) => `added list ${quoted(subject)}`,
  listDelete: ({ subject, words }) =>
    words.count
      ? `deleted list ${quoted(subject)} and its ${count(words.count, 'card', 'cards')}`
      : `deleted list ${quoted(subject)}`,
  listRename: ({ before, after }) => `renamed list ${quoted(before)} to ${quoted(after)}`,
  listMove: ({ subject }) => `moved list ${quoted(subject)}`,
  listArchive: ({ subject }) => `archived list ${quoted(subject)}`,
  listRestore: ({ subject }) => `restored list ${quoted(subject)}`,
  listWipLimit: wipLimitWords,
  listCopy: ({ subject, words }) =>
    words.count
      ? `copied list ${quoted(subject)} with ${count(words.count, 'card', 'cards')}`
      : `copied list ${quoted(subject)}`,
  listMoveHere: ({ subject, words }) =>
    `moved list ${quoted(subject)} here from ${quoted(words.board)} with ${count(words.count, 'card', 'cards')}`,
  listMoveAway: ({ subject, words }) =>
    `moved list ${quoted(subject)} to ${quoted(words.board)} with ${count(words.count, 'card', 'cards')}`,
  boardRename: ({ before, after }) => `renamed the board ${quoted(before)} to ${quoted(after)}`,
  boardRecolor: ({ before, after }) =>
    `changed the board’s colour from ${colour(before)} to ${colour(after)}`,
  boardTemplate: ({ after }) =>
    after ? 'made the board a template' : 'made the board an ordinary board',
  boardLink: ({ after }) =>
    after ? 'turned on the read-only link' : 'turned off the read-only link',
  labelAdd: (entry) => `added ${labelRef(entry)}`,
  labelChange: labelChangeWords,
  labelDelete: (entry) => `deleted ${labelRef(entry)}`,
  commentAdd: ({ subject }) => `commented on ${quoted(subject)}`,
  commentEdit: ({ subject }) => `edited a comment on ${quoted(subject)}`,
  commentDelete: ({ subject }) => `deleted a comment on ${quoted(subject)}`,
  attachmentAdd: ({ subject, words }) => `attached ${quoted(words.file)} to ${quoted(subject)}`,
  attachmentDelete: ({ subject, words }) =>
    `deleted the file ${quoted(words.file)} from ${quoted(subject)}`,
  cardCover: ({ subject, words }) => {
    if (words.file) return `made ${quoted(words.file)} the cover of ${quoted(subject)}`;
    if (words.color) return `gave ${quoted(subject)} a ${words.color.toLowerCase()} cover`;
    return `removed the cover of ${quoted(subject)}`;
  },
  cardTemplate: ({ subject, after }) =>
    after ? `made ${quoted(subject)} a template` : `made ${quoted(subject)} an ordinary card`,
  memberRole: ({ subject, after }) => `made ${subject} ${aRole(after)}`,
  memberRemove: ({ subject }) => `removed ${subject} from the board`,
  memberLeave: () => 'left the board',
  boardImport: ({ words }) => `imported ${count(words.count, 'card', 'cards')}`,
  cardRepeat: ({ subject, words }) =>
    words.repeat
      ? `made ${quoted(subject)} repeat: ${words.repeat.toLowerCase()}`
      : `stopped ${quoted(subject)} repeating`,
  // Written by the server (functions/src/recurring): the next card of a repeating one.
  cardRepeated: ({ subject, after }, now) =>
    `repeated ${quoted(subject)}, next due ${day(after, now)}`,
  customFieldAdd: ({ subject }) => `added the custom field ${quoted(subject)}`,
  customFieldChange: ({ subject }) => `changed the custom field ${quoted(subject)}`,
  customFieldDelete: ({ subject }) => `deleted the custom field ${quoted(subject)}`,
  cardFieldValue: fieldValueWords,
};

/** The entry in words, without its author: `moved “beta” from To do to Done`. */
export function describeActivity(entry: ActivityEntry, now: Date = new Date()): string {
  const describe = WORDS[entry.kind] as Describe | undefined;
  // An entry of a kind this version does not know (written by a newer one) still says something.
  const words = describe ? describe(entry, now) : `changed ${quoted(entry.subject)}`;
  return entry.revertOf ? `reverted: ${words}` : words;
}
