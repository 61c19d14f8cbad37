// Archive / restore the card, and delete it after a confirmation inside the dialog (the shared
// modal shows one dialog at a time, so no second modal).
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { Button, DangerButton } from '../../components/Button/Button';
import type { Card } from '../../domain/types';
import { modalClosed, modalOpened } from '../modal';
import { cardDeleteRequested, cardUpdateRequested } from '../cards';
import { Actions, Section, SectionHeading } from '../../components/CardDetails/cardDetails.styles';

const Confirm = styled.div`
  margin-top: 0.75rem;
  padding: 0.75rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.dangerSurface};

  p {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export function CardActions({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  // Focus moves only after a choice, not on first render.
  const [chosen, setChosen] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The safe choice takes focus, so Enter right after "Delete card" does not delete; after
    // Cancel, focus goes back where it was.
    if (confirming) cancelButton.current?.focus();
    else if (chosen) deleteButton.current?.focus();
  }, [confirming, chosen]);

  const remove = () => {
    dispatch(cardDeleteRequested({ cardId: card.id }));
    dispatch(modalClosed());
  };

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>
        <Trans>Actions</Trans>
      </SectionHeading>
      <Actions>
        <Button
          type="button"
          onClick={() =>
            dispatch(cardUpdateRequested({ cardId: card.id, patch: { archived: !card.archived } }))
          }
        >
          {card.archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
        </Button>
        <Button type="button" onClick={() => dispatch(modalOpened('moveCard', card.id))}>
          <Trans>Move…</Trans>
        </Button>
        <Button type="button" onClick={() => dispatch(modalOpened('copyCard', card.id))}>
          <Trans>Copy…</Trans>
        </Button>
        <Button
          ref={deleteButton}
          type="button"
          aria-expanded={confirming}
          onClick={() => {
            setConfirming(true);
            setChosen(true);
          }}
        >
          <Trans>Delete card</Trans>
        </Button>
      </Actions>
      {confirming && (
        <Confirm role="group" aria-labelledby={questionId}>
          <p id={questionId}>
            <Trans>Delete this card? Undo brings it back until you leave the board.</Trans>
          </p>
          <Actions>
            <DangerButton type="button" onClick={remove}>
              <Trans>Delete</Trans>
            </DangerButton>
            <Button
              ref={cancelButton}
              type="button"
              $variant="subtle"
              onClick={() => setConfirming(false)}
            >
              <Trans>Cancel</Trans>
            </Button>
          </Actions>
        </Confirm>
      )}
    </Section>
  );
}
