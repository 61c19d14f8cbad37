// How often a card repeats, as the feed says it ("made “alpha” repeat: every week"). Entries
// store the repeat's English name (domain/repeat REPEAT_NAMES), read back here as its kind.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../i18n';
import { isRepeat, REPEAT_NAMES, REPEATS, type Repeat } from '../../domain/repeat';

const REPEAT_WORDS: Record<Repeat, MessageDescriptor> = {
  daily: msg`every day`,
  weekdays: msg`every weekday`,
  weekly: msg`every week`,
  monthly: msg`every month`,
  completed: msg`when completed`,
};

/** "every week" for `weekly` or its stored name "Every week"; an unknown one as it is. */
export function repeatWord(value: string): string {
  const kind = isRepeat(value) ? value : REPEATS.find((key) => REPEAT_NAMES[key] === value);
  return kind ? i18n._(REPEAT_WORDS[kind]) : value.toLowerCase();
}
