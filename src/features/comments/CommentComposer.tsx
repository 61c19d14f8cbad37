// Writes a new comment: a textarea (with a markdown preview) and "Add comment". A blank or too long comment is refused
// in words and the text stays in the field; a sent one clears it (a refused write offers it
// back in the notice).
import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { Markdown } from '../../components/Markdown/Markdown';
import { usePreview, WritePreviewSwitch } from '../../components/Markdown/WritePreviewSwitch';
import { MentionPicker } from '../../components/MentionPicker/MentionPicker';
import { useMentionPicker } from '../../components/MentionPicker/useMentionPicker';
import { checkCommentText } from '../../domain/comment';
import { mentionCandidates } from '../../domain/members';
import { selectBoardMembers } from '../board';
import { commentAddRequested } from './commentsSlice';
import { Actions, TextArea } from '../../components/CardDetails/cardDetails.styles';

export function CommentComposer({ cardId }: { cardId: string }) {
  const dispatch = useAppDispatch();
  const { draft, setDraft, setMessage, fieldProps, messageProps } = useDraft('');
  const field = useRef<HTMLTextAreaElement>(null);
  const members = useAppSelector(selectBoardMembers);
  const { preview, setPreview } = usePreview(field);
  const candidates = useMemo(() => mentionCandidates(members), [members]);
  const picker = useMentionPicker({
    candidates,
    value: draft,
    onValueChange: (text) => {
      setDraft(text);
      setMessage(null);
    },
    textareaRef: field,
  });

  const send = () => {
    const checked = checkCommentText(draft);
    if (!checked.ok) {
      setMessage(checked.message);
      setPreview(false);
      field.current?.focus();
      return;
    }
    dispatch(commentAddRequested({ cardId, text: checked.value }));
    setDraft('');
    setPreview(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.handleKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div>
      <WritePreviewSwitch label="New comment" preview={preview} onChange={setPreview} />
      {preview ? (
        <Markdown text={draft} members={members} />
      ) : (
        <TextArea
          ref={field}
          aria-label="Write a comment"
          placeholder="Write a comment…"
          rows={3}
          onKeyDown={onKeyDown}
          {...fieldProps}
          {...picker.textareaProps}
        />
      )}
      {!preview && <MentionPicker picker={picker} />}
      <DraftMessage {...messageProps} />
      <Actions>
        <Button type="button" $variant="primary" onClick={send}>
          Add comment
        </Button>
      </Actions>
    </div>
  );
}
