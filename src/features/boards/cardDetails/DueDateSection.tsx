// The card's due day: a native date input (YYYY-MM-DD), with whether it is overdue or due soon.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { TextField } from '../../../components/Field/Field';
import { dueState, formatDay, isDay } from '../../../domain/due';
import type { Card } from '../../../domain/types';
import { cardUpdateRequested } from '../openBoardSlice';
import { Muted, Row, Section, SectionHeader, SectionHeading } from './cardDetails.styles';

const DateField = styled(TextField)`
  width: auto;
`;

const DueBadge = styled.span<{ $state: 'overdue' | 'dueSoon' }>`
  padding: 0.15rem 0.5rem;
  border-radius: 4px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ $state }) => ($state === 'overdue' ? '#ffffff' : '#172b4d')};
  background: ${({ theme, $state }) => ($state === 'overdue' ? theme.colors.danger : '#f5cd47')};
`;

export function DueDateSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  // The field's own text: a half-typed day is '' to the browser and must not clear the date.
  const [draft, setDraft] = useState(card.due ?? '');
  const [savedDue, setSavedDue] = useState(card.due);
  if (card.due !== savedDue) {
    setSavedDue(card.due);
    setDraft(card.due ?? '');
  }

  const setDue = (due: string | null) => {
    if (due !== card.due) dispatch(cardUpdateRequested({ cardId: card.id, patch: { due } }));
  };

  const now = new Date();
  const state = dueState(card.due, now);
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>Due date</SectionHeading>
      </SectionHeader>
      <Row>
        <DateField
          aria-labelledby={headingId}
          type="date"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (isDay(event.target.value)) setDue(event.target.value);
          }}
          onBlur={() => {
            // Emptied on purpose (the picker's Clear, or every part deleted): no due date.
            if (draft === '') setDue(null);
          }}
        />
        {card.due && (
          <Button type="button" $variant="subtle" onClick={() => setDue(null)}>
            Remove due date
          </Button>
        )}
      </Row>
      <Row role="status" style={{ marginTop: '0.4rem' }}>
        {card.due ? (
          <>
            <Muted as="span">Due {formatDay(card.due, now)}</Muted>
            {state === 'overdue' && <DueBadge $state="overdue">Overdue</DueBadge>}
            {state === 'dueSoon' && <DueBadge $state="dueSoon">Due soon</DueBadge>}
          </>
        ) : (
          <Muted as="span">No due date</Muted>
        )}
      </Row>
    </Section>
  );
}
