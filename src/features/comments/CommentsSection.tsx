// The card's comments, newest first and live while the details are open (commentsSaga.ts
// follows them), with a composer for those who may write. Viewers only read.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import { useMinuteClock } from '../../components/Clock/useMinuteClock';
import { canDeleteComment, canEditComment } from '../../domain/comment';
import type { Card } from '../../domain/types';
import { selectSessionUid } from '../session';
import { commentsRetryRequested } from './commentsSlice';
import {
  selectComments,
  selectCommentsCardId,
  selectCommentsError,
  selectCommentsStatus,
} from './commentsSelectors';
import { selectCanEditBoard, selectIsBoardOwner } from '../board';
import {
  Muted,
  Section,
  SectionHeader,
  SectionHeading,
} from '../../components/CardDetails/cardDetails.styles';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

const List = styled.ol`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
`;

export function CommentsSection({ card }: { card: Card }) {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const headingId = useId();
  const forCard = useAppSelector(selectCommentsCardId) === card.id;
  const comments = useAppSelector(selectComments);
  const status = useAppSelector(selectCommentsStatus);
  const error = useAppSelector(selectCommentsError);
  const uid = useAppSelector(selectSessionUid);
  const canEditBoard = useAppSelector(selectCanEditBoard);
  const isOwner = useAppSelector(selectIsBoardOwner);
  const shown = forCard ? comments : [];
  const now = useMinuteClock();

  return (
    <Section aria-labelledby={headingId}>
      <SectionHeader>
        <SectionHeading id={headingId}>
          <Trans>Comments</Trans>
        </SectionHeading>
      </SectionHeader>
      {canEditBoard && <CommentComposer cardId={card.id} />}
      {forCard && status === 'error' ? (
        <Muted role="alert">
          {error?.text ?? t`We could not load the comments.`}{' '}
          <Button
            type="button"
            $variant="subtle"
            onClick={() => dispatch(commentsRetryRequested())}
          >
            <Trans>Try again</Trans>
          </Button>
        </Muted>
      ) : shown.length > 0 ? (
        <List aria-label={t`Comments`}>
          {shown.map((comment) => (
            <CommentItem
              key={comment.id}
              cardId={card.id}
              comment={comment}
              canEdit={canEditComment(comment, uid, canEditBoard)}
              canDelete={canDeleteComment(comment, uid, canEditBoard, isOwner)}
              now={now}
            />
          ))}
        </List>
      ) : forCard && status === 'ready' ? (
        <Muted>
          <Trans>No comments yet.</Trans>
        </Muted>
      ) : forCard && status === 'loading' ? (
        <Muted>
          <Trans>Loading comments…</Trans>
        </Muted>
      ) : null}
    </Section>
  );
}
