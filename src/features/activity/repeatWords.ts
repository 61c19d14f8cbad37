// How often a card repeats, as the feed says it ("made “alpha” repeat: every week"). Entries
// store the repeat's kind; older ones its English name, read back here as its kind.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../i18n';
import { isRepeat, REPEATS, type Repeat } from '../../domain/repeat';

const REPEAT_WORDS: Record<Repeat, MessageDescriptor> = {
  daily: msg`every day`,
  weekdays: msg`every weekday`,
  weekly: msg`every week`,
  monthly: msg`every month`,
  completed: msg`when completed`,
};

/** The names older entries stored, before entries kept the kind: data, not words on screen. */
/* eslint-disable lingui/no-unlocalized-strings -- stored by older entries, never shown */
const STORED_NAMES: Record<Repeat, string> = {
  daily: 'Every day',
  weekdays: 'Every weekday',
  weekly: 'Every week',
  monthly: 'Every month',
  completed: 'When completed',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** "every week" for `weekly` or its stored name "Every week"; an unknown one as it is. */
export function repeatWord(value: string): string {
  const kind = isRepeat(value) ? value : REPEATS.find((key) => STORED_NAMES[key] === value);
  return kind ? i18n._(REPEAT_WORDS[kind]) : value.toLowerCase();
}
