// The card's custom fields (issue 32 §1): one control per field of the board, by its type. Each
// change is one edit (cards/customFieldsSaga.ts): text and numbers when the field is left, the
// others at once. A viewer reads the values.
import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/Field/Field';
import {
  Section,
  SectionHeader,
  SectionHeading,
  Select,
} from '../../components/CardDetails/cardDetails.styles';
import { fitsField, optionsOf, type CustomField, type FieldValue } from '../../domain/customFields';
import type { Card } from '../../domain/types';
import { selectCustomFields } from '../board';
import { cardFieldValueRequested } from '../cards';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(6rem, max-content) minmax(0, 1fr);
  gap: 0.5rem 0.75rem;
  align-items: center;
`;

const Name = styled.label`
  overflow-wrap: anywhere;
`;

/** A text or number typed in: saved when the field is left or Enter is pressed. */
function TypedValue({
  field,
  value,
  inputId,
  disabled,
  onSave,
}: {
  field: CustomField;
  value: FieldValue | undefined;
  inputId: string;
  disabled: boolean;
  onSave: (value: FieldValue | null) => void;
}) {
  const shown = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const [saved, setSaved] = useState(shown);
  // Changed elsewhere (another person, an undo): show the new value.
  if (shown !== saved) {
    setSaved(shown);
    setDraft(shown);
  }
  const save = () => {
    const text = draft.trim();
    if (text === shown) return;
    if (text === '') onSave(null);
    else onSave(field.type === 'number' ? Number(text) : text);
  };
  return (
    <TextField
      id={inputId}
      type={field.type === 'number' ? 'number' : 'text'}
      step="any"
      value={draft}
      disabled={disabled}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}

function FieldControl({
  field,
  card,
  disabled,
}: {
  field: CustomField;
  card: Card;
  disabled: boolean;
}) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const stored = card.fieldValues?.[field.id];
  // A value that no longer fits its field (an option deleted) reads as none.
  const value = stored !== undefined && fitsField(field, stored) ? stored : undefined;
  const save = (next: FieldValue | null) =>
    dispatch(cardFieldValueRequested({ cardId: card.id, fieldId: field.id, value: next }));

  let control;
  if (field.type === 'checkbox') {
    control = (
      <input
        id={inputId}
        type="checkbox"
        checked={value === true}
        disabled={disabled}
        onChange={(event) => save(event.target.checked ? true : null)}
      />
    );
  } else if (field.type === 'dropdown') {
    control = (
      <Select
        id={inputId}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        onChange={(event) => save(event.target.value || null)}
      >
        <option value="">
          <Trans>None</Trans>
        </option>
        {optionsOf(field).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    );
  } else if (field.type === 'date') {
    control = (
      <TextField
        id={inputId}
        type="date"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        style={{ width: 'auto' }}
        onChange={(event) => save(event.target.value || null)}
      />
    );
  } else {
    control = (
      <TypedValue field={field} value={value} inputId={inputId} disabled={disabled} onSave={save} />
    );
  }
  return (
    <>
      <Name htmlFor={inputId}>{field.name}</Name>
      <div>{control}</div>
    </>
  );
}

export function CustomFieldsSection({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const fields = useAppSelector(selectCustomFields);
  const headingId = useId();
  if (fields.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Custom fields</Trans>
        </SectionHeading>
      </SectionHeader>
      <Grid>
        {fields.map((field) => (
          <FieldControl key={field.id} field={field} card={card} disabled={!canEdit} />
        ))}
      </Grid>
    </Section>
  );
}
