// The Custom fields dialog (Board menu, owners and editors; issue 32 §1): the board's fields,
// each renamed, shown on tiles or not, moved, deleted; a dropdown's options; a new field by name
// and type. Each gesture is one edit (cards/customFieldsSaga.ts). Loaded the first time it opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button/Button';
import { Select } from '../../../components/CardDetails/cardDetails.styles';
import { TextField } from '../../../components/Field/Field';
import { Modal } from '../../../components/Modal/Modal';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldType,
} from '../../../domain/customFields';
import { moveField } from '../../../domain/customFieldRanks';
import { newId } from '../../../domain/ids';
import { selectCustomFields } from '../../board';
import { customFieldsChangeRequested } from '../../cards';
import { modalClosed, selectIsModalOpen } from '../../modal';
import { CustomFieldRow } from './CustomFieldRow';
import { TYPE_NAMES } from './fieldTypes';
import { describeProblem } from '../../../messages/problems';

const Body = styled.div`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .field {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .field-head,
  .field-actions,
  .options li,
  .add-option,
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    margin-top: 0.35rem;
  }
  .field-head input {
    flex: 1;
  }
  .type,
  .empty {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .options {
    margin-inline-start: 1rem;
  }
  .options input[type='text'],
  .options input:not([type]) {
    flex: 1;
    min-width: 8rem;
  }
  .confirm p {
    margin: 0.3rem 0;
  }
`;

export default function CustomFieldsDialog() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useLingui();
  const isOpen = useAppSelector((state) => selectIsModalOpen(state, 'customFields'));
  const fields = useAppSelector(selectCustomFields);
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomFieldType>('text');
  const full = fields.length >= CUSTOM_FIELD_LIMITS.fieldsPerBoard;

  const change = (next: CustomField[]) => dispatch(customFieldsChangeRequested({ fields: next }));
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || full) return;
    change([...fields, { id: newId(), name: name.trim(), type, showOnTile: false, options: {} }]);
    setName('');
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => dispatch(modalClosed())}
      heading={t`Custom fields`}
      width="34rem"
    >
      <Body>
        {fields.length === 0 ? (
          <p className="empty">
            <Trans>No custom fields yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Fields`}>
            {fields.map((field, index) => (
              <CustomFieldRow
                key={field.id}
                field={field}
                index={index}
                count={fields.length}
                onChange={(next) =>
                  change(fields.map((each) => (each.id === next.id ? next : each)))
                }
                onMove={(to) => change(moveField(fields, index, to))}
                onDelete={() => change(fields.filter((each) => each.id !== field.id))}
              />
            ))}
          </ul>
        )}
        <form onSubmit={add} aria-label={t`New field`}>
          <TextField
            aria-label={t`New field’s name`}
            placeholder={t`Field name`}
            value={name}
            maxLength={CUSTOM_FIELD_LIMITS.fieldName}
            disabled={full}
            onChange={(event) => setName(event.target.value)}
            style={{ flex: 1 }}
          />
          <Select
            aria-label={t`New field’s type`}
            value={type}
            disabled={full}
            onChange={(event) => setType(event.target.value as CustomFieldType)}
          >
            {CUSTOM_FIELD_TYPES.map((each) => (
              <option key={each} value={each}>
                {i18n._(TYPE_NAMES[each])}
              </option>
            ))}
          </Select>
          <Button type="submit" $variant="primary" disabled={full || !name.trim()}>
            <Trans>Add field</Trans>
          </Button>
        </form>
        {full && (
          <p className="empty">
            {describeProblem({ code: 'customFieldsFull', max: CUSTOM_FIELD_LIMITS.fieldsPerBoard })}
          </p>
        )}
      </Body>
    </Modal>
  );
}
