// One field in the Custom fields dialog: its name, whether tiles show it, its place, its delete
// (asking first, with how many cards hold a value), and a dropdown's options.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { name: fieldName } = field;
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
      <ul aria-label={t`Options of ${fieldName}`}>
        {options.map((option) => {
          const { name: optionName } = option;
          return (
            <li key={option.id}>
              <NameField
                value={option.name}
                label={t`Option ${optionName}`}
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
                label={t`Colour of option ${optionName}`}
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
                aria-label={t`Remove option ${optionName}`}
                onClick={() => onChange({ ...field, options: withoutOption(field, option.id) })}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="add-option">
        <TextField
          aria-label={t`New option of ${fieldName}`}
          placeholder={t`New option`}
          value={name}
          maxLength={CUSTOM_FIELD_LIMITS.optionName}
          disabled={full}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
        />
        <ColorSelect value={color} label={t`Colour of the new option`} onChange={setColor} />
        <Button type="button" onClick={add} disabled={full || !name.trim()}>
          <Trans>Add option</Trans>
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
  const { t, i18n } = useLingui();
  const { name: fieldName } = field;
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
          label={t`Name of field ${fieldName}`}
          max={CUSTOM_FIELD_LIMITS.fieldName}
          onSave={(name) => onChange({ ...field, name })}
        />
        <span className="type">{i18n._(TYPE_NAMES[field.type])}</span>
      </div>
      <div className="field-actions">
        <label>
          <input
            type="checkbox"
            checked={field.showOnTile}
            onChange={(event) => onChange({ ...field, showOnTile: event.target.checked })}
          />
          <Trans>Show on card front</Trans>
        </label>
        <Button
          type="button"
          $variant="subtle"
          aria-label={t`Move ${fieldName} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </Button>
        <Button
          type="button"
          $variant="subtle"
          aria-label={t`Move ${fieldName} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </Button>
        <Button type="button" $variant="subtle" onClick={() => setConfirming(true)}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {confirming && (
        <div role="group" aria-label={t`Delete ${fieldName}?`} className="confirm">
          <p>
            <Trans>
              Delete the field “{fieldName}”?{' '}
              <Plural
                value={holding}
                _0="No card holds a value of it."
                one="# card holds a value of it, which will no longer show."
                other="# cards hold values of it, which will no longer show."
              />
            </Trans>
          </p>
          <DangerButton type="button" onClick={onDelete}>
            <Trans>Delete field</Trans>
          </DangerButton>
          <Button type="button" $variant="subtle" onClick={() => setConfirming(false)}>
            <Trans>Keep it</Trans>
          </Button>
        </div>
      )}
      {field.type === 'dropdown' && <OptionsEditor field={field} onChange={onChange} />}
    </li>
  );
}
