// The words of the activity kinds that need more than one message (a due moved or cleared, a
// label renamed or recoloured, a limit set…), for the table in words.ts. Plain strings: the
// screens render them as React text, never as HTML.
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../i18n';
import type { ActivityEntry, ActivityValue } from '../../domain/activity';
import { formatDueWhen } from '../../messages/times';
import { colourWord } from './colourWords';

export const text = (value: ActivityValue | undefined): string => String(value ?? '');

/** A due day as the card shows it ("Mar 5", "Nov 27, 14:30"), or what is stored otherwise. */
export const day = (value: ActivityValue, now: Date) =>
  typeof value === 'string' ? formatDueWhen(value, now) : text(value);

/** "1,200 cards", "1 card", in the reader's numbers. */
export function cards(value: string | undefined): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return i18n._(msg`cards`);
  return i18n._(msg`${plural(n, { one: '# card', other: '# cards' })}`);
}

export type Describe = (entry: ActivityEntry, now: Date) => string;

export function dueWords({ subject, before, after }: ActivityEntry, now: Date): string {
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

export function startWords({ subject, before, after }: ActivityEntry, now: Date): string {
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
export function datesWords({ subject, after, words }: ActivityEntry, now: Date): string {
  const card = text(subject);
  const to = day(after, now);
  if (!words.start) return i18n._(msg`moved the dates of “${card}” to ${to}`);
  const from = day(words.start, now);
  return i18n._(msg`moved the dates of “${card}” to ${from} – ${to}`);
}

export function moveWords({ subject, words }: ActivityEntry): string {
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
export function labelRef({ subject, words }: ActivityEntry): string {
  const name = words.label || (words.labelColor ? null : text(subject));
  if (name !== null) return i18n._(msg`label “${name}”`);
  const colour = colourWord(words.labelColor) || i18n._(msg`unnamed`);
  return i18n._(msg`the ${colour} label`);
}

export function labelsWords(entry: ActivityEntry): string {
  const { subject, words, after } = entry;
  const card = text(subject);
  if (!words.label && !words.labelColor) return i18n._(msg`changed the labels of “${card}”`);
  const label = labelRef(entry);
  return after === false
    ? i18n._(msg`removed ${label} from “${card}”`)
    : i18n._(msg`added ${label} to “${card}”`);
}

export function labelChangeWords(entry: ActivityEntry): string {
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
export function wipLimitWords({ subject, words }: ActivityEntry): string {
  const list = text(subject);
  const { limit } = words;
  if (!limit) return i18n._(msg`removed the limit of “${list}”`);
  return words.strict
    ? i18n._(msg`set the limit of “${list}” to ${limit} (strict)`)
    : i18n._(msg`set the limit of “${list}” to ${limit}`);
}

/** "set Priority to “High” on “alpha”", or "cleared Priority on “alpha”". */
export function fieldValueWords({ subject, words }: ActivityEntry): string {
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

export function coverWords({ subject, words }: ActivityEntry): string {
  const card = text(subject);
  const { file, color } = words;
  if (file) return i18n._(msg`made “${file}” the cover of “${card}”`);
  if (color) {
    const colour = colourWord(color);
    return i18n._(msg`gave “${card}” a ${colour} cover`);
  }
  return i18n._(msg`removed the cover of “${card}”`);
}

export function roleWords({ subject, after }: ActivityEntry): string {
  const person = text(subject);
  if (after === 'editor') return i18n._(msg`made ${person} an editor`);
  if (after === 'viewer') return i18n._(msg`made ${person} a viewer`);
  const role = text(after);
  return i18n._(msg`made ${person} a ${role}`);
}

export const item = (entry: ActivityEntry) => text(entry.words.item ?? entry.before ?? entry.after);
export const person = (entry: ActivityEntry) => entry.words.person ?? i18n._(msg`someone`);
