// The card's start day (StartDateField) and due day: a native date input (YYYY-MM-DD), an optional time beside it (HH:MM) once
// it has a day, a "Done" box, and whether it is done, overdue or due soon.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { TextField } from '../../components/Field/Field';
import { dueStateOf, formatDue, isDay, isDueTime } from '../../domain/due';
import type { Card, CardDetailsPatch } from '../../domain/types';
import { cardUpdateRequested } from '../cards';
import { RepeatSelect } from './RepeatSelect';
import { StartDateField } from './StartDateField';
import {
  Muted,
  Row,
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';

const DateField = styled(TextField)`
  width: auto;
`;

const DUE_BADGE_LOOKS = {
  complete: { color: '#ffffff', background: '#1f845a' },
  overdue: { color: null, background: null }, // The theme's danger fill and its text.
  dueSoon: { color: '#172b4d', background: '#f5cd47' },
};

const DueBadge = styled.span<{ $state: keyof typeof DUE_BADGE_LOOKS }>`
  padding: 0.15rem 0.5rem;
  border-radius: 4px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $state }) => DUE_BADGE_LOOKS[$state].color ?? theme.colors.dangerText};
  background: ${({ theme, $state }) => DUE_BADGE_LOOKS[$state].background ?? theme.colors.danger};
`;

const DoneBox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  cursor: pointer;
`;

export function DueDateSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const headingId = useId();
  // The field's own text: a half-typed day is '' to the browser and must not clear the date.
  const [draft, setDraft] = useState(card.due ?? '');
  const [savedDue, setSavedDue] = useState(card.due);
  if (card.due !== savedDue) {
    setSavedDue(card.due);
    setDraft(card.due ?? '');
  }

  const setDue = (due: string | null) => {
    if (due === card.due) return;
    // Removing the date takes its Done with it: a new date starts not done.
    const patch: CardDetailsPatch =
      due === null && card.dueComplete ? { due, dueComplete: false } : { due };
    dispatch(cardUpdateRequested({ cardId: card.id, patch }));
  };

  const setTime = (time: string) => {
    const dueTime = isDueTime(time) ? time : null;
    if (!card.due || dueTime === (card.dueTime ?? null)) return;
    dispatch(cardUpdateRequested({ cardId: card.id, patch: { dueTime } }));
  };

  const now = new Date();
  const state = dueStateOf(card, now);
  const due = formatDue(card, now, i18n.locale);
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Due date</Trans>
        </SectionHeading>
      </SectionHeader>
      <StartDateField card={card} />
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
          <DateField
            aria-label={t`Due time`}
            type="time"
            // Keyed by the saved time, so another device's change shows, and a half-typed time
            // ('' to the browser) waits for the blur.
            key={card.dueTime ?? ''}
            defaultValue={card.dueTime ?? ''}
            onBlur={(event) => setTime(event.target.value)}
          />
        )}
        {card.due && (
          <DoneBox>
            <input
              type="checkbox"
              checked={card.dueComplete}
              onChange={() =>
                dispatch(
                  cardUpdateRequested({
                    cardId: card.id,
                    patch: { dueComplete: !card.dueComplete },
                  }),
                )
              }
            />
            <Trans>Done</Trans>
          </DoneBox>
        )}
        {card.due && <RepeatSelect card={card} />}
        {card.due && (
          <Button type="button" $variant="subtle" onClick={() => setDue(null)}>
            <Trans>Remove due date</Trans>
          </Button>
        )}
      </Row>
      <Row role="status" style={{ marginTop: '0.4rem' }}>
        {card.due ? (
          <>
            <Muted as="span">
              <Trans>Due {due}</Trans>
            </Muted>
            {state === 'complete' && (
              <DueBadge $state="complete">
                <Trans>Complete</Trans>
              </DueBadge>
            )}
            {state === 'overdue' && (
              <DueBadge $state="overdue">
                <Trans>Overdue</Trans>
              </DueBadge>
            )}
            {state === 'dueSoon' && (
              <DueBadge $state="dueSoon">
                <Trans>Due soon</Trans>
              </DueBadge>
            )}
          </>
        ) : (
          <Muted as="span">
            <Trans>No due date</Trans>
          </Muted>
        )}
      </Row>
    </Section>
  );
}
