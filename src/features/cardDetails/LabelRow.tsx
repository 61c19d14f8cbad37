// One label of the board in the labels editor: its name (saved on Enter or leaving the field,
// Escape reverts), its colour, and delete with a confirmation in the row.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, DangerButton } from '../../components/Button/Button';
import { TextField } from '../../components/Field/Field';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { PALETTE } from '../../domain/palette';
import type { Label } from '../../domain/types';
import { checkLabelName } from '../../domain/validation';
import { labelName } from './labelName';
import { Muted } from '../../components/CardDetails/cardDetails.styles';
import { ColorSelect } from '../../components/ColorSelect/ColorSelect';
import { describeProblem } from '../../messages/problems';
import { colourName } from '../../messages/colours';

const Swatch = styled.span<{ $fill: string }>`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 4px;
  background: ${({ $fill }) => $fill};
`;

// One grid for every row, so the fields line up whatever the buttons say.
const Line = styled.div`
  display: grid;
  grid-template-columns: 1.5rem minmax(6rem, 1fr) 7rem 10.5rem;
  justify-items: start;
  align-items: center;
  gap: 0.5rem;

  @media (max-width: 36rem) {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Choices = styled.span`
  display: flex;
  gap: 0.25rem;
`;

interface LabelRowProps {
  label: Label;
  /** 1-based, to name the row's fields (names may be empty or repeated). */
  position: number;
  onChange: (label: Label) => void;
  onDelete: (label: Label) => void;
}

export function LabelRow({ label, position, onChange, onDelete }: LabelRowProps) {
  const { t } = useLingui();
  const { draft, setDraft, setMessage, fieldProps, messageProps } = useDraft(label.name);
  // A rename saved (here or in another tab) becomes the new draft.
  const [savedName, setSavedName] = useState(label.name);
  if (label.name !== savedName) {
    setSavedName(label.name);
    setDraft(label.name);
  }
  const [confirming, setConfirming] = useState(false);
  // Focus moves only after a choice, not on first render.
  const [chosen, setChosen] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = labelName(label);
  const color = colourName(label.color);

  useEffect(() => {
    if (confirming) keepButton.current?.focus();
    else if (chosen) deleteButton.current?.focus();
  }, [confirming, chosen]);

  const saveName = () => {
    const checked = checkLabelName(draft);
    if (!checked.ok) {
      setMessage(describeProblem(checked.problem));
      return;
    }
    if (checked.value !== label.name) onChange({ ...label, name: checked.value });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveName();
    } else if (event.key === 'Escape' && draft !== label.name) {
      // Escape reverts the name; only an unchanged field lets Escape close the dialog.
      event.stopPropagation();
      setDraft(label.name);
      setMessage(null);
    }
  };

  return (
    <li>
      <Line>
        <Swatch $fill={PALETTE[label.color].fill} aria-hidden="true" />
        <TextField
          aria-label={t`Label ${position} name`}
          placeholder={t`${color} (no name)`}
          {...fieldProps}
          onKeyDown={onKeyDown}
          // After Escape the draft is the name again, so this saves nothing.
          onBlur={saveName}
        />
        <ColorSelect
          value={label.color}
          label={t`Label ${position} colour`}
          onChange={(color) => onChange({ ...label, color })}
        />
        {confirming ? (
          <Choices>
            <DangerButton
              type="button"
              aria-label={t`Delete ${name}`}
              onClick={() => onDelete(label)}
            >
              <Trans>Delete</Trans>
            </DangerButton>
            <Button
              ref={keepButton}
              type="button"
              $variant="subtle"
              onClick={() => setConfirming(false)}
            >
              <Trans>Keep</Trans>
            </Button>
          </Choices>
        ) : (
          <Button
            ref={deleteButton}
            type="button"
            $variant="subtle"
            aria-label={t`Delete label ${name}`}
            onClick={() => {
              setConfirming(true);
              setChosen(true);
            }}
          >
            <Trans>Delete</Trans>
          </Button>
        )}
      </Line>
      {confirming && (
        <Muted role="status">
          <Trans>This takes the label off every card of the board.</Trans>
        </Muted>
      )}
      <DraftMessage {...messageProps} />
    </li>
  );
}
