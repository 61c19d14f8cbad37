// The card's labels: one toggle per label of the board, and the board's labels edited below.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { PALETTE } from '../../domain/palette';
import type { Card, Label } from '../../domain/types';
import { selectBoardLabels } from '../board';
import { cardUpdateRequested } from '../cards';
import { labelName } from './labelName';
import { LabelsEditor } from './LabelsEditor';
import {
  Muted,
  Row,
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';

const LabelToggle = styled.button<{ $fill: string; $text: string }>`
  min-width: 3rem;
  min-height: 2rem;
  padding: 0.25rem 0.6rem;
  border: 2px solid transparent;
  border-radius: 4px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ $fill }) => $fill};
  color: ${({ $text }) => $text};
  overflow-wrap: anywhere;

  /* On shows as a ring and a tick. Not as fading the others: faded, their text fell to about
     2:1 against the label's colour. */
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The card's label ids after toggling `label`, in the board's order (unknown ids dropped). */
function toggledLabelIds(card: Card, labels: Label[], label: Label): string[] {
  return labels
    .filter((each) => (each.id === label.id) !== card.labelIds.includes(each.id))
    .map((each) => each.id);
}

export function LabelsSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const labels = useAppSelector(selectBoardLabels);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const editorId = useId();

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Labels</Trans>
        </SectionHeading>
        <Button
          type="button"
          $variant="subtle"
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? t`Done editing labels` : t`Edit labels`}
        </Button>
      </SectionHeader>
      {labels.length === 0 ? (
        <Muted>
          <Trans>This board has no labels yet.</Trans>
        </Muted>
      ) : (
        <Row>
          {labels.map((label) => {
            const color = PALETTE[label.color];
            const pressed = card.labelIds.includes(label.id);
            const colorName = color.name.toLowerCase();
            return (
              <LabelToggle
                key={label.id}
                type="button"
                aria-pressed={pressed}
                // Its own name, as it reads; an unnamed one is "green label", not a bare colour.
                aria-label={label.name || t`${colorName} label`}
                title={labelName(label)}
                $fill={color.fill}
                $text={color.text}
                onClick={() =>
                  dispatch(
                    cardUpdateRequested({
                      cardId: card.id,
                      patch: { labelIds: toggledLabelIds(card, labels, label) },
                    }),
                  )
                }
              >
                {pressed && <span aria-hidden="true">✓ </span>}
                {label.name}
              </LabelToggle>
            );
          })}
        </Row>
      )}
      {editing && <LabelsEditor id={editorId} labels={labels} />}
    </Section>
  );
}
