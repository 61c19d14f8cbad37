// Edit a piece of text in place (a board, list or card title, a checklist item): Enter or leaving
// the field saves, Escape cancels, and refused text stays in the field with the reason under it.
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { TextArea, TextField } from '../Field/Field';
import { DraftMessage, useDraft } from '../Field/useDraft';

/** The caller's check of what was typed: the value to save, or why it is refused. */
type InlineEditorCheck = (
  draft: string,
) => { ok: true; value: string } | { ok: false; message: string };

export interface InlineEditorProps {
  /** The text as it is now. */
  initial: string;
  /** The field's accessible name. */
  label: string;
  check: InlineEditorCheck;
  /** Called with the checked text, only when it differs from `initial`. */
  onSave: (value: string) => void;
  /** The editor is done (saved or cancelled): the caller closes it. */
  onDone: () => void;
  multiline?: boolean;
  /** Styles the wrapper (the field and its message are inside it). */
  className?: string;
}

export function InlineEditor({
  initial,
  label,
  check,
  onSave,
  onDone,
  multiline = false,
  className,
}: InlineEditorProps) {
  const { draft, setMessage, fieldProps: draftProps, messageProps } = useDraft(initial);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Escape or Enter closes the editor; the blur that may follow must not save a second time.
  const finished = useRef(false);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const commit = () => {
    const checked = check(draft);
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
      // Escape cancels the edit; it must not also close a dialog around the editor.
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

  const fieldProps = {
    ...draftProps,
    ref: field,
    'aria-label': label,
    onKeyDown,
    onBlur,
    // Clicks inside the field must not reach the card or list behind it.
    onClick: (event: MouseEvent) => event.stopPropagation(),
  };

  return (
    <div className={className}>
      {multiline ? <TextArea {...fieldProps} rows={2} /> : <TextField {...fieldProps} />}
      <DraftMessage {...messageProps} />
    </div>
  );
}
