// The board page's quick add (a card at the end of a list, a list at the end of the row): a
// button that opens a small form. Adding keeps the form open and empty for the next one, Escape
// or Cancel closes it, and what was typed and not added is still there when it opens again.
import { Trans } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button';
import { TextArea } from '../../components/Field/Field';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import type { Checked } from '../../domain/validation';
import { FormRow, TextField } from './board.styles';
import { describeProblem } from '../../messages/problems';

interface ComposerProps {
  /** The closed composer: a button that calls `open`. */
  opener: (open: () => void) => ReactNode;
  /** The field's accessible name, and its placeholder. */
  label: string;
  placeholder: string;
  /** The add button's text. */
  submitLabel: string;
  /** A text area that wraps (a card title): Enter adds, Shift+Enter does nothing (one line). */
  multiline?: boolean;
  /** The value to add, or why what was typed cannot be added. */
  check: (draft: string) => Checked;
  /** Called with the checked value and the form (still open). */
  onAdd: (value: string, form: HTMLFormElement | null) => void;
  /** Styles the open form. */
  className?: string;
}

export function Composer({
  opener,
  label,
  placeholder,
  submitLabel,
  multiline = false,
  check,
  onAdd,
  className,
}: ComposerProps) {
  const [open, setOpen] = useState(false);
  const { draft, setDraft, setMessage, fieldProps: draftProps, messageProps } = useDraft('');
  const form = useRef<HTMLFormElement>(null);

  const close = () => {
    setOpen(false);
    setMessage(null);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = check(draft);
    if (!checked.ok) {
      setMessage(describeProblem(checked.problem));
      return;
    }
    onAdd(checked.value, form.current);
    setDraft('');
    setMessage(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (multiline && event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // A title is one line: Shift+Enter does not start a new one either. (A one-line field
      // submits its form on Enter by itself.)
      event.preventDefault();
      if (!event.shiftKey) submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!open) return opener(() => setOpen(true));

  const fieldProps = {
    ...draftProps,
    autoFocus: true,
    'aria-label': label,
    placeholder,
    onKeyDown,
  };

  return (
    <form ref={form} className={className} onSubmit={submit}>
      {multiline ? <TextArea {...fieldProps} /> : <TextField {...fieldProps} />}
      <DraftMessage {...messageProps} />
      <FormRow>
        <Button type="submit" $variant="primary">
          {submitLabel}
        </Button>
        <Button type="button" $variant="subtle" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
      </FormRow>
    </form>
  );
}
