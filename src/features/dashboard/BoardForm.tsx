// The name-and-colour form of the create and rename dialogs. It checks the name before handing
// it on, and when it refuses one it says why and keeps what was typed.
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import type { ColorKey } from '../../domain/palette';
import { checkTitle } from '../../domain/validation';
import { ColorPicker } from './ColorPicker';
import { DialogActions } from '../../components/Modal/Modal';
import { describeProblem } from '../../messages/problems';

const Label = styled.label`
  display: block;
  margin-bottom: 0.3rem;
  font-weight: 600;
`;

const Input = styled.input`
  width: 100%;
  padding: 0.5rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Problem = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

interface BoardFormProps {
  initialTitle?: string;
  initialColor: ColorKey;
  submitLabel: string;
  /** Called with the checked (trimmed) name. */
  onSubmit: (title: string, color: ColorKey) => void;
  onCancel: () => void;
  /** More fields, after the name and colour (Create board's "Start from"). */
  children?: ReactNode;
}

export function BoardForm({
  initialTitle = '',
  initialColor,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: BoardFormProps) {
  const inputId = useId();
  const problemId = useId();
  const [title, setTitle] = useState(initialTitle);
  const [color, setColor] = useState(initialColor);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTitle('board', title);
    if (!checked.ok) {
      setProblem(describeProblem(checked.problem));
      return;
    }
    onSubmit(checked.value, color);
  };

  // No maxLength: a pasted name that is too long is shown whole, with a message, not cut short.
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={inputId}>
        <Trans>Board name</Trans>
      </Label>
      <Input
        id={inputId}
        type="text"
        value={title}
        autoComplete="off"
        // The dialog opens for this field: start typing at once.
        autoFocus
        required
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setTitle(event.target.value);
          setProblem(null);
        }}
      />
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
      <ColorPicker value={color} onChange={setColor} />
      {children}
      <DialogActions>
        <Button type="button" $variant="subtle" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" $variant="primary">
          {submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
