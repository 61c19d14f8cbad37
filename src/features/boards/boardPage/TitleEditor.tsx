// Rename in place, shared by the board, list and card titles: Enter or leaving the field saves,
// Escape cancels, and a refused title stays in the field with the reason under it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { checkTitle, type TitleKind } from '../../../domain/validation';
import { FieldMessage, TextArea, TextField } from './board.styles';

export interface TitleEditorProps {
  kind: TitleKind;
  /** The title as it is now. */
  initial: string;
  /** The field's accessible name. */
  label: string;
  multiline?: boolean;
  /** Called with the checked title, only when it differs from `initial`. */
  onSave: (title: string) => void;
  /** The editor is done (saved or cancelled): the caller closes it. */
  onDone: () => void;
  className?: string;
}

export function TitleEditor({
  kind,
  initial,
  label,
  multiline = false,
  onSave,
  onDone,
  className,
}: TitleEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const messageId = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Escape or Enter closes the editor; the blur that may follow must not save a second time.
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const commit = () => {
    const checked = checkTitle(kind, draft);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    finished.current = true;
    if (checked.value !== initial) onSave(checked.value);
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finished.current = true;
      onDone();
    }
  };

  const onBlur = (event: FocusEvent) => {
    // Focus moving to the message or within the editor is not leaving it.
    if (event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) return;
    if (!finished.current) commit();
  };

  const shared = {
    ref: field,
    value: draft,
    'aria-label': label,
    'aria-invalid': message !== null,
    'aria-describedby': message ? messageId : undefined,
    onKeyDown,
    onBlur,
    // Clicks inside the field must not reach the card or list behind it.
    onClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
  };

  return (
    <div className={className}>
      {multiline ? (
        <TextArea
          {...shared}
          rows={2}
          onChange={(event) => {
            setDraft(event.target.value);
            setMessage(null);
          }}
        />
      ) : (
        <TextField
          {...shared}
          onChange={(event) => {
            setDraft(event.target.value);
            setMessage(null);
          }}
        />
      )}
      {message && (
        <FieldMessage id={messageId} role="alert">
          {message}
        </FieldMessage>
      )}
    </div>
  );
}
