// One checklist item: a checkbox named by its text, and edit / delete. Editing (in place) saves
// on Enter or leaving the field, Escape reverts, and refused text stays with the reason.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { InlineEditor } from '../../components/InlineEditor/InlineEditor';
import type { ChecklistItem } from '../../domain/types';
import { checkChecklistItem } from '../../domain/validation';
import { worded } from '../../messages/problems';

const checkItem = (raw: string) => worded(checkChecklistItem(raw));

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  padding: 0.2rem 0;
`;

const Check = styled.label<{ $done: boolean }>`
  flex: 1 1 12rem;
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  cursor: pointer;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
  color: ${({ theme, $done }) => ($done ? theme.colors.muted : theme.colors.text)};

  input {
    margin-top: 0.25rem;
  }
`;

const ItemActions = styled.span`
  display: flex;
  gap: 0.25rem;

  button {
    min-height: 1.75rem;
    padding: 0.2rem 0.5rem;
    font-size: 0.85rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ItemTextEditor = styled(InlineEditor)`
  flex: 1 1 100%;
`;

interface ChecklistItemRowProps {
  item: ChecklistItem;
  onChange: (item: ChecklistItem) => void;
  onDelete: (item: ChecklistItem) => void;
}

export function ChecklistItemRow({ item, onChange, onDelete }: ChecklistItemRowProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const { text } = item;
  if (editing) {
    return (
      <Item>
        <ItemTextEditor
          initial={item.text}
          label={t`Item text`}
          check={checkItem}
          onSave={(text) => onChange({ ...item, text })}
          onDone={() => setEditing(false)}
        />
      </Item>
    );
  }
  return (
    <Item>
      <Check $done={item.done}>
        <input
          type="checkbox"
          checked={item.done}
          onChange={() => onChange({ ...item, done: !item.done })}
        />
        <span>{item.text}</span>
      </Check>
      <ItemActions>
        <Button
          type="button"
          $variant="subtle"
          aria-label={t`Edit item ${text}`}
          onClick={() => setEditing(true)}
        >
          <Trans>Edit</Trans>
        </Button>
        <Button
          type="button"
          $variant="subtle"
          aria-label={t`Delete item ${text}`}
          onClick={() => onDelete(item)}
        >
          <Trans>Delete</Trans>
        </Button>
      </ItemActions>
    </Item>
  );
}
