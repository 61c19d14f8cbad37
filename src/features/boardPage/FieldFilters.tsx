// The filter bar's custom field criteria (issue 32 §1): a dropdown field by one of its options,
// a checkbox field by being ticked.
import { Trans } from '@lingui/react/macro';
import type { ElementType } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { optionsOf } from '../../domain/customFields';
import { cardFilterChanged, selectCardFilter, selectFilterableFields } from '../board';

export function FieldFilters({ Toggle }: { Toggle: ElementType }) {
  const dispatch = useAppDispatch();
  const fields = useAppSelector(selectFilterableFields);
  const chosen = useAppSelector(selectCardFilter).fields ?? {};
  if (fields.length === 0) return null;

  const choose = (fieldId: string, value: string | boolean | null) => {
    const next = { ...chosen };
    if (value === null) delete next[fieldId];
    else next[fieldId] = value;
    dispatch(cardFilterChanged({ fields: next }));
  };

  return (
    <>
      {fields.map((field) =>
        field.type === 'dropdown' ? (
          <label key={field.id}>
            {field.name}
            <select
              value={typeof chosen[field.id] === 'string' ? (chosen[field.id] as string) : ''}
              onChange={(event) => choose(field.id, event.target.value || null)}
            >
              <option value="">
                <Trans>Any</Trans>
              </option>
              {optionsOf(field).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <Toggle
            key={field.id}
            type="button"
            aria-pressed={chosen[field.id] === true}
            onClick={() => choose(field.id, chosen[field.id] === true ? null : true)}
          >
            {field.name}
          </Toggle>
        ),
      )}
    </>
  );
}
