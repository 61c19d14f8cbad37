// One field in the Custom fields dialog: its name, whether tiles show it, its place, its delete
// (asking first, with how many cards hold a value), and a dropdown's options.
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { Button, DangerButton } from '../../../components/Button/Button';
import { ColorSelect } from '../../../components/ColorSelect/ColorSelect';
import { TextField } from '../../../components/Field/Field';
import {
  CUSTOM_FIELD_LIMITS,
  optionsOf,
  withoutOption,
  type CustomField,
} from '../../../domain/customFields';
import { withOption } from '../../../domain/customFieldRanks';
import { newId } from '../../../domain/ids';
import type { ColorKey } from '../../../domain/palette';
import { selectCardsWithValue } from '../../board';
import { TYPE_NAMES } from './fieldTypes';

/** A name edited in place: saved when left or on Enter, unless blank or unchanged. */
function NameField({
  value,
  label,
  max,
  onSave,
}: {
  value: string;
  label: string;
  max: number;
  onSave: (name: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  if (value !== saved) {
    setSaved(value);
    setDraft(value);
  }
  const save = () => {
    const name = draft.trim();
    if (name && name !== value) onSave(name);
    else setDraft(value);
  };
  return (
    <TextField
      aria-label={label}
      value={draft}
      maxLength={max}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}

function OptionsEditor({
  field,
  onChange,
}: {
  field: CustomField;
  onChange: (field: CustomField) => void;
}) {
  const [name, setName] = useState('');
  const [color, setColor] = useState<ColorKey>('green');
  const options = optionsOf(field);
  const full = options.length >= CUSTOM_FIELD_LIMITS.optionsPerField;
  const add = () => {
    if (!name.trim() || full) return;
    onChange({ ...field, options: withOption(field, newId(), name.trim(), color) });
    setName('');
  };
  return (
    <div className="options">
      <ul aria-label={`Options of ${field.name}`}>
        {options.map((option) => (
          <li key={option.id}>
            <NameField
              value={option.name}
              label={`Option ${option.name}`}
              max={CUSTOM_FIELD_LIMITS.optionName}
              onSave={(next) =>
                onChange({
                  ...field,
                  options: { ...field.options, [option.id]: { ...option, name: next } },
                })
              }
            />
            <ColorSelect
              value={option.color}
              label={`Colour of option ${option.name}`}
              onChange={(next) =>
                onChange({
                  ...field,
                  options: { ...field.options, [option.id]: { ...option, color: next } },
                })
              }
            />
            <Button
              type="button"
              $variant="subtle"
              aria-label={`Remove option ${option.name}`}
              onClick={() => onChange({ ...field, options: withoutOption(field, option.id) })}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="add-option">
        <TextField
          aria-label={`New option of ${field.name}`}
          placeholder="New option"
          value={name}
          maxLength={CUSTOM_FIELD_LIMITS.optionName}
          disabled={full}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <ColorSelect value={color} label={`Colour of the new option`} onChange={setColor} />
        <Button type="button" onClick={add} disabled={full || !name.trim()}>
          Add option
        </Button>
      </div>
    </div>
  );
}

export function CustomFieldRow({
  field,
  index,
  count,
  onChange,
  onMove,
  onDelete,
}: {
  field: CustomField;
  index: number;
  count: number;
  onChange: (field: CustomField) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  // Counted only while asking: a scan of the loaded cards.
  const holding = useAppSelector((state) =>
    selectCardsWithValue(state, confirming ? field.id : null),
  );
  return (
    <li className="field" aria-label={field.name}>
      <div className="field-head">
        <NameField
          value={field.name}
          label={`Name of field ${field.name}`}
          max={CUSTOM_FIELD_LIMITS.fieldName}
          onSave={(name) => onChange({ ...field, name })}
        />
        <span className="type">{TYPE_NAMES[field.type]}</span>
      </div>
      <div className="field-actions">
        <label>
          <input
            type="checkbox"
            checked={field.showOnTile}
            onChange={(event) => onChange({ ...field, showOnTile: event.target.checked })}
          />
          Show on card front
        </label>
        <Button
          type="button"
          $variant="subtle"
          aria-label={`Move ${field.name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </Button>
        <Button
          type="button"
          $variant="subtle"
          aria-label={`Move ${field.name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </Button>
        <Button type="button" $variant="subtle" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      {confirming && (
        <div role="group" aria-label={`Delete ${field.name}?`} className="confirm">
          <p>
            Delete the field “{field.name}”?{' '}
            {holding === 0
              ? 'No card holds a value of it.'
              : `${holding} ${holding === 1 ? 'card holds a value' : 'cards hold values'} of it, which will no longer show.`}
          </p>
          <DangerButton type="button" onClick={onDelete}>
            Delete field
          </DangerButton>
          <Button type="button" $variant="subtle" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      )}
      {field.type === 'dropdown' && <OptionsEditor field={field} onChange={onChange} />}
    </li>
  );
}
