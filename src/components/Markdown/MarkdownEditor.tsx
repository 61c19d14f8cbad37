// The one editor for markdown a person writes: a card's description, a new comment, a comment
// being edited. Write / Preview (the draft as it will show, mentions as names), the @ picker of
// the board's members, Ctrl+Enter (or Cmd+Enter) to submit, Escape to leave the editor (not the
// dialog around it). The draft is the caller's; so are the buttons that act on it.
import { useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type KeyboardEvent,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { mentionCandidates, type Member } from '../../domain/members';
import { TextArea } from '../CardDetails/cardDetails.styles';
import { MentionPicker } from '../MentionPicker/MentionPicker';
import { useMentionPicker } from '../MentionPicker/useMentionPicker';
import { Markdown } from './Markdown';
import { usePreview, WritePreviewSwitch } from './WritePreviewSwitch';

/** The draft as it will show, where the field was, about as tall. */
const Preview = styled(Markdown)<{ $rows: number }>`
  min-height: ${({ $rows }) => $rows * 1.5}rem;
  padding: 0.5rem 0.75rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 6px;
`;

/** What the caller may ask of the editor. */
export interface MarkdownEditorHandle {
  /** Back to Write (from Preview, the field takes the focus): once the draft is sent. */
  write(): void;
  /** Back to Write with the field focused: after a refusal, to fix the text. */
  focus(): void;
}

export interface MarkdownEditorProps {
  /** Names the Write / Preview group: "Description editor". */
  label: string;
  /** Names the field: "Description". */
  fieldLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** The board's members: the ones the @ picker offers, and the names mentions show as. */
  members: readonly Member[];
  /** Ctrl+Enter or Cmd+Enter. */
  onSubmit: () => void;
  /** Escape (it stops there); without it, Escape goes on to the dialog. */
  onCancel?: () => void;
  rows?: number;
  placeholder?: string;
  /** Focused when it opens (an edit begun with a click on Edit). */
  autoFocus?: boolean;
  /** The field's text is refused (a message describes it, by `describedBy`). */
  invalid?: boolean;
  /** Ids of what describes the field: its message, a counter. */
  describedBy?: string;
  ref?: Ref<MarkdownEditorHandle>;
}

export function MarkdownEditor({
  label,
  fieldLabel,
  value,
  onChange,
  members,
  onSubmit,
  onCancel,
  rows = 3,
  placeholder,
  autoFocus = false,
  invalid = false,
  describedBy,
  ref,
}: MarkdownEditorProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const { preview, setPreview } = usePreview(field);
  const { t } = useLingui();
  const someone = t`Someone`;
  const candidates = useMemo(() => mentionCandidates(members, someone), [members, someone]);
  const picker = useMentionPicker({
    candidates,
    value,
    onValueChange: onChange,
    textareaRef: field,
  });

  useImperativeHandle(
    ref,
    () => ({
      write() {
        setPreview(false);
      },
      focus() {
        setPreview(false);
        field.current?.focus();
      },
    }),
    [setPreview],
  );

  useEffect(() => {
    if (autoFocus) field.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.handleKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape' && onCancel) {
      // Escape leaves the editor, not the dialog.
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div>
      <WritePreviewSwitch label={label} preview={preview} onChange={setPreview} />
      {preview ? (
        <Preview text={value} members={members} $rows={rows} />
      ) : (
        <TextArea
          ref={field}
          aria-label={fieldLabel}
          aria-invalid={invalid}
          aria-describedby={describedBy || undefined}
          placeholder={placeholder}
          rows={rows}
          onKeyDown={onKeyDown}
          // The value and its changes: mentions shown as names, stored as tokens.
          {...picker.textareaProps}
        />
      )}
      {!preview && <MentionPicker picker={picker} />}
    </div>
  );
}
