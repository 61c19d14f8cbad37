// An activity entry in words, after its author's name: "renamed card “alpha” to “alpha by bob”",
// in the reader's language (the entry stores kinds and values, never a sentence).
// Plain strings: the screens render them as React text, never as HTML.
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { ActivityEntry, ActivityKind } from '../../domain/activity';
import {
  text,
  day,
  cards,
  dueWords,
  startWords,
  datesWords,
  moveWords,
  labelRef,
  labelsWords,
  labelChangeWords,
  wipLimitWords,
  fieldValueWords,
  coverWords,
  roleWords,
  item,
  person,
  type Describe,
} from './kindWords';
import { colourWord } from './colourWords';
import { repeatWord } from './repeatWords';

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
