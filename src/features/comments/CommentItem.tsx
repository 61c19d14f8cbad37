// One comment: who wrote it, when, and what, as markdown (mentions as names). Its author may
// edit it in place as plain text (Write / Preview, Save / Cancel); its author or the board's
// owner may delete it.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { DraftMessage, useDraft } from '../../components/Field/useDraft';
import { Markdown } from '../../components/Markdown/Markdown';
import { MentionPicker } from '../../components/MentionPicker/MentionPicker';
import { useMentionPicker } from '../../components/MentionPicker/useMentionPicker';
import { mentionCandidates } from '../../domain/members';
import { usePreview, WritePreviewSwitch } from '../../components/Markdown/WritePreviewSwitch';
import { checkCommentText, type Comment } from '../../domain/comment';
import { selectBoardMembers } from '../board';
import { commentDeleteRequested, commentEditRequested } from './commentsSlice';
import { Actions, TextArea } from '../../components/CardDetails/cardDetails.styles';
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
  const members = useAppSelector(selectBoardMembers);
  const [editing, setEditing] = useState(false);
  const author = comment.authorName || 'Someone';
  const edited =
    comment.createdAt !== null &&
    comment.updatedAt !== null &&
    comment.updatedAt - comment.createdAt > 1_000;
  // An imported comment shows when its original was written, not when the import wrote it.
  const { importedAt } = comment;
  const at = importedAt ?? comment.createdAt;

  return (
    <Item aria-label={`Comment by ${author}`}>
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
        {importedAt !== null && ' · imported'}
        {edited && ' · edited'}
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
                  Edit comment
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
                  Delete comment
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
  const members = useAppSelector(selectBoardMembers);
  const { draft, setDraft, setMessage, fieldProps, messageProps } = useDraft(comment.text);
  const field = useRef<HTMLTextAreaElement>(null);
  const { preview, setPreview } = usePreview(field);
  const candidates = useMemo(() => mentionCandidates(members), [members]);
  // The same box as a new comment's: mentions shown as names, and the @ picker.
  const picker = useMentionPicker({
    candidates,
    value: draft,
    onValueChange: (text) => {
      setDraft(text);
      setMessage(null);
    },
    textareaRef: field,
  });

  useEffect(() => {
    field.current?.focus();
  }, []);

  const save = () => {
    const checked = checkCommentText(draft);
    if (!checked.ok) {
      // Refused: the text stays as typed.
      setMessage(checked.message);
      setPreview(false);
      field.current?.focus();
      return;
    }
    if (checked.value !== comment.text) {
      dispatch(commentEditRequested({ cardId, commentId: comment.id, text: checked.value }));
    }
    onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picker.handleKeyDown(event)) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      // Escape leaves the editor, not the dialog.
      event.stopPropagation();
      onDone();
    }
  };

  return (
    <div>
      <WritePreviewSwitch label="Comment editor" preview={preview} onChange={setPreview} />
      {preview ? (
        <Markdown text={draft} members={members} />
      ) : (
        <TextArea
          ref={field}
          aria-label="Edit comment"
          rows={3}
          onKeyDown={onKeyDown}
          {...fieldProps}
          {...picker.textareaProps}
        />
      )}
      {!preview && <MentionPicker picker={picker} />}
      <DraftMessage {...messageProps} />
      <Actions>
        <Button type="button" $variant="primary" onClick={save}>
          Save
        </Button>
        <Button type="button" $variant="subtle" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </div>
  );
}
