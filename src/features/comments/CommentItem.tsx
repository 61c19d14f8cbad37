// One comment: who wrote it, when, and what, as markdown (mentions as names). Its author may
// edit it in place in the one markdown editor (Write / Preview, the @ picker, Save / Cancel);
// its author or the board's owner may delete it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { Markdown } from '../../components/Markdown/Markdown';
import {
  MarkdownEditor,
  type MarkdownEditorHandle,
} from '../../components/Markdown/MarkdownEditor';
import type { Comment } from '../../domain/comment';
import { selectBoardMembers } from '../board';
import { commentDeleteRequested, commentEditRequested } from './commentsSlice';
import { checkComment } from './commentWords';
import { Actions } from '../../components/CardDetails/cardDetails.styles';
import { formatCommentTime, formatImportedTime, fullCommentTime } from '../../messages/times';

const Item = styled.li`
  padding: 0.5rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Byline = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface CommentItemProps {
  cardId: string;
  comment: Comment;
  canEdit: boolean;
  canDelete: boolean;
  now: number;
}

export function CommentItem({ cardId, comment, canEdit, canDelete, now }: CommentItemProps) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const members = useAppSelector(selectBoardMembers);
  const [editing, setEditing] = useState(false);
  const author = comment.authorName || t`Someone`;
  const edited =
    comment.createdAt !== null &&
    comment.updatedAt !== null &&
    comment.updatedAt - comment.createdAt > 1_000;
  // An imported comment shows when its original was written, not when the import wrote it.
  const { importedAt } = comment;
  const at = importedAt ?? comment.createdAt;

  return (
    <Item aria-label={t`Comment by ${author}`}>
      <Byline>
        <strong>{author}</strong>
        {at !== null && (
          <>
            {' · '}
            <time dateTime={new Date(at).toISOString()} title={fullCommentTime(at)}>
              {importedAt !== null ? formatImportedTime(at) : formatCommentTime(at, now)}
            </time>
          </>
        )}
        {importedAt !== null && (
          <>
            {' · '}
            <Trans>imported</Trans>
          </>
        )}
        {edited && (
          <>
            {' · '}
            <Trans>edited</Trans>
          </>
        )}
      </Byline>
      {editing ? (
        <CommentEditor cardId={cardId} comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Markdown text={comment.text} members={members} />
          {(canEdit || canDelete) && (
            <Actions>
              {canEdit && (
                <Button type="button" $variant="subtle" onClick={() => setEditing(true)}>
                  <Trans>Edit comment</Trans>
                </Button>
              )}
              {canDelete && (
                <Button
                  type="button"
                  $variant="subtle"
                  onClick={() =>
                    dispatch(commentDeleteRequested({ cardId, commentId: comment.id }))
                  }
                >
                  <Trans>Delete comment</Trans>
                </Button>
              )}
            </Actions>
          )}
        </>
      )}
    </Item>
  );
}

function CommentEditor({
  cardId,
  comment,
  onDone,
}: {
  cardId: string;
  comment: Comment;
  onDone: () => void;
}) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const members = useAppSelector(selectBoardMembers);
  const { draft, setDraft, message, setMessage, fieldProps, messageProps } = useDraft(comment.text);
  const editor = useRef<MarkdownEditorHandle>(null);

  const save = () => {
    const checked = checkComment(draft);
    if (!checked.ok) {
      // Refused: the text stays as typed.
      setMessage(checked.message);
      editor.current?.focus();
      return;
    }
    if (checked.value !== comment.text) {
      dispatch(commentEditRequested({ cardId, commentId: comment.id, text: checked.value }));
    }
    onDone();
  };

  return (
    <div>
      <MarkdownEditor
        ref={editor}
        label={t`Comment editor`}
        fieldLabel={t`Edit comment`}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setMessage(null);
        }}
        members={members}
        onSubmit={save}
        onCancel={onDone}
        autoFocus
        invalid={message !== null}
        describedBy={fieldProps['aria-describedby']}
      />
      <DraftMessage {...messageProps} />
      <Actions>
        <Button type="button" $variant="primary" onClick={save}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" $variant="subtle" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </Actions>
    </div>
  );
}
