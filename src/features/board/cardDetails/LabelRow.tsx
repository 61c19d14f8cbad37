// One label of the board in the labels editor: its name (saved on Enter or leaving the field,
// Escape reverts), its colour, and delete with a confirmation in the row.
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button/Button';
import { PALETTE } from '../../../domain/palette';
import type { Label } from '../../../domain/types';
import { checkLabelName } from '../../../domain/validation';
import { labelName } from './labelName';
import { DangerButton, FieldMessage, Muted, Row, TextField } from './cardDetails.styles';
import { ColorSelect } from './ColorSelect';

const Swatch = styled.span<{ $fill: string }>`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 4px;
  background: ${({ $fill }) => $fill};
`;

const NameField = styled(TextField)`
  flex: 1 1 10rem;
  width: auto;
`;

export interface LabelRowProps {
  label: Label;
  /** 1-based, to name the row's fields (names may be empty or repeated). */
  position: number;
  onChange: (label: Label) => void;
  onDelete: (label: Label) => void;
}

export function LabelRow({ label, position, onChange, onDelete }: LabelRowProps) {
  const [draft, setDraft] = useState(label.name);
  // A rename saved (here or in another tab) becomes the new draft.
  const [savedName, setSavedName] = useState(label.name);
  if (label.name !== savedName) {
    setSavedName(label.name);
    setDraft(label.name);
  }
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const messageId = useId();
  const name = labelName(label);

  const saveName = () => {
    const checked = checkLabelName(draft);
    if (!checked.ok) {
      setMessage(checked.message);
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
      <Row>
        <Swatch $fill={PALETTE[label.color].fill} aria-hidden="true" />
        <NameField
          aria-label={`Label ${position} name`}
          placeholder={`${PALETTE[label.color].name} (no name)`}
          value={draft}
          aria-invalid={message !== null}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setMessage(null);
          }}
          onKeyDown={onKeyDown}
          // After Escape the draft is the name again, so this saves nothing.
          onBlur={saveName}
        />
        <ColorSelect
          value={label.color}
          label={`Label ${position} colour`}
          onChange={(color) => onChange({ ...label, color })}
        />
        {confirming ? (
          <>
            <DangerButton type="button" onClick={() => onDelete(label)}>
              Delete {name}
            </DangerButton>
            <Button type="button" $variant="subtle" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button type="button" $variant="subtle" onClick={() => setConfirming(true)}>
            Delete label {name}
          </Button>
        )}
      </Row>
      {confirming && <Muted role="status">This takes the label off every card of the board.</Muted>}
      {message && (
        <FieldMessage id={messageId} role="alert">
          {message}
        </FieldMessage>
      )}
    </li>
  );
}
