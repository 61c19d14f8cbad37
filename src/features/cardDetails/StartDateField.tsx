// The card's start day, beside its due: a labelled date input and its Remove button. A start
// after the due is refused here, in words, before the saga and the rules would (datesInOrder).
import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { FieldMessage, TextField } from '../../components/Field/Field';
import { Row } from '../../components/CardDetails/cardDetails.styles';
import { datesInOrder, isDay } from '../../domain/due';
import type { Card } from '../../domain/types';
import { cardUpdateRequested } from '../cards';
import { describeProblem } from '../../messages/problems';

const DateField = styled(TextField)`
  width: auto;
`;

export function StartDateField({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const start = card.start ?? null;
  // The field's own text: a half-typed day is '' to the browser and must not clear the date.
  const [draft, setDraft] = useState(start ?? '');
  const [saved, setSaved] = useState(start);
  const [problem, setProblem] = useState<string | null>(null);
  if (start !== saved) {
    setSaved(start);
    setDraft(start ?? '');
  }

  const setStart = (next: string | null) => {
    if (next === start) return setProblem(null);
    if (!datesInOrder(next, card.due))
      return setProblem(describeProblem({ code: 'startAfterDue' }));
    setProblem(null);
    dispatch(cardUpdateRequested({ cardId: card.id, patch: { start: next } }));
  };

  return (
    <>
      <Row>
        <label htmlFor={inputId}>
          <Trans>Start date</Trans>
        </label>
        <DateField
          id={inputId}
          type="date"
          value={draft}
          max={card.due ?? undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (isDay(event.target.value)) setStart(event.target.value);
          }}
          onBlur={() => {
            if (draft === '') setStart(null);
          }}
        />
        {start && (
          <Button type="button" $variant="subtle" onClick={() => setStart(null)}>
            <Trans>Remove start date</Trans>
          </Button>
        )}
      </Row>
      {problem && <FieldMessage role="alert">{problem}</FieldMessage>}
    </>
  );
}
