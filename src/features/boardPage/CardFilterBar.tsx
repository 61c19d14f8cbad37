// Narrows the cards the board shows: by text (title or description), by label, by due state,
// and to the cards assigned to the signed-in person.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PALETTE } from '../../domain/palette';
import { shortcutTarget } from '../../components/Keyboard/shortcuts';
import {
  cardFilterChanged,
  cardFilterCleared,
  type DueFilter,
  selectAllCardsLoaded,
  selectBoardLabels,
  selectCardFilter,
  selectIsFilterActive,
} from '../board';
import { labelChipHint, labelChipName } from '../../messages/labelWords';
import { FieldFilters } from './FieldFilters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  font-size: 0.9rem;

  input[type='search'],
  select {
    min-height: 2rem;
    padding: 0.2rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  input[type='search'] {
    width: 12rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    font-weight: 600;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

const Chip = styled.button`
  min-width: 2.5rem;
  max-width: 9rem;
  min-height: 1.75rem;
  padding: 0.1rem 0.5rem;
  border: 2px solid rgba(255, 255, 255, 0.6);
  border-radius: 6px;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  /* Pressed shows as a ring and a tick. Not as fading the others: a faded chip let the header's
     colour through its text, below 4.5:1. */
  &[aria-pressed='true'] {
    border-color: #ffffff;
    box-shadow: 0 0 0 2px #172b4d;
  }
  &[aria-pressed='true']::before {
    content: '✓ ';
  }
`;

const ClearButton = styled.button`
  min-height: 2rem;
  padding: 0.2rem 0.6rem;
  border: 0;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const ToggleButton = styled(ClearButton)`
  border: 2px solid transparent;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true']::before {
    content: '✓ ';
  }
`;

const Hint = styled.span`
  font-size: 0.85rem;
`;

const DUE_OPTIONS: { value: DueFilter; text: MessageDescriptor }[] = [
  { value: 'any', text: msg`Any` },
  { value: 'overdue', text: msg`Overdue` },
  { value: 'dueSoon', text: msg`Due soon` },
  { value: 'complete', text: msg`Done` },
  { value: 'none', text: msg`No due date` },
];

const isDueFilter = (value: string): value is DueFilter =>
  DUE_OPTIONS.some((option) => option.value === value);

export function CardFilterBar() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const filter = useAppSelector(selectCardFilter);
  const active = useAppSelector(selectIsFilterActive);
  const labels = useAppSelector(selectBoardLabels);
  const allCards = useAppSelector(selectAllCardsLoaded);

  const toggleLabel = (labelId: string) => {
    const labelIds = filter.labelIds.includes(labelId)
      ? filter.labelIds.filter((id) => id !== labelId)
      : [...filter.labelIds, labelId];
    dispatch(cardFilterChanged({ labelIds }));
  };

  return (
    <Bar role="search" aria-label={t`Card filter`}>
      <input
        type="search"
        aria-label={t`Filter cards`}
        aria-keyshortcuts="F"
        {...shortcutTarget('filter')}
        placeholder={t`Filter cards…`}
        value={filter.text}
        onChange={(event) => dispatch(cardFilterChanged({ text: event.target.value }))}
      />
      {labels.length > 0 && (
        <Chips role="group" aria-label={t`Labels`}>
          {labels.map((label) => {
            const color = PALETTE[label.color];
            return (
              <Chip
                key={label.id}
                type="button"
                aria-pressed={filter.labelIds.includes(label.id)}
                aria-label={labelChipName(label)}
                title={labelChipHint(label)}
                style={{ background: color.fill, color: color.text }}
                onClick={() => toggleLabel(label.id)}
              >
                {label.name || '\u00a0'}
              </Chip>
            );
          })}
        </Chips>
      )}
      <label>
        <Trans>Due</Trans>
        <select
          value={filter.due}
          onChange={(event) => {
            const due = event.target.value;
            if (isDueFilter(due)) dispatch(cardFilterChanged({ due }));
          }}
        >
          {DUE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.text)}
            </option>
          ))}
        </select>
      </label>
      <ToggleButton
        type="button"
        aria-pressed={filter.assignedToMe}
        onClick={() => dispatch(cardFilterChanged({ assignedToMe: !filter.assignedToMe }))}
      >
        <Trans>Assigned to me</Trans>
      </ToggleButton>
      <FieldFilters Toggle={ToggleButton} />
      {active && (
        <ClearButton type="button" onClick={() => dispatch(cardFilterCleared())}>
          <Trans>Clear filter</Trans>
        </ClearButton>
      )}
      <Hint role="status">
        {active && !allCards ? t`Still loading cards: these are the matches so far.` : ''}
      </Hint>
    </Bar>
  );
}
