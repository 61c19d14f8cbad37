// Writes a new comment: a textarea and "Add comment". A blank or too long comment is refused
// in words and the text stays in the field; a sent one clears it (a refused write offers it
// back in the notice).
import { useRef, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { checkCommentText } from '../../domain/comment';
import { commentAddRequested } from './commentsSlice';
import { Actions, TextArea } from '../../components/CardDetails/cardDetails.styles';

export function CommentComposer({ cardId }: { cardId: string }) {
  const dispatch = useAppDispatch();
  const { draft, setDraft, setMessage, fieldProps, messageProps } = useDraft('');
  const field = useRef<HTMLTextAreaElement>(null);

  const send = () => {
    const checked = checkCommentText(draft);
    if (!checked.ok) {
      setMessage(checked.message);
      field.current?.focus();
      return;
    }
    dispatch(commentAddRequested({ cardId, text: checked.value }));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div>
      <TextArea
        ref={field}
        aria-label="Write a comment"
        placeholder="Write a comment…"
        rows={3}
        onKeyDown={onKeyDown}
        {...fieldProps}
      />
      <DraftMessage {...messageProps} />
      <Actions>
        <Button type="button" $variant="primary" onClick={send}>
          Add comment
        </Button>
      </Actions>
    </div>
  );
}
