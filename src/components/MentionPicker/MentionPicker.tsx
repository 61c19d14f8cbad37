// The @ picker's list (useMentionPicker has the behaviour): a listbox of the people who can be
// mentioned, under the textarea that controls it. Focus stays in the textarea; a click
// chooses without taking it away.
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { MentionPickerState } from './useMentionPicker';

const List = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0.25rem;
  max-height: 12rem;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 12px rgba(9, 30, 66, 0.15);
`;

const Option = styled.li<{ $active: boolean }>`
  padding: 0.35rem 0.5rem;
  border-radius: 4px;
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.sunken : 'transparent')};
  box-shadow: ${({ $active, theme }) => ($active ? `inset 0 0 0 2px ${theme.colors.focus}` : 'none')};

  &:hover {
    background: ${({ theme }) => theme.colors.sunken};
  }
`;

export function MentionPicker({ picker }: { picker: MentionPickerState }) {
  const { t } = useLingui();
  if (!picker.open) return null;
  return (
    <List id={picker.listboxId} role="listbox" aria-label={t`Mention someone`}>
      {picker.options.map((candidate, index) => (
        <Option
          key={candidate.uid}
          id={picker.optionId(index)}
          role="option"
          aria-selected={index === picker.activeIndex}
          $active={index === picker.activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => picker.choose(candidate)}
        >
          {candidate.name}
        </Option>
      ))}
    </List>
  );
}
