// An activity entry in words, after its author's name: "renamed card “alpha” to “alpha by bob”".
// Plain strings: the screens render them as React text, never as HTML.
import type { ActivityEntry, ActivityKind, ActivityValue } from '../../domain/activity';
import { formatDay, isDay } from '../../domain/due';
import { unnamedLabelWords } from '../../domain/labels';
import { isColorKey, PALETTE } from '../../domain/palette';

const quoted = (value: ActivityValue | undefined): string => `“${value ?? ''}”`;

/** A due day as the card shows it ("Mar 5"), or what is stored when it is not a day. */
const day = (value: ActivityValue, now: Date) =>
  typeof value === 'string' && isDay(value) ? formatDay(value, now) : String(value ?? '');

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
  boardRename: ({ before, after }) => `renamed the board ${quoted(before)} to ${quoted(after)}`,
  boardRecolor: ({ before, after }) =>
    `changed the board’s colour from ${colour(before)} to ${colour(after)}`,
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
  memberRole: ({ subject, after }) => `made ${subject} ${aRole(after)}`,
  memberRemove: ({ subject }) => `removed ${subject} from the board`,
  memberLeave: () => 'left the board',
  boardImport: ({ words }) => `imported ${count(words.count, 'card', 'cards')}`,
};

/** The entry in words, without its author: `moved “beta” from To do to Done`. */
export function describeActivity(entry: ActivityEntry, now: Date = new Date()): string {
  const describe = WORDS[entry.kind] as Describe | undefined;
  // An entry of a kind this version does not know (written by a newer one) still says something.
  const words = describe ? describe(entry, now) : `changed ${quoted(entry.subject)}`;
  return entry.revertOf ? `reverted: ${words}` : words;
}
