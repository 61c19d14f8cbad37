// The summary's last step: the new board's name (proposed by importName.ts, dated when the
// person has a board of that name already), checked as any board name, then Import.
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { FieldMessage, TextField } from '../../components/Field/Field';
import { DialogActions } from '../../components/Modal/Modal';
import { checkTitle } from '../../domain/validation';
import { NameLabel } from './ImportDialog.styles';
import { importConfirmed } from './transferSlice';
import { describeProblem } from '../../messages/problems';

export function ImportNameForm({ proposed, onCancel }: { proposed: string; onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const problemId = useId();
  const [name, setName] = useState(proposed);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTitle('board', name);
    if (checked.ok) dispatch(importConfirmed(checked.value));
    else setProblem(describeProblem(checked.problem));
  };
  // No maxLength: a name that is too long stays whole, with the message, as in BoardForm.
  return (
    <form onSubmit={submit} noValidate>
      <NameLabel htmlFor={inputId}>
        <Trans>Name of the new board</Trans>
      </NameLabel>
      <TextField
        id={inputId}
        type="text"
        value={name}
        autoComplete="off"
        required
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <FieldMessage id={problemId} role="alert">
          {problem}
        </FieldMessage>
      )}
      <DialogActions>
        <Button type="button" $variant="subtle" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" $variant="primary">
          <Trans>Import</Trans>
        </Button>
      </DialogActions>
    </form>
  );
}
