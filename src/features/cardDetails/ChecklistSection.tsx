// The card's checklist: progress, items to tick off, edit or delete, and a field to add more
// (Enter adds and keeps the field open). Every change sends the whole next checklist.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/Field/Field';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { LIMITS } from '../../domain/limits';
import type { Card, ChecklistItem } from '../../domain/card';
import { newId } from '../../domain/ids';
import { checkChecklistItem } from '../../domain/validation';
import { cardUpdateRequested } from '../cards';
import { ChecklistItemRow } from './ChecklistItemRow';
import {
  Muted,
  Row,
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';
import { describeProblem } from '../../messages/problems';

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin-bottom: 0.5rem;
`;

const Track = styled.div`
  flex: 1;
  height: 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $done: boolean }>`
  height: 100%;
  background: ${({ theme, $done }) => ($done ? '#1f845a' : theme.colors.primary)};
  transition: width ${({ theme }) => theme.transitionMs}ms ease;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0 0 0.5rem;
  padding: 0;
`;

const AddField = styled(TextField)`
  flex: 1 1 14rem;
  width: auto;
`;

export function ChecklistSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const headingId = useId();
  const items = card.checklist;
  const done = items.filter((item) => item.done).length;
  const total = items.length;
  const percent = items.length === 0 ? 0 : Math.round((done / items.length) * 100);

  const change = (checklist: ChecklistItem[]) =>
    dispatch(cardUpdateRequested({ cardId: card.id, patch: { checklist } }));
  const replace = (next: ChecklistItem) =>
    change(items.map((item) => (item.id === next.id ? next : item)));
  const remove = (gone: ChecklistItem) => change(items.filter((item) => item.id !== gone.id));

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Checklist</Trans>
        </SectionHeading>
      </SectionHeader>
      {items.length > 0 && (
        <Progress>
          <Track
            role="progressbar"
            aria-label={t`Checklist progress`}
            aria-valuemin={0}
            aria-valuemax={items.length}
            aria-valuenow={done}
            aria-valuetext={t`${done} of ${total} done`}
          >
            <Fill $done={done === items.length} style={{ width: `${percent}%` }} />
          </Track>
          <Muted as="span">
            <Trans>
              {done} of {total}
            </Trans>
          </Muted>
        </Progress>
      )}
      {items.length > 0 && (
        <Items aria-labelledby={headingId}>
          {items.map((item) => (
            <ChecklistItemRow key={item.id} item={item} onChange={replace} onDelete={remove} />
          ))}
        </Items>
      )}
      <AddItemForm items={items} onAdd={(item) => change([...items, item])} />
    </Section>
  );
}

function AddItemForm({
  items,
  onAdd,
}: {
  items: ChecklistItem[];
  onAdd: (item: ChecklistItem) => void;
}) {
  const { t } = useLingui();
  const { draft: text, setDraft: setText, setMessage, fieldProps, messageProps } = useDraft('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (items.length >= LIMITS.checklistItems) {
      const max = LIMITS.checklistItems;
      setMessage(t`A checklist can have at most ${max} items.`);
      return;
    }
    const checked = checkChecklistItem(text);
    if (!checked.ok) {
      setMessage(describeProblem(checked.problem));
      return;
    }
    onAdd({ id: newId(), text: checked.value, done: false });
    // The field stays, empty and focused, ready for the next item.
    setText('');
    setMessage(null);
  };

  return (
    <form aria-label={t`Add a checklist item`} onSubmit={submit}>
      <Row>
        <AddField aria-label={t`Add an item`} placeholder={t`Add an item`} {...fieldProps} />
        <Button type="submit">
          <Trans>Add</Trans>
        </Button>
      </Row>
      <DraftMessage {...messageProps} />
    </form>
  );
}
