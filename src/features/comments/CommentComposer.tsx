// Writes a new comment in the one markdown editor (Write / Preview, the @ picker) with "Add
// comment". A blank or too long comment is refused in words and the text stays in the field; a
// sent one clears it (a refused write offers it back in the notice).
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import {
  MarkdownEditor,
  type MarkdownEditorHandle,
} from '../../components/Markdown/MarkdownEditor';
import { selectBoardMembers } from '../board';
import { commentAddRequested } from './commentsSlice';
import { checkComment } from './commentWords';
import { Actions } from '../../components/CardDetails/cardDetails.styles';

export function CommentComposer({ cardId }: { cardId: string }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const { draft, setDraft, message, setMessage, fieldProps, messageProps } = useDraft('');
  const editor = useRef<MarkdownEditorHandle>(null);
  const members = useAppSelector(selectBoardMembers);

  const send = () => {
    const checked = checkComment(draft);
    if (!checked.ok) {
      setMessage(checked.message);
      editor.current?.focus();
      return;
    }
    dispatch(commentAddRequested({ cardId, text: checked.value }));
    setDraft('');
    editor.current?.write();
  };

  return (
    <div>
      <MarkdownEditor
        ref={editor}
        label={t`New comment`}
        fieldLabel={t`Write a comment`}
        placeholder={t`Write a comment…`}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setMessage(null);
        }}
        members={members}
        onSubmit={send}
        invalid={message !== null}
        describedBy={fieldProps['aria-describedby']}
      />
      <DraftMessage {...messageProps} />
      <Actions>
        <Button type="button" $variant="primary" onClick={send}>
          <Trans>Add comment</Trans>
        </Button>
      </Actions>
    </div>
  );
}
