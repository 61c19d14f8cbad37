// How a card with a due date repeats, beside the date: never, or a rule the server follows to
// make the next card (issue 32 §3). Choosing "Never" ends the repeat.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { fieldLook } from '../../components/Field/Field';
import { isRepeat, REPEATS, type Repeat } from '../../domain/repeat';
import type { Card } from '../../domain/types';
import { cardRepeatRequested } from '../cards';

const Select = styled.select`
  ${fieldLook}
  width: auto;
`;

/** Each repeat's name as the menu says it, in the reader's language. */
const REPEAT_WORDS: Record<Repeat, MessageDescriptor> = {
  daily: msg`Every day`,
  weekdays: msg`Every weekday`,
  weekly: msg`Every week`,
  monthly: msg`Every month`,
  completed: msg`When completed`,
};

export function RepeatSelect({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { i18n } = useLingui();
  return (
    <label>
      <Trans>Repeat</Trans>{' '}
      <Select
        value={card.repeat ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          dispatch(
            cardRepeatRequested({ cardId: card.id, repeat: isRepeat(value) ? value : null }),
          );
        }}
      >
        <option value="">
          <Trans>Never</Trans>
        </option>
        {REPEATS.map((repeat) => (
          <option key={repeat} value={repeat}>
            {i18n._(REPEAT_WORDS[repeat])}
          </option>
        ))}
      </Select>
    </label>
  );
}
