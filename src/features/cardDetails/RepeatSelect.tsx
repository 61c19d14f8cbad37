// How a card with a due date repeats, beside the date: never, or a rule the server follows to
// make the next card (issue 32 §3). Choosing "Never" ends the repeat.
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { fieldLook } from '../../components/Field/Field';
import { isRepeat, REPEAT_NAMES, REPEATS } from '../../domain/repeat';
import type { Card } from '../../domain/types';
import { cardRepeatRequested } from '../cards';

const Select = styled.select`
  ${fieldLook}
  width: auto;
`;

export function RepeatSelect({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  return (
    <label>
      Repeat{' '}
      <Select
        value={card.repeat ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          dispatch(
            cardRepeatRequested({ cardId: card.id, repeat: isRepeat(value) ? value : null }),
          );
        }}
      >
        <option value="">Never</option>
        {REPEATS.map((repeat) => (
          <option key={repeat} value={repeat}>
            {REPEAT_NAMES[repeat]}
          </option>
        ))}
      </Select>
    </label>
  );
}
